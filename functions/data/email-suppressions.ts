/**
 * Addresses SES reported as undeliverable or complaining (docs/data-model.md#email-suppressions): the
 * mailer sends nothing to them. Access patterns:
 * - record the addresses of one SES report: one TransactWriteItems of a Put per address (at most 100 a
 *   transaction), PK=SUPPRESSED#<email>, SK=SUPPRESSED (a later report of the same address replaces it)
 * - is an address suppressed: GetItem (every send asks first)
 * - the admin's list, newest first: Query GSI1 GSI1PK=SUPPRESSED (GSI1SK=<at>#<email>), paged by cursor
 * - lift one: DeleteItem
 * The email is kept lower-cased: SES reports an address as it was sent, and people type it either way.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailSuppression } from '#shared/models/email-suppressions.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { chunked } from '../commons/retry.ts';
import { newestFirstPage } from './pages.ts';
import { type Item, table } from './table.ts';
import { type Labeled, MAX_TRANSACTION_ITEMS, transactWrite } from './transactions.ts';

/** One suppressed address, as stored and as the admin's list shows it. */
export type EmailSuppressionRecord = EmailSuppression;

const PARTITION = 'SUPPRESSED';
const normal = (email: string) => email.trim().toLowerCase();
const suppressionKey = (email: string) => ({ PK: `SUPPRESSED#${normal(email)}`, SK: 'SUPPRESSED' });

const suppressionPut = (record: EmailSuppressionRecord): Labeled => {
  const email = normal(record.email);
  return {
    label: 'suppression',
    item: {
      Put: {
        TableName: table(),
        Item: {
          ...suppressionKey(email),
          type: 'EmailSuppression',
          GSI1PK: PARTITION,
          GSI1SK: `${record.at}#${email}`,
          ...record,
          email,
        },
      },
    },
  };
};

/**
 * Records the suppressions of one report together: one transaction of puts (per 100 addresses), so a
 * report is recorded whole or not at all. An address named twice is put once, as its last record says
 * (a transaction may not name an item twice).
 */
export async function suppressAddresses(records: readonly EmailSuppressionRecord[]): Promise<void> {
  const byEmail = new Map(records.map((record) => [normal(record.email), record]));
  for (const part of chunked([...byEmail.values()], MAX_TRANSACTION_ITEMS)) {
    await transactWrite(part.map(suppressionPut));
  }
}

export async function isSuppressed(email: string): Promise<boolean> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: suppressionKey(email) }));
  return res.Item !== undefined;
}

const fromItem = (item: Item): EmailSuppressionRecord => ({
  email: item.email,
  reason: item.reason === 'complaint' ? 'complaint' : 'bounce',
  detail: item.detail ?? '',
  at: item.at,
});

export async function listSuppressions(
  limit: number,
  cursor: string | undefined,
): Promise<{ items: EmailSuppressionRecord[]; nextCursor: string | null }> {
  const page = await newestFirstPage(
    { index: 'GSI1', keyNames: { pk: 'GSI1PK', sk: 'GSI1SK' }, partition: PARTITION, names: {}, values: {} },
    limit,
    cursor,
  );
  return { items: page.items.map(fromItem), nextCursor: page.nextCursor };
}

/** Lifts a suppression; false when the address was not suppressed. */
export async function liftSuppression(email: string): Promise<boolean> {
  const res = await dynamo().send(
    new DeleteCommand({ TableName: table(), Key: suppressionKey(email), ReturnValues: 'ALL_OLD' }),
  );
  return res.Attributes !== undefined;
}
