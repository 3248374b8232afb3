/**
 * Addresses SES reported as undeliverable or complaining (docs/data-model.md#email-suppressions): the
 * mailer sends nothing to them. Access patterns:
 * - record one: PutItem PK=SUPPRESSED#<email>, SK=SUPPRESSED (a later report of the same address replaces it)
 * - is an address suppressed: GetItem (every send asks first)
 * - the admin's list, newest first: Query GSI1 GSI1PK=SUPPRESSED (GSI1SK=<at>#<email>), paged by cursor
 * - lift one: DeleteItem
 * The email is kept lower-cased: SES reports an address as it was sent, and people type it either way.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailSuppression } from '#shared/models/email-suppressions.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { newestFirstPage } from './pages.ts';
import { type Item, table } from './table.ts';

/** One suppressed address, as stored and as the admin's list shows it. */
export type EmailSuppressionRecord = EmailSuppression;

const PARTITION = 'SUPPRESSED';
const normal = (email: string) => email.trim().toLowerCase();
const suppressionKey = (email: string) => ({ PK: `SUPPRESSED#${normal(email)}`, SK: 'SUPPRESSED' });

export async function suppressAddress(record: EmailSuppressionRecord): Promise<void> {
  const email = normal(record.email);
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...suppressionKey(email),
        type: 'EmailSuppression',
        GSI1PK: PARTITION,
        GSI1SK: `${record.at}#${email}`,
        ...record,
        email,
      },
    }),
  );
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
