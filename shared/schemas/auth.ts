import * as z from 'zod/mini';
import { LOGIN_MISSING_FIELDS } from '../auth-messages.ts';
import { MAX_PASSWORD_LENGTH, newPasswordField } from './common.ts';
import { schema } from './define.ts';

export { LOGIN_MISSING_FIELDS };

export const loginBody = /* @__PURE__ */ schema(() =>
  z.object({
    email: z
      .string({ error: LOGIN_MISSING_FIELDS })
      .check(z.trim())
      .check(z.toLowerCase())
      .check(z.minLength(1, { error: LOGIN_MISSING_FIELDS }))
      .check(z.maxLength(254, { error: 'Invalid email or password' })),
    password: z
      .string({ error: LOGIN_MISSING_FIELDS })
      .check(z.minLength(1, { error: LOGIN_MISSING_FIELDS }))
      .check(z.maxLength(MAX_PASSWORD_LENGTH, { error: 'Invalid email or password' })),
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

export const updateProfileBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: z
      .string({ error: 'User Name is required' })
      .check(z.trim())
      .check(z.minLength(1, { error: 'User Name is required' }))
      .check(z.maxLength(200, { error: 'User Name must be at most 200 characters' })),
    currentPassword: z
      .string({ error: 'Current password is required' })
      .check(z.minLength(1, { error: 'Current password is required' }))
      .check(z.maxLength(MAX_PASSWORD_LENGTH, { error: 'Current password is incorrect' })),
    newPassword: z.pipe(
      z.optional(z.union([z.literal(''), newPasswordField])),
      z.transform((v) => (v === '' ? undefined : v)),
    ),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const logoutBody = /* @__PURE__ */ schema(() =>
  z.object({
    /** true: end every session of the user (all devices), not only this one. */
    everywhere: z.optional(z.boolean({ error: 'everywhere must be true or false' })),
  }),
);
export type LogoutBody = z.infer<typeof logoutBody>;
