import * as z from 'zod/mini';
import { schema } from './define.ts';

/** NIST SP 800-63B-4 for passwords used as a single factor; see docs/security.md. */
export const MIN_PASSWORD_LENGTH = 15;
export const MAX_NAME_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;

/** A non-blank trimmed string; `label` names the field in the error message. */
export const requiredText = (label: string, max = MAX_NAME_LENGTH) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim())
    .check(z.minLength(1, { error: `${label} is required` }))
    .check(z.maxLength(max, { error: `${label} must be at most ${max} characters` }));

export const emailField = /* @__PURE__ */ schema(() =>
  z.pipe(
    z
      .string({ error: 'Email is required' })
      .check(z.trim())
      .check(z.toLowerCase())
      .check(z.minLength(1, { error: 'Email is required' }))
      .check(z.maxLength(MAX_EMAIL_LENGTH, { error: 'Email is too long' })),
    z.email({ error: 'Please enter a valid email address' }),
  ),
);

/** Length in characters as a person counts them: each Unicode code point is one (NIST SP 800-63B-4). */
export const passwordLength = (password: string) => [...password].length;

/**
 * A password being set (not one being checked at sign-in): length only, no composition rules. Spaces
 * are allowed inside, but not a password of spaces alone, and no control characters. The list of
 * common passwords is checked by the server (functions/domain/password-policy.ts), to keep it out of
 * the web bundle.
 */
export const newPasswordField = /* @__PURE__ */ schema(() =>
  z
    .string({ error: 'Password must be text' })
    .check(
      z.refine((p) => passwordLength(p) >= MIN_PASSWORD_LENGTH, {
        error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      }),
    )
    .check(
      z.refine((p) => p.length <= MAX_PASSWORD_LENGTH, {
        error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
      }),
    )
    .check(z.refine((p) => p.trim() !== '', { error: 'Password cannot be only spaces' }))
    .check(z.refine((p) => !/\p{Cc}/u.test(p), { error: 'Password cannot contain control characters' })),
);

/** Ids are ULIDs made by the server; anything else can never match an item. */
export const idField = (label = 'id') =>
  z
    .string({ error: `${label} is required` })
    .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: `${label} is not a valid id` }));

/** Optional text field: blank becomes undefined. */
export const optionalText = (label: string, max = 2000) =>
  z.pipe(
    z.optional(
      z
        .string({ error: `${label} must be text` })
        .check(z.trim())
        .check(z.maxLength(max, { error: `${label} must be at most ${max} characters` })),
    ),
    z.transform((v) => (v === '' ? undefined : v)),
  );
