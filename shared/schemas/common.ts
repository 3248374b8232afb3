import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_NAME_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 256;

/** A non-blank trimmed string; `label` names the field in the error message. */
export const requiredText = (label: string, max = MAX_NAME_LENGTH) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(MAX_EMAIL_LENGTH, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

export const passwordField = z
  .string({ error: 'Password must be text' })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(MAX_PASSWORD_LENGTH, { error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters` });

/** Ids are ULIDs made by the server; anything else can never match an item. */
export const idField = (label = 'id') =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: `${label} is not a valid id` });

/** Optional text field: blank becomes undefined. */
export const optionalText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
