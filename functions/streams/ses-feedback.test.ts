/**
 * SES's bounce and complaint events, as SNS delivers them to the Lambda (recorded messages after AWS's
 * documented format, tests/fixtures/ses-*.sns.json): a permanent bounce and a complaint suppress the
 * address, a transient bounce does not.
 */
import { readFileSync } from 'node:fs';
import type { SNSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailSuppressionRecord } from '../data/email-suppressions.ts';

const stored: EmailSuppressionRecord[] = [];
/** Each call of the data layer's write: one per SNS event, however many addresses it names. */
const writes: number[] = [];
vi.mock('../data/email-suppressions.ts', () => ({
  suppressAddresses: async (records: readonly EmailSuppressionRecord[]) => {
    writes.push(records.length);
    stored.push(...records);
  },
}));

const { processFeedback, suppressionsOf } = await import('./ses-feedback.ts');

const fixture = (name: string): SNSEvent =>
  JSON.parse(readFileSync(new URL(`../../tests/fixtures/${name}.sns.json`, import.meta.url), 'utf8')) as SNSEvent;

beforeEach(() => {
  stored.length = 0;
  writes.length = 0;
});

/** The permanent bounce's event, its one recipient replaced by `emails`, repeated over `records` SNS records. */
function bounceOf(emails: string[], records = 1): SNSEvent {
  const event = fixture('ses-bounce-permanent');
  const first = event.Records[0];
  if (!first) throw new Error('the fixture has no record');
  const message = JSON.parse(first.Sns.Message) as { bounce: { bouncedRecipients: { emailAddress: string }[] } };
  message.bounce.bouncedRecipients = emails.map((emailAddress) => ({ emailAddress }));
  const record = { ...first, Sns: { ...first.Sns, Message: JSON.stringify(message) } };
  return { Records: Array.from({ length: records }, () => record) };
}

describe('SES feedback through SNS', () => {
  it('a permanent bounce suppresses the bounced address, with its type and SES time', async () => {
    expect(await processFeedback(fixture('ses-bounce-permanent'))).toBe(1);
    expect(stored).toEqual([
      {
        email: 'Gone.Away@example.net',
        reason: 'bounce',
        detail: 'Permanent bounce: General',
        at: '2026-11-27T14:04:01.882Z',
      },
    ]);
  });

  it('a complaint suppresses the address that complained', async () => {
    expect(await processFeedback(fixture('ses-complaint'))).toBe(1);
    expect(stored).toEqual([
      { email: 'annoyed@example.com', reason: 'complaint', detail: 'Complaint: abuse', at: '2026-11-27T14:30:44.000Z' },
    ]);
  });

  it('a transient bounce (a full mailbox) suppresses nothing', async () => {
    expect(await processFeedback(fixture('ses-bounce-transient'))).toBe(0);
    expect(stored).toEqual([]);
  });

  it("reads an identity notification's notificationType the same way, and ignores other events", () => {
    const message = JSON.parse(fixture('ses-complaint').Records[0]?.Sns.Message ?? '{}') as Record<string, unknown>;
    const { eventType: _e, ...rest } = message;
    expect(suppressionsOf(JSON.stringify({ ...rest, notificationType: 'Complaint' }), 'now')).toHaveLength(1);
    expect(suppressionsOf(JSON.stringify({ eventType: 'Delivery', delivery: {} }), 'now')).toEqual([]);
  });

  it('the addresses of every record of a delivery are recorded in one write, not one per address', async () => {
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    expect(await processFeedback(bounceOf(emails, 2))).toBe(6);
    expect(writes).toEqual([6]);
    expect(stored.map((s) => s.email)).toEqual([...emails, ...emails]);
    expect(await processFeedback(fixture('ses-bounce-transient'))).toBe(0);
    expect(writes).toEqual([6]);
  });
});
