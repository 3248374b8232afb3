/** Email through SES. Locally AWS_ENDPOINT_URL_SES points the SDK at the SES emulator. */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { tracer } from '../commons/observability.ts';

let ses: SESClient | undefined;

export interface Email {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendEmail(email: Email): Promise<string> {
  ses ??= tracer.captureAWSv3Client(new SESClient({ maxAttempts: 3 }));
  const res = await ses.send(
    new SendEmailCommand({
      Source: email.from,
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo && { ReplyToAddresses: [email.replyTo] }),
      Message: {
        Subject: { Data: email.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
      },
    }),
  );
  return res.MessageId ?? '';
}
