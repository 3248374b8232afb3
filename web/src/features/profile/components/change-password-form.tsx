import { useMemo } from 'react';
import { z } from 'zod/mini';
import { passwordHint } from '#shared/password-strength.ts';
import { MIN_PASSWORD_LENGTH, newPasswordField } from '#shared/schemas/common.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormPasswordField } from '../../../components/ui/form-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import '../../../components/ui/field.css';

export const PASSWORDS_DO_NOT_MATCH = 'The new passwords do not match';
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

const filled = z.string().check(z.minLength(1, { error: FILL_IN_ALL_FIELDS }));

/**
 * The new password passes the server's rule (`newPasswordField`) and is hard to guess for this user
 * (`passwordHint`, the server's check without its word list); the confirmation matches it.
 */
export function changePasswordSchema(user: { name: string; email: string }) {
  return z
    .object({
      currentPassword: filled,
      newPassword: z.pipe(filled, newPasswordField).check((ctx) => {
        const guessable = passwordHint(ctx.value, user);
        if (guessable) ctx.issues.push({ code: 'custom', message: guessable, input: ctx.value });
      }),
      confirm: filled,
    })
    .check(z.refine((v) => v.newPassword === v.confirm, { path: ['confirm'], error: PASSWORDS_DO_NOT_MATCH }));
}

export interface ChangePasswordFormProps {
  /** The token of the sign-in that must change its password; nothing is stored until the change succeeds. */
  token: string;
  name: string;
  email: string;
  onChanged: (result: { token: string; name: string }) => void;
  onCancel: () => void;
}

/** First sign-in with a one-time password: a new one must be chosen before anything else. */
export function ChangePasswordForm({ token, name, email, onChanged, onCancel }: ChangePasswordFormProps) {
  const updateProfile = useUpdateProfile();
  const schema = useMemo(() => changePasswordSchema({ name, email }), [name, email]);
  const form = useZodForm(schema, {
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
    formMessages: [FILL_IN_ALL_FIELDS],
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await updateProfile.mutateAsync({ body: { name, currentPassword, newPassword }, token });
      onChanged({ token: result.access_token, name: result.name });
    } catch (err) {
      form.setError('root', { message: serverMessageOr(err, 'Failed to update profile') });
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 className="auth-card__title" id="change-password-title">
        Change your password
      </h2>
      <p className="muted">
        {email ? <strong>{email}</strong> : 'Your account'} was given a one-time password. Please choose a new password
        of at least {MIN_PASSWORD_LENGTH} characters before continuing. A few words you will remember make a good one.
      </p>
      <FormPasswordField
        current
        form={form}
        name="currentPassword"
        id="change-current-password"
        label="Current Password"
      />
      <FormPasswordField form={form} name="newPassword" id="change-new-password" label="New Password" />
      <FormPasswordField form={form} name="confirm" id="change-confirm-password" label="Confirm New Password" />
      <Alert message={form.formError} variant="error" />
      <div className="form__actions form__actions--split">
        <Button variant="ghost" onClick={onCancel}>
          Back to login
        </Button>
        <Button type="submit" busy={updateProfile.isPending}>
          Change Password
        </Button>
      </div>
    </form>
  );
}
