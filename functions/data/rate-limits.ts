/**
 * Fixed-window counters for rate limits. One item per counter: PK=RATE#<name>#<hash of subject>, SK=WINDOW,
 * with `hits`, `windowStart` and `windowEnd` (ms since epoch); `ttl` removes it after the window
 * (expiry is still checked in code: TTL deletes late). A window opens at the first hit and may have
 * its own length, so a counter can also serve as a gate whose closed time grows.
 *
 * A hit is counted atomically before the work it guards: a conditional increment that fails at the
 * limit, so however many requests arrive at once, at most `limit` of them pass in a window.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { isConditionFailure, table, updateIf } from './table.ts';

export interface WindowRule {
  limit: number;
  windowMs: number;
}

export type Hit = { allowed: true; count: number; windowStart: number } | { allowed: false; retryAfterSeconds: number };

/**
 * The subject (an email someone typed, a client address) is stored only as a hash: whatever is typed
 * into the email field at sign-in, a password by mistake included, never lands in the table as text.
 */
const subjectHash = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);
const counterKey = (name: string, subject: string) => ({
  PK: `RATE#${name}#${subjectHash(subject)}`,
  SK: 'WINDOW',
});

/** Within a window, a hit can lose a race to another request's new window a few times, never forever. */
const MAX_TRIES = 5;

/** The window end of the item that failed a condition, when DynamoDB sent it back (not unmarshalled). */
function failedWindowEnd(error: unknown): number | undefined {
  const item = (error as { Item?: Record<string, { N?: string } | number | undefined> }).Item;
  const end = item?.windowEnd;
  if (typeof end === 'number') return end;
  return end?.N === undefined ? undefined : Number(end.N);
}

/** Counts one hit on `name`/`subject`, or refuses it when the open window already holds `limit` hits. */
export async function hit(name: string, subject: string, rule: WindowRule, now: Date): Promise<Hit> {
  const key = counterKey(name, subject);
  const at = now.getTime();
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    try {
      const res = await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'ADD hits :one',
          ConditionExpression: 'windowEnd > :now AND hits < :limit',
          ExpressionAttributeValues: { ':one': 1, ':now': at, ':limit': rule.limit },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { allowed: true, count: Number(res.Attributes?.hits), windowStart: Number(res.Attributes?.windowStart) };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const end = failedWindowEnd(error);
      if (end !== undefined && end > at) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - at) / 1000)) };
      }
    }
    try {
      // No open window: open one with this hit, unless another request has just done so.
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'SET hits = :one, windowStart = :now, windowEnd = :end, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(windowEnd) OR windowEnd <= :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':now': at,
            ':end': at + rule.windowMs,
            ':ttl': Math.ceil((at + rule.windowMs) / 1000) + 60,
          },
        }),
      );
      return { allowed: true, count: 1, windowStart: at };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`rate limit ${name}: the counter kept changing`);
}

/** Takes back a counted hit (the guarded work turned out fine), if its window is still the open one. */
export async function giveBack(name: string, subject: string, windowStart: number): Promise<void> {
  await updateIf({
    Key: counterKey(name, subject),
    UpdateExpression: 'ADD hits :minusOne',
    ConditionExpression: 'windowStart = :start AND hits > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':start': windowStart, ':zero': 0 },
  });
}

/** The hits of the open window, 0 when none is open. */
export async function countInWindow(name: string, subject: string, now: Date): Promise<number> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: counterKey(name, subject) }));
  const item = res.Item;
  return item && Number(item.windowEnd) > now.getTime() ? Number(item.hits) : 0;
}

/** Forgets a counter and its window. */
export async function clearCounter(name: string, subject: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: counterKey(name, subject) }));
}
