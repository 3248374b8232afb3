/**
 * Failed sign-ins per email, in a fixed window. Item PK=LOGINFAIL#<email>, SK=THROTTLE, removed by TTL
 * once the window is over (expiry is still checked in code: TTL deletes late).
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { isConditionFailure, table } from './table.ts';

export const MAX_FAILED_LOGINS = 5;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

const throttleKey = (email: string) => ({ PK: `LOGINFAIL#${email}`, SK: 'THROTTLE' });

export interface FailureWindow {
  failures: number;
  windowStart: number;
}

export async function getFailures(email: string, now: Date): Promise<FailureWindow | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: throttleKey(email) }));
  const item = res.Item;
  if (!item || now.getTime() - Number(item.windowStart) >= THROTTLE_WINDOW_MS) return undefined;
  return { failures: Number(item.failures), windowStart: Number(item.windowStart) };
}

/** Counts one failure: in the open window if there is one, else in a new window starting now. */
export async function recordFailure(email: string, now: Date): Promise<void> {
  const cutoff = now.getTime() - THROTTLE_WINDOW_MS;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: throttleKey(email),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'windowStart > :cutoff',
        ExpressionAttributeValues: { ':one': 1, ':cutoff': cutoff },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: throttleKey(email),
        UpdateExpression: 'SET failures = :one, windowStart = :now, #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now.getTime(),
          ':ttl': Math.ceil((now.getTime() + THROTTLE_WINDOW_MS) / 1000) + 60,
        },
      }),
    );
  }
}

export async function clearFailures(email: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: throttleKey(email) }));
}
