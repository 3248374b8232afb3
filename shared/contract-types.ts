/** The shape of a contract entry; the entries themselves are in shared/endpoints/. */
import type { z } from 'zod';
import type { Role } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Project-scoped checks (allowed projects) are made by the domain code,
 * because only it knows which project a resource belongs to.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn'; readonly beforePasswordChange?: boolean }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

export type Schema = z.ZodType;

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
  /** Type carrier for the response body; never read at run time. */
  readonly response?: Res;
}

/** Type carrier for an endpoint's response body. */
export const returns = <T>(): T | undefined => undefined;

export const PUBLIC = { kind: 'public' } as const;
export const SIGNED_IN = { kind: 'signedIn' } as const;
export const ADMIN = { kind: 'roles', roles: ['admin'] } as const;
