import type { Role } from '#shared/roles.ts';
import { hashPassword } from '../../functions/commons/auth/passwords.ts';
import { ulid } from '../../functions/commons/ids.ts';
import { insertUser } from '../../functions/data/users.ts';

/** A user whose password is known to whoever runs the local stack, so no change is forced. */
export async function insertKnownUser(
  fields: { name: string; email: string; role: Role; password: string; allowedProjects?: string[] },
  now: Date,
): Promise<string> {
  const id = ulid(now.getTime());
  await insertUser({
    _id: id,
    name: fields.name,
    email: fields.email.toLowerCase(),
    roles: fields.role,
    allowedProjects: fields.allowedProjects ?? [],
    mustChangePassword: false,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    passwordHash: await hashPassword(fields.password),
    sessionVersion: 0,
  });
  return id;
}

export async function seedAdmin(email: string, password: string, now: Date): Promise<void> {
  await insertKnownUser({ name: 'Administrator', email, role: 'admin', password }, now);
}
