import { useEffect, useRef, useState } from 'react';
import type { User } from '#shared/models.ts';
import { CREATABLE_ROLES, ROLE_LABELS, ROLES } from '#shared/roles.ts';
import { REQUIRED_FIELDS_MESSAGE } from '#shared/schemas/users.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { Checkbox } from '../../../components/ui/field.tsx';
import { FormPasswordField, FormSelectField, FormTextField } from '../../../components/ui/form-field.tsx';
import { ManagementDialog, useManagementState } from '../../../components/ui/management-dialog.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useEmailSuppressions } from '../api/email-suppressions.ts';
import { useUsers } from '../api/get-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import {
  type NewUserDraft,
  newUserForm,
  toEdit,
  toggleProject,
  updatePayload,
  userEditForm,
} from '../utils/user-payloads.ts';
import { EmailSuppressionNotice } from './email-suppression.tsx';
import '../../../components/ui/field.css';
import './user-management-dialog.css';

/** The projects offered in the Allowed Projects list; fetched by the caller (another feature owns projects). */
export interface ProjectChoices {
  projects: readonly { _id: string; name: string }[];
  loading: boolean;
  /** Already worded: 'Failed to fetch projects: {reason}'. */
  error: string | null;
}

const CREATE_ROLE_OPTIONS = CREATABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const EDIT_ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const EMPTY_DRAFT: NewUserDraft = { name: '', email: '', roles: '' };

function CreateUserForm({ onMessage }: { onMessage: (message: string | null) => void }) {
  const createUser = useCreateUser();
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const form = useZodForm(newUserForm, { defaultValues: EMPTY_DRAFT, formMessages: [REQUIRED_FIELDS_MESSAGE] });

  const submit = form.handleSubmit(async (body) => {
    onMessage(null);
    try {
      const user = await createUser.mutateAsync(body);
      setCreated(user.initialPassword ? { email: user.email, password: user.initialPassword } : null);
      form.reset(EMPTY_DRAFT);
      onMessage('User created successfully');
    } catch (err) {
      setCreated(null);
      form.setError('root', { message: withReason('Failed to create user', err) });
    }
  });

  const hint = created ? (
    <span className="password-hint" data-testid="initial-password-hint">
      <span title={`For ${created.email}`}>
        Initial password: <code className="password-hint__value">{created.password}</code> — the user must change it at
        first sign-in
      </span>
      <CopyButton text={created.password} label="Copy initial password" />
    </span>
  ) : (
    'A one-time password is made for the new user and shown here once. The user must change it at first sign-in.'
  );

  return (
    <form className="form panel" onSubmit={submit} noValidate aria-labelledby="create-user-title">
      <h3 className="panel__title" id="create-user-title">
        Create New User
      </h3>
      <div className="form__grid">
        <FormTextField form={form} name="name" id="new-user-name" label="Name" autoComplete="off" required />
        <FormTextField
          form={form}
          name="email"
          id="new-user-email"
          label="Email"
          type="email"
          autoComplete="off"
          required
        />
        <FormSelectField
          form={form}
          name="roles"
          id="new-user-role"
          label="Role"
          placeholder="Select a role"
          options={CREATE_ROLE_OPTIONS}
          required
        />
      </div>
      <div className="field__hint" aria-live="polite">
        {hint}
      </div>
      <Alert message={form.formError} variant="error" scrollIntoView />
      <div className="form__actions">
        <Button type="submit" busy={createUser.isPending}>
          Create User
        </Button>
      </div>
    </form>
  );
}

interface EditUserFormProps {
  user: User;
  choices: ProjectChoices;
  onDone: (message: string | null) => void;
}

