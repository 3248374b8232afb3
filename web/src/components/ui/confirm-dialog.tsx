import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirmed action is running: the button shows it and cannot be pressed twice. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The app's own confirmation (never the browser's confirm()): a question, Cancel, and a danger button. */
export function ConfirmDialog({ title, children, confirmLabel, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      size="sm"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm} data-testid="confirm-yes">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
