/** Matches a request to a contract endpoint the way API Gateway does: literal segments beat {params}. */
import { contract, type EndpointKey, type HttpMethod, pathParamNames } from '#shared/contract.ts';

export interface Route {
  key: EndpointKey;
  method: HttpMethod;
  resource: string;
  pattern: RegExp;
  paramNames: string[];
}

export type RouteMatch =
  | { kind: 'found'; route: Route; pathParameters: Record<string, string> }
  | { kind: 'wrongMethod' }
  | { kind: 'none' };

function toRoute(key: EndpointKey): Route {
  const { method, path } = contract[key];
  const source = path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { key, method, resource: path, pattern: new RegExp(`^${source}/?$`), paramNames: pathParamNames(path) };
}

/** Routes with fewer parameters first, so /api/users/create wins over /api/users/{id}. */
export const routes: Route[] = (Object.keys(contract) as EndpointKey[])
  .map(toRoute)
  .sort((a, b) => a.paramNames.length - b.paramNames.length);

export function matchRoute(method: string, path: string): RouteMatch {
  let pathMatched = false;
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const pathParameters: Record<string, string> = {};
    route.paramNames.forEach((name, i) => {
      pathParameters[name] = decodeURIComponent(m[i + 1] ?? '');
    });
    return { kind: 'found', route, pathParameters };
  }
  return pathMatched ? { kind: 'wrongMethod' } : { kind: 'none' };
}
