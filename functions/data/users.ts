/**
 * User items. Access patterns:
 * - user by id: GetItem PK=USER#<id>, SK=USER
 * - user by email (login, uniqueness): GetItem PK=EMAIL#<email>, SK=EMAIL -> userId
 * - all users by name: Query GSI1 GSI1PK=USERS
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '#shared/models.ts';
import type { Role } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { conflict, notFound } from '../commons/http-error.ts';
import { type Item, isTransactionCancelled, queryAll, table } from './table.ts';

export interface UserRecord extends User {
  passwordHash: string;
  sessionVersion: number;
}

export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'USER' });
export const emailKey = (email: string) => ({ PK: `EMAIL#${email}`, SK: 'EMAIL' });

const EMAIL_TAKEN = 'A user with this email already exists';

function toItem(user: UserRecord): Item {
  return {
    ...userKey(user._id),
    type: 'User',
    GSI1PK: 'USERS',
    GSI1SK: `${user.name.toLowerCase()}#${user._id}`,
    ...user,
  };
}

export function userFromItem(item: Item): UserRecord {
  return {
    _id: item._id,
    name: item.name,
    email: item.email,
    roles: item.roles as Role,
    allowedProjects: item.allowedProjects ?? [],
    mustChangePassword: Boolean(item.mustChangePassword),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    passwordHash: item.passwordHash,
    sessionVersion: item.sessionVersion ?? 0,
  };
}

export function publicUser(user: UserRecord): User {
  const { passwordHash: _p, sessionVersion: _s, ...rest } = user;
  return rest;
}

export async function getUser(id: string): Promise<UserRecord | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: userKey(id) }));
  return res.Item ? userFromItem(res.Item) : undefined;
}

export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const res = await dynamo().send(new GetCommand({ TableName: table(), Key: emailKey(email) }));
  return res.Item?.userId as string | undefined;
}

export async function listUsers(): Promise<UserRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': 'USERS' },
  });
  return items.map(userFromItem);
}

/** Writes the user and claims its email in one transaction, so two users never share an email. */
export async function insertUser(user: UserRecord): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { ...emailKey(user.email), type: 'Email', userId: user._id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: table(), Item: toItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
        ],
      }),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Replaces a user (last write wins). When the email changes, the old claim is released and the new
 * one taken in the same transaction.
 */
export async function replaceUser(previous: UserRecord, next: UserRecord): Promise<void> {
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    { Put: { TableName: table(), Item: toItem(next), ConditionExpression: 'attribute_exists(PK)' } },
  ];
  if (previous.email !== next.email) {
    items.push(
      {
        Put: {
          TableName: table(),
          Item: { ...emailKey(next.email), type: 'Email', userId: next._id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Delete: {
          TableName: table(),
          Key: emailKey(previous.email),
          ConditionExpression: 'userId = :id',
          ExpressionAttributeValues: { ':id': next._id },
        },
      },
    );
  }
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw notFound('User not found');
    if (reasons[1]?.Code === 'ConditionalCheckFailed') throw conflict(EMAIL_TAKEN);
    throw conflict('The user was changed by someone else at the same time. Please try again.');
  }
}

/** Ends every session of the user: tokens carry the session version they were issued with. */
export async function endAllSessions(userId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
