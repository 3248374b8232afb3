/** Builds a request for any contract endpoint, so suites that walk the contract cover new endpoints too. */
import { contract, type EndpointKey } from '../../shared/contract.ts';

/** A well-formed id that names no item. */
export const UNKNOWN_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

export function pathFor(key: EndpointKey, params: Record<string, string> = {}): string {
  return contract[key].path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? UNKNOWN_ID));
}

export function requestFor(key: EndpointKey, params: Record<string, string> = {}) {
  const def = contract[key];
  return {
    path: pathFor(key, params),
    method: def.method,
    body: def.method === 'GET' || def.method === 'DELETE' ? undefined : {},
  };
}
