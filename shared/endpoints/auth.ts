import { type Endpoint, PUBLIC, returns } from '../contract-types.ts';
import type { LoginResponse, Me, MessageResponse, ProfileUpdated } from '../models.ts';
import { loginBody, logoutBody, updateProfileBody } from '../schemas/auth.ts';

export const login = {
  method: 'POST',
  path: '/api/auth/login',
  access: PUBLIC,
  summary: 'Sign in with email and password; answers a bearer token.',
  body: loginBody,
  status: 200,
  response: /* @__PURE__ */ returns<LoginResponse>(),
} as const satisfies Endpoint;

export const getMe = {
  method: 'GET',
  path: '/api/auth/me',
  access: { kind: 'signedIn', beforePasswordChange: true },
  summary: 'The signed-in user.',
  status: 200,
  response: /* @__PURE__ */ returns<Me>(),
} as const satisfies Endpoint;

export const updateProfile = {
  method: 'POST',
  path: '/api/auth/update-profile',
  access: { kind: 'signedIn', beforePasswordChange: true },
  summary: 'Change own name and, optionally, password (current password required).',
  body: updateProfileBody,
  status: 200,
  response: /* @__PURE__ */ returns<ProfileUpdated>(),
} as const satisfies Endpoint;

export const logout = {
  method: 'POST',
  path: '/api/auth/logout',
  access: { kind: 'signedIn', beforePasswordChange: true },
  summary: 'End this session (its token is refused afterwards), or with `everywhere` every session of the user.',
  body: logoutBody,
  status: 200,
  response: /* @__PURE__ */ returns<MessageResponse>(),
} as const satisfies Endpoint;

export const authEndpoints = { login, getMe, updateProfile, logout } as const satisfies Record<string, Endpoint>;
