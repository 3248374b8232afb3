/**
 * The consumer of SES's bounce and complaint events (docs/architecture.md#bounces-and-complaints): the mail
 * configuration set publishes them to an SNS topic, whose subscription invokes this Lambda. A permanent
 * bounce or a complaint suppresses the address (functions/data/email-suppressions.ts), so no more mail goes
 * to it until an admin lifts it; a transient bounce (a full mailbox, a busy server) suppresses nothing.
 * The message is SES's event publishing JSON (`eventType`), or an identity notification's
 * (`notificationType`), which carries the same parts. Recorded messages: tests/fixtures/ses-*.json.
 */
import type { SNSEvent } from 'aws-lambda';
import { log, observeBatch } from '../commons/observability.ts';
import { type EmailSuppressionRecord, suppressAddresses } from '../data/email-suppressions.ts';

interface SesFeedback {
  eventType?: string;
  notificationType?: string;
  bounce?: {
    bounceType?: string;
    bounceSubType?: string;
    bouncedRecipients?: { emailAddress?: string }[];
    timestamp?: string;
  };
  complaint?: {
    complaintFeedbackType?: string;
    complainedRecipients?: { emailAddress?: string }[];
    timestamp?: string;
  };
}

const addresses = (recipients: { emailAddress?: string }[] | undefined) =>
  (recipients ?? []).flatMap((r) => (r.emailAddress ? [r.emailAddress] : []));

/** The suppressions one SES message calls for: none for a transient bounce or any other event. */
export function suppressionsOf(message: string, receivedAt: string): EmailSuppressionRecord[] {
  const feedback = JSON.parse(message) as SesFeedback;
  const kind = feedback.eventType ?? feedback.notificationType;
  if (kind === 'Bounce' && feedback.bounce?.bounceType === 'Permanent') {
    const { bounce } = feedback;
    const detail = `Permanent bounce: ${bounce.bounceSubType ?? 'General'}`;
    return addresses(bounce.bouncedRecipients).map((email) => ({
      email,
      reason: 'bounce',
      detail,
      at: bounce.timestamp ?? receivedAt,
    }));
  }
  if (kind === 'Complaint' && feedback.complaint) {
    const { complaint } = feedback;
    const detail = `Complaint: ${complaint.complaintFeedbackType ?? 'not given'}`;
    return addresses(complaint.complainedRecipients).map((email) => ({
      email,
      reason: 'complaint',
      detail,
      at: complaint.timestamp ?? receivedAt,
    }));
  }
  return [];
}

/** Records every message's suppressions in one write (one transaction per 100); a failure throws, so SNS retries the delivery. */
export async function processFeedback(event: SNSEvent): Promise<number> {
  const suppressions = event.Records.flatMap((record) => suppressionsOf(record.Sns.Message, record.Sns.Timestamp));
  if (suppressions.length === 0) return 0;
  await suppressAddresses(suppressions);
  for (const { reason, detail } of suppressions) log('warn', 'email address suppressed', { reason, detail });
  return suppressions.length;
}

/** The Lambda entry, with the endpoints' logger and metrics (observeBatch). */
export function handler(event: SNSEvent): Promise<number> {
  return observeBatch(
    'ses-feedback',
    () => processFeedback(event),
    () => ({
      records: event.Records.length,
      failed: 0,
    }),
  );
}
