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
