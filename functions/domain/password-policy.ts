/**
 * The server's password policy (NIST SP 800-63B-4): the shared guessability rule, with the list of
 * common passwords (about 49,000 entries, from zxcvbn-ts) that stays out of the web bundle. Length and
 * character rules are in the shared schema.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD, type PasswordContext, passwordStrengthCheck } from '#shared/password-strength.ts';

export { COMMON_PASSWORD };

const check = passwordStrengthCheck(dictionary);

/** The message that refuses `password` for this user, or `undefined` when the policy accepts it. */
export function passwordRefusal(password: string, context: PasswordContext = {}): string | undefined {
  return check(password, context);
}
