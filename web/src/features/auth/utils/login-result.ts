/** Turning the login answer (or failure) into what the app stores and shows (docs/requirements.md#login-page). */
import { ApiError, INVALID_SERVER_RESPONSE, NetworkError, SERVER_CONNECTION_ERROR } from '../../../lib/api-client.ts';
import type { SignInValues } from '../../../lib/session.ts';

export const LOGIN_FAILED = 'Login failed';

export interface LoginResult {
  values: SignInValues;
  mustChangePassword: boolean;
}

export class InvalidLoginResponse extends Error {
  constructor() {
    super(INVALID_SERVER_RESPONSE);
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The fields may sit at the top level or under a `user` object (docs/requirements.md#data-the-app-keeps); allowedProjects defaults to [].
 * No token: 'Invalid server response'.
 */
export function readLoginResponse(body: unknown): LoginResult {
  if (!body || typeof body !== 'object') throw new InvalidLoginResponse();
  const top = body as Record<string, unknown>;
  const user = (top.user && typeof top.user === 'object' ? top.user : {}) as Record<string, unknown>;
  const pick = (key: string): unknown => top[key] ?? user[key];
  const token = str(top.access_token ?? top.token);
  if (!token) throw new InvalidLoginResponse();
  const allowed = pick('allowedProjects');
  return {
    values: {
      token,
      role: str(pick('roles') ?? pick('role')),
      email: str(pick('email')),
      userId: str(pick('userId') ?? pick('_id')),
      name: str(pick('name')),
      allowedProjects: Array.isArray(allowed) ? allowed.filter((v): v is string => typeof v === 'string') : [],
    },
    mustChangePassword: pick('mustChangePassword') === true,
  };
}

/** The server's error text, else 'Login failed'; no answer at all: 'Server connection error'. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof InvalidLoginResponse) return INVALID_SERVER_RESPONSE;
  if (error instanceof NetworkError) return SERVER_CONNECTION_ERROR;
  if (error instanceof ApiError)
    return error.serverMessage ?? (error.status < 400 ? INVALID_SERVER_RESPONSE : LOGIN_FAILED);
  return LOGIN_FAILED;
}
