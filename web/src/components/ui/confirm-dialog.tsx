import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Dialog } from './dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';
import './confirm-dialog.css';

/** What the confirming button says and whether it destroys something: every caller names its own action. */
export interface ConfirmAction {
  /** The action's own words ("Delete", "Make current", "Logout"). */
  confirmLabel: string;
  /** true: the red danger style (deletes, removals); false: the ordinary primary style. */
  destructive: boolean;
}

/** The delete questions' action: a red "Delete". */
export const DELETE_ACTION: ConfirmAction = { confirmLabel: 'Delete', destructive: true };

export interface ConfirmDialogProps extends ConfirmAction {
  title: string;
  children: ReactNode;
  /** The confirmed action is running: the button shows it and cannot be pressed twice. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The app's own confirmation (never the browser's native question box): a question, Cancel, and the action's button. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  destructive,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      size="sm"
      onClose={onCancel}
      footer={
        <DialogActions
          label={confirmLabel}
          onCancel={onCancel}
          onAction={onConfirm}
          busy={busy}
          variant={destructive ? 'danger' : 'primary'}
          testId="confirm-yes"
        />
      }
    >
      {children}
    </Dialog>
  );
}

/** One question: its text and the action that answers yes. */
export interface ConfirmQuestion extends ConfirmAction {
  message: string;
  /** A second line under the question (what happens next), so the question keeps its own words. */
  note?: string;
}

interface Pending extends ConfirmQuestion {
  resolve: (ok: boolean) => void;
}

/**
 * A confirmation in the app's own dialog (the spec's delete questions):
 *   const [confirmDialog, confirm] = useConfirm();
 *   if (await confirm({ message: 'Are you sure…?', confirmLabel: 'Delete', destructive: true })) …
 */
export function useConfirm(): [ReactNode, (question: ConfirmQuestion) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  const confirm = useCallback(
    (question: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        setPending({ ...question, resolve });
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
      destructive={pending.destructive}
      onCancel={() => answer(false)}
      onConfirm={() => answer(true)}
    >
      <p className="confirm__message">{pending.message}</p>
      {pending.note ? <p className="confirm__note">{pending.note}</p> : null}
    </ConfirmDialog>
  ) : null;

  return [element, confirm];
}
