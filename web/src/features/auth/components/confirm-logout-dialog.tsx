import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

export interface ConfirmLogoutDialogProps {
  onCancel: () => void;
  /** Clears all local storage and goes to / (done by the caller, which owns the router and the query cache). */
  onLogout: () => void;
}

export function ConfirmLogoutDialog({ onCancel, onLogout }: ConfirmLogoutDialogProps) {
  return (
    <Dialog
      title="Confirm Logout"
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onLogout}>
            Logout
          </Button>
        </>
      }
    >
      <p>Are you sure you want to logout?</p>
    </Dialog>
  );
}
