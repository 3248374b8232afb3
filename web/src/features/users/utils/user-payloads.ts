/** Request bodies of the User Management dialog (docs/requirements.md#user-management). */
import type { BodyOf } from '#shared/contract.ts';
import type { User } from '#shared/models.ts';
import type { CREATABLE_ROLES, Role } from '#shared/roles.ts';

export type CreatableRole = (typeof CREATABLE_ROLES)[number];

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

export interface NewUserDraft {
  name: string;
  email: string;
  roles: CreatableRole | '';
}

/** Name, email and role are required; no password is sent (the server makes a one-time one). */
export function createPayload(draft: NewUserDraft): BodyOf<'createUser'> | null {
  const name = draft.name.trim();
  const email = draft.email.trim();
  if (!name || !email || !draft.roles) return null;
  return { name, email, roles: draft.roles };
}

export function toggleProject(ids: readonly string[], id: string, checked: boolean): string[] {
  const without = ids.filter((x) => x !== id);
  return checked ? [...without, id] : without;
}
