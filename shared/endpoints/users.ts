import { ADMIN, type Endpoint, returns } from '../contract-types.ts';
import type { CreatedUser, User } from '../models.ts';
import { createUserBody, updateUserBody } from '../schemas/users.ts';

export const listUsers = {
  method: 'GET',
  path: '/api/users',
  access: ADMIN,
  summary: 'All users (admin only).',
  status: 200,
  response: /* @__PURE__ */ returns<User[]>(),
} as const satisfies Endpoint;

export const createUser = {
  method: 'POST',
  path: '/api/users/create',
  access: ADMIN,
  summary: 'Create a user; without a password the server makes a one-time one and answers it once.',
  body: createUserBody,
  status: 201,
  response: /* @__PURE__ */ returns<CreatedUser>(),
} as const satisfies Endpoint;

export const updateUser = {
  method: 'PUT',
  path: '/api/users/{id}',
  access: ADMIN,
  summary: 'Edit a user: name, email, role, allowed projects, optional new password.',
  body: updateUserBody,
  status: 200,
  response: /* @__PURE__ */ returns<User>(),
} as const satisfies Endpoint;

export const userEndpoints = { listUsers, createUser, updateUser } as const satisfies Record<string, Endpoint>;
