/**
 * The API contract: every endpoint, declared once (design decision 1).
 * The CDK stack makes one Lambda and one API method per entry, the local server routes by it,
 * and the web client's calls are typed by it. The handler of `key` lives in functions/handlers/<key>.ts.
 */
import type { z } from 'zod';
import type { CreatedUser, LoginResponse, Me, ProfileUpdated, Project, User } from './models.ts';
import type { Role } from './roles.ts';
import { loginBody, updateProfileBody } from './schemas/auth.ts';
import { listProjectsQuery, projectBody } from './schemas/projects.ts';
import { createUserBody, updateUserBody } from './schemas/users.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. Project-scoped checks (allowed projects) are made by the domain code,
 * because only it knows which project a resource belongs to.
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn'; readonly beforePasswordChange?: boolean }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

type Schema = z.ZodType;

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
  /** Type carrier for the response body; never read at run time. */
  readonly response?: Res;
}

const returns = <T>(): T | undefined => undefined;

const PUBLIC = { kind: 'public' } as const;
const SIGNED_IN = { kind: 'signedIn' } as const;
const ADMIN = { kind: 'roles', roles: ['admin'] } as const;

export const contract = {
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: PUBLIC,
    summary: 'Sign in with email and password; answers a bearer token.',
    body: loginBody,
    status: 200,
    response: returns<LoginResponse>(),
  },
  getMe: {
    method: 'GET',
    path: '/api/auth/me',
    access: { kind: 'signedIn', beforePasswordChange: true },
    summary: 'The signed-in user.',
    status: 200,
    response: returns<Me>(),
  },
  updateProfile: {
    method: 'POST',
    path: '/api/auth/update-profile',
    access: { kind: 'signedIn', beforePasswordChange: true },
    summary: 'Change own name and, optionally, password (current password required).',
    body: updateProfileBody,
    status: 200,
    response: returns<ProfileUpdated>(),
  },
  listUsers: {
    method: 'GET',
    path: '/api/users',
    access: ADMIN,
    summary: 'All users (admin only).',
    status: 200,
    response: returns<User[]>(),
  },
  createUser: {
    method: 'POST',
    path: '/api/users/create',
    access: ADMIN,
    summary: 'Create a user; without a password the server makes a one-time one and answers it once.',
    body: createUserBody,
    status: 201,
    response: returns<CreatedUser>(),
  },
  updateUser: {
    method: 'PUT',
    path: '/api/users/{id}',
    access: ADMIN,
    summary: 'Edit a user: name, email, role, allowed projects, optional new password.',
    body: updateUserBody,
    status: 200,
    response: returns<User>(),
  },
  listProjects: {
    method: 'GET',
    path: '/api/projects',
    access: SIGNED_IN,
    summary:
      "Projects the caller may open: all for an admin, the allowed ones for others. user_id must be the caller's own unless admin.",
    query: listProjectsQuery,
    status: 200,
    response: returns<Project[]>(),
  },
  createProject: {
    method: 'POST',
    path: '/api/projects',
    access: ADMIN,
    summary: 'Create a project (admin only).',
    body: projectBody,
    status: 201,
    response: returns<Project>(),
  },
  updateProject: {
    method: 'PUT',
    path: '/api/projects/{id}',
    access: ADMIN,
    summary: 'Edit a project: name, description, status (admin only).',
    body: projectBody,
    status: 200,
    response: returns<Project>(),
  },
} as const satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointKey = keyof Contract;

export type BodyOf<K extends EndpointKey> = Contract[K] extends { body: infer S extends Schema }
  ? z.input<S>
  : undefined;
export type ParsedBodyOf<K extends EndpointKey> = Contract[K] extends { body: infer S extends Schema }
  ? z.output<S>
  : undefined;
export type QueryOf<K extends EndpointKey> = Contract[K] extends { query: infer S extends Schema }
  ? z.input<S>
  : undefined;
export type ParsedQueryOf<K extends EndpointKey> = Contract[K] extends { query: infer S extends Schema }
  ? z.output<S>
  : undefined;
export type ResponseOf<K extends EndpointKey> = NonNullable<Contract[K]['response']>;

/** Names of the {param} segments of a path. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

export const endpointKeys = Object.keys(contract) as EndpointKey[];
