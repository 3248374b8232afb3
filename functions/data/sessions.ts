/**
 * Sessions ended by logout. Item PK=SESSION#<sessionId>, SK=ENDED, kept until the session's token would
 * have expired anyway (TTL; expiry is also checked in the token itself). Access pattern: on every
 * signed-in request, the caller's user item and its session's end marker in one BatchGetItem.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../commons/aws-clients.ts';
import { batchGet, table } from './table.ts';
import { type UserRecord, userFromItem, userKey } from './users.ts';

const endedKey = (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'ENDED' });

export async function endSession(sessionId: string, userId: string, expiresAt: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...endedKey(sessionId), type: 'EndedSession', userId, ttl: Math.ceil(expiresAt.getTime() / 1000) + 60 },
    }),
  );
}

export interface SessionState {
  user: UserRecord | undefined;
  ended: boolean;
}

export async function loadSession(userId: string, sessionId: string): Promise<SessionState> {
  const items = await batchGet([userKey(userId), endedKey(sessionId)]);
  const user = items.find((item) => item.SK === 'USER');
  return { user: user ? userFromItem(user) : undefined, ended: items.some((item) => item.SK === 'ENDED') };
}
