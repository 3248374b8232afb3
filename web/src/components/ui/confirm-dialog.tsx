import { type ReactNode, useCallback, useRef, useState } from 'react';
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

/** The app's own confirmation (never the browser's native question box): a question, Cancel, and a danger button. */
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

interface Pending {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

/**
 * A confirmation in the app's own dialog (the spec's delete questions):
 *   const [confirmDialog, confirm] = useConfirm();  …  if (await confirm('Are you sure…?')) …
 */
export function useConfirm(): [ReactNode, (message: string, confirmLabel?: string) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        setPending({ message, confirmLabel, resolve });
      }),
    [],
  );

  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };

  const element = pending ? (
    <ConfirmDialog
      title="Please confirm"
      confirmLabel={pending.confirmLabel}
      onCancel={() => answer(false)}
      onConfirm={() => answer(true)}
    >
      <p className="confirm__message">{pending.message}</p>
    </ConfirmDialog>
  ) : null;

  return [element, confirm];
}
