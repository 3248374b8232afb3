import { type FormEvent, useState } from 'react';
import { passwordHint } from '#shared/password-strength.ts';
import { MIN_PASSWORD_LENGTH, newPasswordField } from '#shared/schemas/common.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { validate } from '../../../lib/validation.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import '../../../components/ui/field.css';

export const PASSWORDS_DO_NOT_MATCH = 'The new passwords do not match';

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
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!currentPassword || !newPassword || !confirm) return setError('Please fill in all fields');
    const checked = validate(newPasswordField, newPassword);
    if (!checked.ok) return setError(checked.message);
    const guessable = passwordHint(newPassword, { name, email });
    if (guessable) return setError(guessable);
    if (newPassword !== confirm) return setError(PASSWORDS_DO_NOT_MATCH);
    setError(null);
    try {
      const result = await updateProfile.mutateAsync({ body: { name, currentPassword, newPassword }, token });
      onChanged({ token: result.access_token, name: result.name });
    } catch (err) {
      setError(serverMessageOr(err, 'Failed to update profile'));
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <h2 className="auth-card__title" id="change-password-title">
        Change your password
      </h2>
      <p className="muted">
        {email ? <strong>{email}</strong> : 'Your account'} was given a one-time password. Please choose a new password
        of at least {MIN_PASSWORD_LENGTH} characters before continuing. A few words you will remember make a good one.
      </p>
      <TextField
        id="change-current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <TextField
        id="change-new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <TextField
        id="change-confirm-password"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Alert message={error} variant="error" />
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
