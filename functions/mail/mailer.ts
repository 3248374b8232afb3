/**
 * Email through SES (its v2 API, whose simple messages may carry headers such as RFC 8058's
 * List-Unsubscribe). Locally AWS_ENDPOINT_URL_SESV2 points the SDK at the SES emulator.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { timeAwsCalls } from '../commons/observability.ts';

let ses: SESv2Client | undefined;

export interface Email {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the notification emails' unsubscribe headers). */
  headers?: { name: string; value: string }[];
}

export async function sendEmail(email: Email): Promise<string> {
  if (!ses) {
    ses = new SESv2Client({ maxAttempts: 3 });
    timeAwsCalls(ses.middlewareStack);
  }
  const res = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: email.from,
      // In AWS its bounce and complaint events reach the app (infra/constructs/mail-feedback.ts); unset locally.
      ...(process.env.MAIL_CONFIGURATION_SET && { ConfigurationSetName: process.env.MAIL_CONFIGURATION_SET }),
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo && { ReplyToAddresses: [email.replyTo] }),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
          ...(email.headers && { Headers: email.headers.map((h) => ({ Name: h.name, Value: h.value })) }),
        },
      },
    }),
  );
  return res.MessageId ?? '';
}
