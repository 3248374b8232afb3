/**
 * The part of the password policy that needs a list: a new password must not be a commonly used one
 * (NIST SP 800-63B-4). Length and character rules are in the shared schema, so the web forms apply
 * them too; this list (about 49,000 entries, from zxcvbn-ts) stays on the server.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../commons/errors.ts';

export const COMMON_PASSWORD = 'This password is too common. Please choose a less predictable one.';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a new password that is on the list; `undefined` (no new password) passes. */
export function assertNotCommonPassword(password: string | undefined): void {
  if (password !== undefined && isCommonPassword(password)) throw invalid(COMMON_PASSWORD);
}
