/**
 * User items. Access patterns:
 * - user by id: GetItem PK=USER#<id>, SK=USER
 * - user by email (login, uniqueness): GetItem PK=EMAIL#<email>, SK=EMAIL -> userId
 * - all users by name: Query GSI1 GSI1PK=USERS
 * Every change of a user item is conditional on the `version` it read, and sets only the fields it
 * changes, so no write can undo one that landed after its read.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '#shared/models/activity.ts';
import type { User } from '#shared/models.ts';
import type { Role } from '#shared/roles.ts';
import { dynamo } from '../commons/aws-clients.ts';
import { activityPut } from './activity-log.ts';
import { Refused } from './refusals.ts';
import { type Item, queryIndexPartition, table } from './table.ts';
import { type Labeled, TransactionRefused, transactWrite } from './transactions.ts';

export interface UserRecord extends User {
  passwordHash: string;
  sessionVersion: number;
  /** Counts the writes of this item; each write expects the one it read. */
  version: number;
}

export type NewUser = Omit<UserRecord, 'version'>;

/** The fields a write may change; `updatedAt` always. */
export type UserChanges = Partial<
  Pick<
    UserRecord,
    'name' | 'email' | 'roles' | 'allowedProjects' | 'mustChangePassword' | 'passwordHash' | 'sessionVersion'
  >
> & { updatedAt: string };

/** The user was written by someone else since it was read: read it again before deciding. */
export class StaleUserError extends Error {
  constructor() {
    super('the user was written since it was read');
    this.name = 'StaleUserError';
  }
}

export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'USER' });
export const emailKey = (email: string) => ({ PK: `EMAIL#${email}`, SK: 'EMAIL' });

const gsi1sk = (user: Pick<UserRecord, '_id' | 'name'>) => `${user.name.toLowerCase()}#${user._id}`;

function toItem(user: UserRecord): Item {
  return {
    ...userKey(user._id),
    type: 'User',
    GSI1PK: 'USERS',
    GSI1SK: gsi1sk(user),
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
    version: item.version ?? 0,
  };
}

export function publicUser(user: NewUser & { version?: number }): User {
  const { passwordHash: _p, sessionVersion: _s, version: _v, ...rest } = user;
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
  const items = await queryIndexPartition('USERS');
  return items.map(userFromItem);
}

/** Writes the user and claims its email in one transaction, so two users never share an email. */
export async function insertUser(newUser: NewUser, activity?: ActivityEntry): Promise<void> {
  const user: UserRecord = { ...newUser, version: 0 };
  try {
    await transactWrite([
      {
        label: 'email',
        item: {
          Put: {
            TableName: table(),
            Item: { ...emailKey(user.email), type: 'Email', userId: user._id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      },
      {
        label: 'user',
        item: { Put: { TableName: table(), Item: toItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
      },
      ...(activity ? [activityPut(activity)] : []),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new Refused('conflict', 'email');
    throw error;
  }
}

/**
 * Writes `changes` to the user read as `current`, only if nobody has written it since (else
 * StaleUserError). A new email releases the old claim and takes the new one in the same transaction.
 */
export async function updateUserFields(
  current: UserRecord,
  changes: UserChanges,
  activity?: ActivityEntry,
): Promise<UserRecord> {
  const next: UserRecord = { ...current, ...changes, version: current.version + 1 };
  const names: Record<string, string> = { '#version': 'version' };
  const values: Item = { ':expected': current.version, ':next': next.version };
  const sets = ['#version = :next'];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  if (changes.name !== undefined) {
    sets.push('GSI1SK = :gsi1sk');
    values[':gsi1sk'] = gsi1sk(next);
  }
  // Items written before versions existed have none: they count as version 0.
  const versionMatches =
    current.version === 0 ? '(attribute_not_exists(#version) OR #version = :expected)' : '#version = :expected';
  const update = {
    TableName: table(),
    Key: userKey(current._id),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: `attribute_exists(PK) AND ${versionMatches}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
  const userGone = (failed: { Item?: unknown }) =>
    failed.Item ? new StaleUserError() : new Refused('not-found', 'user');
  const emailMoves: Labeled[] =
    next.email === current.email
      ? []
      : [
          {
            label: 'new email',
            item: {
              Put: {
                TableName: table(),
                Item: { ...emailKey(next.email), type: 'Email', userId: next._id },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          },
          {
            label: 'old email',
            item: {
              Delete: {
                TableName: table(),
                Key: emailKey(current.email),
                ConditionExpression: 'userId = :id',
                ExpressionAttributeValues: { ':id': next._id },
              },
            },
          },
        ];
  try {
    await transactWrite([
      { label: 'user', item: { Update: update } },
      ...emailMoves,
      ...(activity ? [activityPut(activity)] : []),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.labels.includes('user')) throw userGone({ Item: error.items.user });
    if (error.labels.includes('new email')) throw new Refused('conflict', 'email');
    throw new StaleUserError();
  }
  return next;
}
