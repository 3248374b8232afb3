/** Every send asks first: a suppressed address gets nothing, and the caller hears why. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Email } from '../mail/mailer.ts';

import { sent, suppressed } from './test-support/fake-mail.ts';

vi.mock('../data/email-suppressions.ts', async () => (await import('./test-support/fake-mail.ts')).suppressions);
vi.mock('../mail/mailer.ts', async () => (await import('./test-support/fake-mail.ts')).mailer);

const { SuppressedAddress, sendMail } = await import('./outgoing-mail.ts');
const email = (to: string): Email => ({
  from: 'no-reply@example.com',
  to,
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
});

beforeEach(() => {
  sent.length = 0;
  suppressed.clear();
});

describe('sendMail', () => {
  it('sends to an address that is not suppressed', async () => {
    expect(await sendMail(email('pm@example.com'))).toBe('message-1');
    expect(sent.map((e) => e.to)).toEqual(['pm@example.com']);
  });

  it('sends nothing to a suppressed address and throws SuppressedAddress', async () => {
    suppressed.add('gone@example.com');
    await expect(sendMail(email('gone@example.com'))).rejects.toBeInstanceOf(SuppressedAddress);
    expect(sent).toEqual([]);
  });
});
