/** The shape of a contract entry; the entries themselves are in shared/endpoints/. */
import * as z from 'zod/mini';
import type { Role } from './roles.ts';
import { isDateKey } from './time.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Project-scoped checks (allowed projects) are made by the domain code,
 * because only it knows which project a resource belongs to.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn'; readonly beforePasswordChange?: boolean }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export type Schema = z.ZodMiniType;

export interface Endpoint<Res = unknown> {
  readonly method: HttpMethod;
  /** API Gateway style, with {param} segments. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly body?: Schema;
  readonly query?: Schema;
  /** Success status; errors are always `{ "error": "..." }`. */
  readonly status: 200 | 201 | 204 | 302;
  /** Refusals are a plain HTML page (for people following a link), not `{ "error": "..." }`. */
  readonly answersHtml?: true;
  /** Long work may answer 202 with the same body, and goes on in the background. */
  readonly acceptsLater?: true;
  /** A check that writes nothing (a preview) answers 200 with the same body. */
  readonly previews?: true;
  /**
   * A form-encoded body is read as its fields (RFC 8058's one-click unsubscribe posts
   * `List-Unsubscribe=One-Click`); every other endpoint refuses a body that is not JSON, so no page of another
   * site can post a plain form to it.
   */
  readonly readsForm?: true;
  /** Success is a file to save (`Content-Disposition: attachment`), not JSON; refusals stay `{ "error": "..." }`. */
  readonly answersFile?: true;
  /** Type carrier for the response body; never read at run time. */
  readonly response?: Res;
}

/** Type carrier for an endpoint's response body. */
export const returns = <T>(): T | undefined => undefined;

export const PUBLIC = { kind: 'public' } as const;
export const SIGNED_IN = { kind: 'signedIn' } as const;
export const ADMIN = { kind: 'roles', roles: ['admin'] } as const;

/**
 * Every path parameter, by name, checked by `endpoint()` like bodies and queries. Ids are ULIDs made by
 * the server (some endpoints also take a word such as `root`), so anything longer or odder is refused
 * with 400 before it reaches a key (DynamoDB refuses keys over 2,048 bytes). Each schema is built at its
 * first use: a function checks the one or two its path has, not all of them when it starts.
 */
const idParam = (label: string) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: `${label} is not a valid id` }));
const idSchema = () => idParam('id');
const PATH_PARAMS: Record<string, () => z.ZodMiniType<string>> = {
  id: idSchema,
  taskId: () => idParam('Task id'),
  photoId: () => idParam('Photo id'),
  projectId: () => idParam('Project id'),
  jobId: () => idParam('Job id'),
  module: () =>
    z.string().check(z.regex(/^[a-z_]{1,32}$/, { error: 'Module must be plan, marketing or construction' })),
  index: () => z.string().check(z.regex(/^\d{1,6}$/, { error: 'Image number must be a whole number' })),
  version: () => z.string().check(z.regex(/^[1-9]\d{0,5}$/, { error: 'version must be a version number' })),
  // A share link's `<id>.<secret>`; its page explains anything else that is wrong with it.
  token: () => z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,200}$/, { error: 'This link is not valid' })),
  schedule: () =>
    z.string().check(z.regex(/^(construction|marketing)$/, { error: 'Schedule must be construction or marketing' })),
  date: () => z.string().check(z.refine(isDateKey, { error: 'Date must be a date (YYYY-MM-DD)' })),
};
const pathParamSchemas = new Map<string, z.ZodMiniType<string>>();

/** The schema of the path parameter `name`; a name without one of its own is checked as an id. */
export function pathParamSchema(name: string): z.ZodMiniType<string> {
  const key = Object.hasOwn(PATH_PARAMS, name) ? name : 'id';
  let built = pathParamSchemas.get(key);
  if (!built) {
    built = (PATH_PARAMS[key] ?? idSchema)();
    pathParamSchemas.set(key, built);
  }
  return built;
}
