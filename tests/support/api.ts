/** HTTP helpers for integration tests: real requests to the local stack. */
import { inject } from 'vitest';
import type { LoginResponse, Project } from '../../shared/models.ts';
import type { Role } from '../../shared/roles.ts';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** A multipart/form-data body (fetch writes its content type and boundary). */
  form?: FormData;
  headers?: Record<string, string>;
  now?: Date;
  /** The client address the API sees (test stack only). */
  sourceIp?: string;
}

export function apiUrl(path: string): string {
  return `${inject('endpoints').web}${path}`;
}

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.now) headers['x-test-now'] = options.now.toISOString();
  if (options.sourceIp) headers['x-test-source-ip'] = options.sourceIp;
  let body: string | FormData | undefined = options.form ?? options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(apiUrl(path), { method: options.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: leave the text for the assertion to show
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** How many answers had each status, e.g. { 401: 5, 429: 45 }. */
export function statuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export async function login(email: string, password: string): Promise<LoginResponse> {
  const res = await call<LoginResponse>('/api/auth/login', { method: 'POST', body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let adminToken: Promise<string> | undefined;
export function asAdmin(): Promise<string> {
  adminToken ??= login(inject('adminEmail'), inject('adminPassword')).then((r) => r.access_token);
  return adminToken;
}

let counter = 0;
/** A client address no other test uses, for tests of per-address limits. */
export function testAddress(): string {
  counter += 1;
  const n = (process.pid * 1000 + counter) % 65_536;
  return `198.18.${n >> 8}.${n & 255}`;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@test.example`;
}

export async function createProject(name = `Project ${uniqueEmail('p')}`): Promise<Project> {
  const res = await call<Project>('/api/projects', {
    method: 'POST',
    token: await asAdmin(),
    body: { name, description: 'Test project', status: 'active' },
  });
  if (res.status !== 201) throw new Error(`create project failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  role: Role;
}

/** Creates a user through the API and completes the first-sign-in password change. */
export async function createSignedInUser(role: Role, allowedProjects: string[] = []): Promise<TestUser> {
  const email = uniqueEmail(role);
  const admin = await asAdmin();
  const created = await call<{ _id: string; initialPassword: string }>('/api/users/create', {
    method: 'POST',
    token: admin,
    body: { name: `Test ${role}`, email, roles: role === 'user' ? 'pm' : role, allowedProjects },
  });
  if (created.status !== 201) throw new Error(`create user failed: ${created.status} ${JSON.stringify(created.body)}`);
  if (role === 'user') {
    await call(`/api/users/${created.body._id}`, {
      method: 'PUT',
      token: admin,
      body: { name: `Test ${role}`, email, roles: 'user', allowedProjects },
    });
  }
  const first = await login(email, created.body.initialPassword);
  const password = `new-${created.body.initialPassword}`;
  const changed = await call<{ access_token: string }>('/api/auth/update-profile', {
    method: 'POST',
    token: first.access_token,
    body: { name: `Test ${role}`, currentPassword: created.body.initialPassword, newPassword: password },
  });
  if (changed.status !== 200)
    throw new Error(`password change failed: ${changed.status} ${JSON.stringify(changed.body)}`);
  return { id: created.body._id, email, password, token: changed.body.access_token, role };
}
