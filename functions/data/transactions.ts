/**
 * TransactWriteItems with the two things every counter-keeping write needs: a retry with jittered backoff
 * when DynamoDB cancels the transaction for a conflict with another one in flight, and the labels of the
 * items whose condition failed, so the domain can say what went wrong.
 */
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { retry } from '../commons/retry.ts';
import type { Refused } from './refusals.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface Labeled {
  label: string;
  item: TransactItem;
}

/** DynamoDB's limit of items in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;
const MAX_ATTEMPTS = 16;

/**
 * A condition of the transaction failed: `labels` name the items that failed theirs; `items` holds what
 * each of them found (when the item asked for it with ReturnValuesOnConditionCheckFailure).
 */
export class TransactionRefused extends Error {
  constructor(
    readonly labels: string[],
    readonly items: Record<string, Record<string, unknown> | undefined> = {},
  ) {
    super(`transaction refused: ${labels.join(', ')}`);
    this.name = 'TransactionRefused';
  }
}

interface CancellationReason {
  Code?: string;
  Item?: Record<string, unknown>;
}

const RETRYABLE = new Set(['TransactionConflictException', 'TransactionInProgressException']);
const RETRYABLE_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  return (error as Error & { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
}

/** Conflicting transactions: a few quick tries (full jitter from 20 ms, at most 1 s). */
const CONFLICT_RETRY = { attempts: MAX_ATTEMPTS, baseMs: 20, maxMs: 1000 };

/** Whether DynamoDB refused the transaction for a conflict or throttling, which another attempt may pass. */
function isConflict(error: unknown): boolean {
  if (error instanceof TransactionRefused) return false;
  const codes = cancellationReasons(error)?.map((r) => r.Code ?? 'None');
  return codes ? codes.some((c) => RETRYABLE_REASONS.has(c)) : RETRYABLE.has((error as Error).name);
}

/** The one way this code writes a transaction. */
export async function transactWrite(items: Labeled[]): Promise<void> {
  if (items.length > MAX_TRANSACTION_ITEMS) throw new Error(`transaction of ${items.length} items`);
  await retry(
    async () => {
      try {
        await dynamo().send(
          new TransactWriteCommand({
            TransactItems: items.map((i) => i.item),
            // Makes the SDK's own retries of this attempt idempotent (counters use ADD).
            ClientRequestToken: randomUUID(),
          }),
        );
      } catch (error) {
        throw refusalOf(error, items) ?? error;
      }
    },
    { ...CONFLICT_RETRY, retryOn: isConflict },
  );
}

/** A condition that failed, as a TransactionRefused naming the refused items and what they held. */
function refusalOf(error: unknown, items: Labeled[]): TransactionRefused | undefined {
  const reasons = cancellationReasons(error);
  const codes = reasons?.map((r) => r.Code ?? 'None');
  if (!reasons || !codes?.includes('ConditionalCheckFailed')) return undefined;
  const failed = items.flatMap((item, i) => (codes[i] === 'ConditionalCheckFailed' ? [{ item, i }] : []));
  return new TransactionRefused(
    failed.map((f) => f.item.label),
    Object.fromEntries(failed.map((f) => [f.item.label, reasons[f.i]?.Item])),
  );
}

/**
 * Intent functions write through this: the transactions in order, and a refused condition becomes what
 * `refusal` names for the refused labels: a Refused kind, or a class of its own for a race the domain
 * decides again (the refusal as it is when it names none).
 */
export async function transactOrRefuse(
  transactions: Labeled[][],
  refusal: (labels: string[]) => Refused | Error | undefined,
): Promise<void> {
  try {
    for (const items of transactions) await transactWrite(items);
  } catch (error) {
    throw (error instanceof TransactionRefused && refusal(error.labels)) || error;
  }
}
