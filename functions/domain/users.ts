/** User management (admin only; the contract enforces the role). */

import type { CreatedUser, User } from '#shared/models.ts';
import type { CreateUserBody, UpdateUserBody } from '#shared/schemas/users.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { hashPassword, randomPassword } from '../commons/auth/passwords.ts';
import { conflict, invalid, notFound } from '../commons/errors.ts';
import { ulid } from '../commons/ids.ts';
import { getProjects } from '../data/projects.ts';
import {
  getUser,
  insertUser,
  listUsers as listUserRecords,
  type NewUser,
  publicUser,
  StaleUserError,
  type UserChanges,
  type UserRecord,
  updateUserFields,
} from '../data/users.ts';
import { type Actor, adminEntry, fieldChanges } from './activity-log.ts';
import { orWorded, worded } from './refusals.ts';
import { assertStrongPassword } from './strong-password.ts';

/** Enough tries for a handful of people editing one user at once; each lost race re-reads the user. */
const MAX_WRITE_TRIES = 10;

/**
 * Reads the user, lets `decide` work out the changes from what it read (checks included), and writes
 * them only if nobody wrote the user in between; otherwise reads again and decides again.
 */
const USER_CHANGED = 'This user was changed by someone else at the same time. Please reload and try again.';

export async function changeUser(
  id: string,
  decide: (user: UserRecord) => Promise<UserChanges> | UserChanges,
  recordedAs?: { caller: Caller; now: Date },
): Promise<UserRecord> {
  for (let attempt = 1; ; attempt++) {
    const user = await getUser(id);
    if (!user) throw notFound('User not found');
    const changes = await decide(user);
    const entry =
      recordedAs &&
      adminEntry(
        recordedAs.caller,
        recordedAs.now,
        'user.updated',
        { id, name: changes.name ?? user.name },
        userChanges(user, changes),
      );
    try {
      return await updateUserFields(user, changes, entry);
    } catch (error) {
      if (!(error instanceof StaleUserError)) throw worded(error);
      if (attempt >= MAX_WRITE_TRIES) throw conflict(USER_CHANGED);
    }
  }
}

const userChanges = (user: UserRecord, changes: UserChanges) =>
  fieldChanges(user, changes, {
    hidden: ['passwordHash'],
    skipped: ['updatedAt', 'sessionVersion', 'mustChangePassword'],
  }).map((c) => (c.field === 'passwordHash' ? { ...c, field: 'password' } : c));

async function assertProjectsExist(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await getProjects(ids)).map((p) => p._id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw invalid(`Unknown project id${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
}

export async function listUsers(): Promise<User[]> {
  return (await listUserRecords()).map(publicUser);
}

/**
 * Creates a user who must choose a new password at first sign-in. Without a password in the body
 * the server makes a random one and answers it once, so no two users share a default.
 */
export async function createUser(caller: Actor, body: CreateUserBody, now: Date): Promise<CreatedUser> {
  const allowedProjects = body.allowedProjects ?? [];
  await assertStrongPassword(body.password, { name: body.name, email: body.email });
  await assertProjectsExist(allowedProjects);
  const initialPassword = body.password ?? randomPassword();
  const timestamp = now.toISOString();
  const user: NewUser = {
    _id: ulid(now.getTime()),
    name: body.name,
    email: body.email,
    roles: body.roles,
    allowedProjects,
    mustChangePassword: true,
    createdAt: timestamp,
    updatedAt: timestamp,
    passwordHash: await hashPassword(initialPassword),
    sessionVersion: 0,
  };
  const detail = fieldChanges({}, { email: user.email, roles: user.roles, allowedProjects: user.allowedProjects });
  await orWorded(insertUser(user, adminEntry(caller, now, 'user.created', { id: user._id, name: user.name }, detail)));
  return { ...publicUser(user), ...(body.password ? {} : { initialPassword }) };
}

export async function updateUser(caller: Caller, id: string, body: UpdateUserBody, now: Date): Promise<User> {
  if (id === caller.userId && body.roles !== 'admin') {
    throw invalid('You cannot remove your own admin role');
  }
  await assertStrongPassword(body.password, { name: body.name, email: body.email });
  await assertProjectsExist(body.allowedProjects);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const next = await changeUser(
    id,
    (user) => ({
      name: body.name,
      email: body.email,
      roles: body.roles,
      allowedProjects: body.allowedProjects,
      updatedAt: now.toISOString(),
      ...(passwordHash && {
        passwordHash,
        // A password set by an admin is known to two people: the user must replace it.
        mustChangePassword: id !== caller.userId,
        sessionVersion: user.sessionVersion + 1,
      }),
    }),
    { caller, now },
  );
  return publicUser(next);
}
