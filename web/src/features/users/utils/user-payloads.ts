/** Request bodies of the User Management dialog (docs/requirements.md#user-management). */
import { z } from 'zod/mini';
import type { BodyOf } from '#shared/contract.ts';
import type { User } from '#shared/models.ts';
import type { Role } from '#shared/roles.ts';
import { createUserBody, REQUIRED_FIELDS_MESSAGE, updateUserBody } from '#shared/schemas/users.ts';

export interface UserEdit {
  _id: string;
  name: string;
  email: string;
  roles: Role;
  allowedProjects: string[];
  /** Blank keeps the current password. */
  password: string;
}

export function toEdit(user: User): UserEdit {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    allowedProjects: Array.isArray(user.allowedProjects) ? [...user.allowedProjects] : [],
    password: '',
  };
}

/** The update body: _id removed, an empty password dropped, allowedProjects an array, the email unchanged. */
export function updatePayload(edit: UserEdit): { id: string; body: BodyOf<'updateUser'> } {
  const { _id, password, allowedProjects, name, email, roles } = edit;
  return {
    id: _id,
    body: {
      name,
      email,
      roles,
      allowedProjects: [...allowedProjects],
      ...(password ? { password } : {}),
    },
  };
}

const required = z
  .string()
  .check(z.trim())
  .check(z.minLength(1, { error: REQUIRED_FIELDS_MESSAGE }));

/**
 * The Create New User form: name, email and role are required ('Please fill in all required fields', one
 * message for the form), then each is the server's field; no password is sent (the server makes a one-time one).
 */
export const newUserForm = z.object({
  name: z.pipe(required, createUserBody.shape.name),
  email: z.pipe(required, createUserBody.shape.email),
  roles: z.pipe(required, createUserBody.shape.roles),
});
export type NewUserDraft = z.input<typeof newUserForm>;

/** The edit form checks the update body's fields; the email is not edited (it is sent unchanged). */
export const userEditForm = z.omit(updateUserBody, { email: true });

export function toggleProject(ids: readonly string[], id: string, checked: boolean): string[] {
  const without = ids.filter((x) => x !== id);
  return checked ? [...without, id] : without;
}
