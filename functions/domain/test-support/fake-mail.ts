/**
 * The mail side of the domain's unit tests: the mailer keeps what it was given (`sent`; each send answers
 * `message-<n>`), and the suppression list is a set. A test mocks the two modules with these:
 * `vi.mock('../mail/mailer.ts', async () => (await import('./test-support/fake-mail.ts')).mailer)`.
 */
import type { Email } from '../../mail/mailer.ts';

export const sent: Email[] = [];
export const suppressed = new Set<string>();

export const mailer = {
  sendEmail: async (email: Email) => {
    sent.push(email);
    return `message-${sent.length}`;
  },
};

export const suppressions = { isSuppressed: async (email: string) => suppressed.has(email) };