function EditUserForm({ user, choices, onDone }: EditUserFormProps) {
  const updateUser = useUpdateUser();
  const { _id, email, ...values } = toEdit(user);
  const form = useZodForm(userEditForm, { defaultValues: values });
  const allowed = form.watch('allowedProjects') ?? [];
  const prefix = `edit-user-${user._id}`;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const submit = form.handleSubmit(async (checked) => {
    const { id, body } = updatePayload({ ...checked, _id, email, password: checked.password ?? '' });
    try {
      await updateUser.mutateAsync({ id, body });
      onDone('User updated successfully');
    } catch (err) {
      form.setError('root', { message: withReason('Failed to update user', err) });
    }
  });

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-label={`Edit ${user.name}`}>
      <div className="row__meta">{user.email}</div>
      <div className="form__grid">
        <FormTextField form={form} name="name" id={`${prefix}-name`} label="Username" />
        <FormSelectField form={form} name="roles" id={`${prefix}-role`} label="Role" options={EDIT_ROLE_OPTIONS} />
        <FormPasswordField
          form={form}
          name="password"
          id={`${prefix}-password`}
          label="New Password"
          placeholder="Leave blank to keep current password"
        />
      </div>
      <fieldset className="checklist">
        <legend className="field__label">Allowed Projects</legend>
        {choices.loading ? <p className="muted">Loading...</p> : null}
        {choices.error ? <p className="muted">{choices.error}</p> : null}
        {!choices.loading && !choices.error && choices.projects.length === 0 ? (
          <p className="muted">No projects yet.</p>
        ) : null}
        <div className="checklist__items">
          {choices.projects.map((project) => {
            const id = `${prefix}-project-${project._id}`;
            return (
              <Checkbox
                key={project._id}
                id={id}
                checked={allowed.includes(project._id)}
                onCheckedChange={(checked) =>
                  form.setValue('allowedProjects', toggleProject(allowed, project._id, checked))
                }
              >
                {project.name}
              </Checkbox>
            );
          })}
        </div>
      </fieldset>
      <Alert message={form.formError} variant="error" scrollIntoView />
      <div className="form__actions">
        <DialogActions label="Save" onCancel={() => onDone(null)} busy={updateUser.isPending} />
      </div>
    </form>
  );
}

export interface UserManagementDialogProps {
  projectChoices: ProjectChoices;
  onClose: () => void;
}

/** Admin only: create users (with a one-time password), list them, edit role, password and allowed projects. */
export function UserManagementDialog({ projectChoices, onClose }: UserManagementDialogProps) {
  const users = useUsers();
  const suppressions = useEmailSuppressions();
  const management = useManagementState();
  const { adding, setMessage } = management;
  const [editingId, setEditingId] = useState<string | null>(null);

  return (
    <ManagementDialog title="User Management" addLabel="Add New User" onClose={onClose} {...management}>
      {adding ? <CreateUserForm onMessage={setMessage} /> : null}

      <h3 className="section-title">Users</h3>
      {users.isPending ? <p className="muted">Loading...</p> : null}
      {users.isError ? <Alert message="Failed to fetch users" variant="error" /> : null}
      <ul className="rows" aria-label="Users">
        {users.data?.map((user) =>
          editingId === user._id ? (
            <li key={user._id} className="row row--editing">
              <EditUserForm
                user={user}
                choices={projectChoices}
                onDone={(done) => {
                  setEditingId(null);
                  setMessage(done);
                }}
              />
            </li>
          ) : (
            <li key={user._id} className="row" data-email={user.email}>
              <div className="row__main">
                <div className="row__title">{user.name}</div>
                <div className="row__meta">
                  <span>{user.email}</span>
                  <span className="tag role-tag">{ROLE_LABELS[user.roles] ?? user.roles}</span>
                </div>
                <EmailSuppressionNotice
                  suppression={suppressions.data?.get(user.email.toLowerCase())}
                  name={user.name}
                />
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${user.name}`}
                onClick={() => {
                  setMessage(null);
                  setEditingId(user._id);
                }}
              >
                Edit
              </Button>
            </li>
          ),
        )}
      </ul>
    </ManagementDialog>
  );
}
