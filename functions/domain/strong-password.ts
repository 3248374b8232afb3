/**
 * The password policy where a password is set (a new user, a user's new password, one's own new password).
 * The policy and its list of about 49,000 common passwords (password-policy.ts) load at the first password
 * checked, not when the function starts: the list is unpacked when its module runs, and most requests of these
 * endpoints set no password (docs/architecture.md#lambdas-that-start-fast).
 */
import type { PasswordContext } from '#shared/password-strength.ts';
import { invalid } from '../commons/errors.ts';

/** Refuses a guessable new password; `undefined` (no new password) passes. */
export async function assertStrongPassword(password: string | undefined, context: PasswordContext): Promise<void> {
  if (password === undefined || password === '') return;
  const { passwordRefusal } = await import('./password-policy.ts');
  const refusal = passwordRefusal(password, context);
  if (refusal) throw invalid(refusal);
}
