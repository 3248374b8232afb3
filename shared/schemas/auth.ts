import * as z from 'zod';
import { LOGIN_MISSING_FIELDS } from '../auth-messages.ts';
import { MAX_PASSWORD_LENGTH, newPasswordField } from './common.ts';
import { schema } from './define.ts';

export { LOGIN_MISSING_FIELDS };

export const loginBody = /* @__PURE__ */ schema(() =>
  z.object({
    email: z
      .string({ error: LOGIN_MISSING_FIELDS })
      .trim()
      .toLowerCase()
      .min(1, { error: LOGIN_MISSING_FIELDS })
      .max(254, { error: 'Invalid email or password' }),
    password: z
      .string({ error: LOGIN_MISSING_FIELDS })
      .min(1, { error: LOGIN_MISSING_FIELDS })
      .max(MAX_PASSWORD_LENGTH, { error: 'Invalid email or password' }),
  }),
);
export type LoginBody = z.infer<typeof loginBody>;

export const updateProfileBody = /* @__PURE__ */ schema(() =>
  z.object({
    name: z
      .string({ error: 'User Name is required' })
      .trim()
      .min(1, { error: 'User Name is required' })
      .max(200, { error: 'User Name must be at most 200 characters' }),
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' })
      .max(MAX_PASSWORD_LENGTH, { error: 'Current password is incorrect' }),
    newPassword: z
      .union([z.literal(''), newPasswordField])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const logoutBody = /* @__PURE__ */ schema(() =>
  z.object({
    /** true: end every session of the user (all devices), not only this one. */
    everywhere: z.boolean({ error: 'everywhere must be true or false' }).optional(),
  }),
);
export type LogoutBody = z.infer<typeof logoutBody>;
