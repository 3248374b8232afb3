import { useState } from 'react';
import type { Me } from '#shared/models.ts';
import { updateProfileBody } from '#shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormPasswordField, FormTextField } from '../../../components/ui/form-field.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { updateSignedInUser } from '../../../lib/session.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useMe } from '../api/get-me.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { NotificationSettingsForm } from './notification-settings-form.tsx';
import '../../../components/ui/field.css';

interface ProfileFormProps {
  me: Me;
  onMessage: (message: string | null) => void;
  onCancel: () => void;
}

function ProfileForm({ me, onMessage, onCancel }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const form = useZodForm(updateProfileBody, {
    defaultValues: { name: me.name, currentPassword: '', newPassword: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    onMessage(null);
    try {
      const result = await updateProfile.mutateAsync({ body });
      updateSignedInUser({ token: result.access_token, name: result.name });
      form.resetField('currentPassword');
      form.resetField('newPassword');
      onMessage('Profile updated successfully');
    } catch (err) {
      onMessage(serverMessageOr(err, 'Failed to update profile'));
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Edit Profile">
      <TextField id="profile-email" label="Email" type="email" value={me.email} readOnly />
      <FormTextField form={form} name="name" id="profile-name" label="User Name" autoComplete="name" />
      <FormPasswordField
        current
        form={form}
        name="currentPassword"
        id="profile-current-password"
        label="Current Password"
      />
      <FormPasswordField form={form} name="newPassword" id="profile-new-password" label="New Password (optional)" />
      <div className="form__actions">
        <DialogActions label="Save Changes" onCancel={onCancel} busy={updateProfile.isPending} />
      </div>
    </form>
  );
}

export interface EditProfileDialogProps {
  onClose: () => void;
  /** Ends every session of the user on the server, then leaves (done by the caller, which owns the router). */
  onSignOutEverywhere: () => Promise<void>;
}

export function EditProfileDialog({ onClose, onSignOutEverywhere }: EditProfileDialogProps) {
  const me = useMe();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  if (confirming) {
    return (
      <ConfirmDialog
        title="Sign out everywhere"
        confirmLabel="Sign out everywhere"
        destructive={false}
        busy={leaving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setLeaving(true);
          void onSignOutEverywhere();
        }}
      >
        <p>This ends your sessions on every device and browser, this one included. Continue?</p>
      </ConfirmDialog>
    );
  }
  return (
    <Dialog title="Edit Profile" onClose={onClose}>
      <Alert message={message} />
      {me.isPending ? <p className="muted">Loading...</p> : null}
      {me.isError ? <Alert message="Failed to fetch user data" variant="error" /> : null}
      {me.data ? (
        <>
          <ProfileForm me={me.data} onMessage={setMessage} onCancel={onClose} />
          <NotificationSettingsForm userRole={me.data.roles} />
          <section className="profile__sessions" aria-label="Sessions">
            <p className="muted">Lost a phone or signed in on a shared computer? End every session of your account.</p>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Sign out everywhere
            </Button>
          </section>
        </>
      ) : (
        <div className="form__actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      )}
    </Dialog>
  );
}
