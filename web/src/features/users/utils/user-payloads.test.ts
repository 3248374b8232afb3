import { describe, expect, it } from 'vitest';
import type { User } from '#shared/models.ts';
import { newUserForm, toEdit, toggleProject, updatePayload } from './user-payloads.ts';

/** The create form's check, as the form runs it: the body, or null when a required field is missing. */
const createPayload = (draft: { name: string; email: string; roles: string }) => {
  const result = newUserForm.safeParse(draft);
  return result.success ? result.data : null;
};

const user: User = {
  _id: 'U1',
  name: 'Ann',
  email: 'ann@example.com',
  roles: 'pm',
  allowedProjects: ['P1'],
  mustChangePassword: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};

describe('update user payload', () => {
  it('drops an empty password and the _id; sends the email unchanged and allowedProjects as an array', () => {
    const { id, body } = updatePayload({ ...toEdit(user), name: 'Anne', roles: 'office' });
    expect(id).toBe('U1');
    expect(body).toEqual({ name: 'Anne', email: 'ann@example.com', roles: 'office', allowedProjects: ['P1'] });
    expect(body).not.toHaveProperty('_id');
    expect(body).not.toHaveProperty('password');
  });

  it('keeps a new password', () => {
    expect(updatePayload({ ...toEdit(user), password: 'new-password' }).body.password).toBe('new-password');
  });

  it('toggles allowed projects', () => {
    expect(toggleProject(['P1'], 'P2', true)).toEqual(['P1', 'P2']);
    expect(toggleProject(['P1', 'P2'], 'P1', false)).toEqual(['P2']);
    expect(toggleProject(['P1'], 'P1', true)).toEqual(['P1']);
  });
});

describe('create user payload', () => {
  it('needs name, email and role, and never carries a password', () => {
    expect(createPayload({ name: '', email: 'a@b.c', roles: 'pm' })).toBeNull();
    expect(createPayload({ name: 'A', email: '  ', roles: 'pm' })).toBeNull();
    expect(createPayload({ name: 'A', email: 'a@b.c', roles: '' })).toBeNull();
    // The form now checks the email as the server does, so the example is a real address.
    expect(createPayload({ name: ' A ', email: ' a@b.co ', roles: 'site' })).toEqual({
      name: 'A',
      email: 'a@b.co',
      roles: 'site',
    });
  });
});
