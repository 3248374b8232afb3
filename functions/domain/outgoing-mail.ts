/**
 * Every email the app sends goes through here (docs/architecture.md#bounces-and-complaints): an address SES
 * reported as a permanent bounce or a complaint is skipped and logged, never sent to, until an admin lifts
 * its suppression. The notification emails, the digest and the print orders all call it.
 */
import { log } from '../commons/observability.ts';
import { isSuppressed } from '../data/email-suppressions.ts';
import { type Email, sendEmail } from '../mail/mailer.ts';

/** The address is suppressed: nothing was sent (already logged). */
export class SuppressedAddress extends Error {
  constructor() {
    super('the address is suppressed after a bounce or a complaint');
    this.name = 'SuppressedAddress';
  }
}

/** Sends the email and answers SES's message id; throws SuppressedAddress, sending nothing, for a suppressed address. */
export async function sendMail(email: Email): Promise<string> {
  if (await isSuppressed(email.to)) {
    log('warn', 'email not sent: the address is suppressed', { subject: email.subject });
    throw new SuppressedAddress();
  }
  return sendEmail(email);
}
