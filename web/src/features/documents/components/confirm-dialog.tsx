import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

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
