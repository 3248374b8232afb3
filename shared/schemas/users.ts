import * as z from 'zod/mini';
import { CREATABLE_ROLES, ROLES } from '../roles.ts';
import { emailField, idField, newPasswordField, requiredText } from './common.ts';
import { schema } from './define.ts';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

const allowedProjects = /* @__PURE__ */ schema(() =>
  z.pipe(
    z
      .array(idField('Project id'), { error: 'allowedProjects must be a list of project ids' })
      .check(z.maxLength(500, { error: 'Too many allowed projects' })),
    z.transform((ids) => [...new Set(ids)]),
  ),
);

export const createUserBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Name'),
    email: emailField,
    roles: z.enum(CREATABLE_ROLES, { error: `Role must be one of: ${CREATABLE_ROLES.join(', ')}` }),
    /** Optional: when absent the server makes a random one-time password. */
    password: z.pipe(
      z.optional(z.union([z.literal(''), newPasswordField])),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
    allowedProjects: z.optional(allowedProjects),
  }),
);
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: requiredText('Name'),
    email: emailField,
    roles: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }),
    allowedProjects: z._default(allowedProjects, []),
    password: z.pipe(
      z.optional(z.union([z.literal(''), newPasswordField])),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
  }),
);
export type UpdateUserBody = z.infer<typeof updateUserBody>;
