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
vi.mock('../data/email-suppressions.ts', () => ({
  suppressAddress: async (record: EmailSuppressionRecord) => {
    stored.push(record);
  },
}));

const { processFeedback, suppressionsOf } = await import('./ses-feedback.ts');

const fixture = (name: string): SNSEvent =>
  JSON.parse(readFileSync(new URL(`../../tests/fixtures/${name}.sns.json`, import.meta.url), 'utf8')) as SNSEvent;

beforeEach(() => {
  stored.length = 0;
});

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
});
