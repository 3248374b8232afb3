/** Builds a request for any contract endpoint, so suites that walk the contract cover new endpoints too. */
import { contract, type EndpointKey, type HttpMethod } from '../../shared/contract.ts';

/** A well-formed id that names no item. */
export const UNKNOWN_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

export function pathFor(key: EndpointKey, params: Record<string, string> = {}): string {
  return contract[key].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? UNKNOWN_ID));
}

export function requestFor(key: EndpointKey, params: Record<string, string> = {}) {
  const method = contract[key].method as HttpMethod;
  return {
    path: pathFor(key, params),
    method,
    body: method === 'GET' || method === 'DELETE' ? undefined : {},
  };
}

/**
 * Endpoints that end the session whose token calls them. Suites that walk the contract give these a
 * session of their own, so the shared tokens of the other cases stay valid.
 */
export const ENDS_CALLER_SESSION: readonly EndpointKey[] = ['logout'];
