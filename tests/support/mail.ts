/** Reads what the SES emulator received (its GET /store). */
import { inject } from 'vitest';

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Extra headers of an SES v2 simple message (the notification emails' List-Unsubscribe). */
  headers?: { name: string; value: string }[];
  at: number;
}

export async function sentEmails(): Promise<StoredEmail[]> {
  const res = await fetch(`${inject('endpoints').mail}/store`);
  const store = (await res.json()) as { emails: StoredEmail[] };
  return store.emails;
}

/** The one email whose subject or text contains `marker`. */
export async function emailContaining(marker: string): Promise<StoredEmail> {
  const found = (await sentEmails()).filter((e) => e.subject.includes(marker) || (e.body.text ?? '').includes(marker));
  if (found.length !== 1) throw new Error(`expected one email containing ${marker}, found ${found.length}`);
  return found[0] as StoredEmail;
}
