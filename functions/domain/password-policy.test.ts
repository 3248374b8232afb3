import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD,
  CONTEXT_PASSWORD,
  KEYBOARD_PASSWORD,
  passwordHint,
  REPETITIVE_PASSWORD,
  SEQUENTIAL_PASSWORD,
} from '#shared/password-strength.ts';
import { ROLE_LABELS, ROLES } from '#shared/roles.ts';
import { passwordRefusal } from './password-policy.ts';

const pat = { name: 'Pat Manager', email: 'pm@example.com' };

describe('S6/N9: guessable new passwords are refused (NIST SP 800-63B-4)', () => {
  it.each([
    ['S6: a repeated character', 'aaaaaaaaaaaaaaaa', REPETITIVE_PASSWORD],
    ['S6: 15 of one emoji', '😀'.repeat(15), REPETITIVE_PASSWORD],
    ['S6: a digit sequence', '123456789012345', COMMON_PASSWORD],
    ['S6: a letter sequence', 'abcdefghijklmnop', SEQUENTIAL_PASSWORD],
    ['S6: a common word and a sequence', 'Password1234567', COMMON_PASSWORD],
    ['S6: a keyboard walk', 'qwertyuiopasdfgh', COMMON_PASSWORD],
    ['S6: the user’s own email plus one character', 'pm@example.comx', CONTEXT_PASSWORD],
    ['S6: the user’s name and a year', 'Pat Manager 2026', CONTEXT_PASSWORD],
    ['S6: the name of the service', 'SiteOffice2026!!x', CONTEXT_PASSWORD],
  ])('%s is refused with its reason', (_label, password, message) => {
    expect(passwordRefusal(password, pat)).toBe(message);
  });

  it('S6: the web hint (no common list) still refuses repetitive, sequential, keyboard and context passwords', () => {
    expect(passwordHint('aaaaaaaaaaaaaaaa', pat)).toBe(REPETITIVE_PASSWORD);
    expect(passwordHint('😀'.repeat(15), pat)).toBe(REPETITIVE_PASSWORD);
    expect(passwordHint('123456789012345', pat)).toBe(SEQUENTIAL_PASSWORD);
    expect(passwordHint('zxcvbnmasdfghjk', pat)).toBe(KEYBOARD_PASSWORD);
    expect(passwordHint('pm@example.comx', pat)).toBe(CONTEXT_PASSWORD);
  });

  it('S6: the same email trick is allowed for somebody else, whose context it is not', () => {
    expect(passwordRefusal('pm@example.comx', pat)).toBe(CONTEXT_PASSWORD);
    expect(passwordRefusal('pm@example.comx', { name: 'Sam Site', email: 'site@example.com' })).not.toBe(
      CONTEXT_PASSWORD,
    );
  });

  it.each(['Xk9#mPq2$vLw8&nR', 'grue 🦒 sur le toit', 'correct horse battery', 'a-brand-new-long-password-7'])(
    'S6: accepts a hard-to-guess password %j',
    (password) => {
      expect(passwordRefusal(password, pat)).toBeUndefined();
    },
  );

  it('S6: the README passwords of the seeded users stay accepted for their users', () => {
    expect(passwordRefusal('site-office-admin-2026', { name: 'Administrator', email: 'admin@example.com' })).toBe(
      undefined,
    );
    for (const role of ROLES) {
      const user = { name: `Demo ${ROLE_LABELS[role]}`, email: `${role}@example.com` };
      expect(passwordRefusal('site-office-demo-2026', user), role).toBeUndefined();
    }
  });
});
