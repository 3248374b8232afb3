import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

export interface ConfirmLogoutDialogProps {
  onCancel: () => void;
  /** Ends the session on the server, clears all local storage and goes to / (done by the caller). */
  onLogout: () => Promise<void>;
}

export function ConfirmLogoutDialog({ onCancel, onLogout }: ConfirmLogoutDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      title="Confirm Logout"
      confirmLabel="Logout"
      destructive={false}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        setBusy(true);
        void onLogout();
      }}
    >
      <p>Are you sure you want to logout?</p>
    </ConfirmDialog>
  );
}
