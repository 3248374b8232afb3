import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { useQuestion } from './use-question.ts';
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

/**
 * A confirmation in the app's own dialog (the spec's delete questions):
 *   const [confirmDialog, confirm] = useConfirm();
 *   if (await confirm({ message: 'Are you sure…?', confirmLabel: 'Delete', destructive: true })) …
 */
export function useConfirm(): [ReactNode, (question: ConfirmQuestion) => Promise<boolean>] {
  const { question, ask, answer } = useQuestion<ConfirmQuestion, boolean>(false);

  const element = question ? (
    <ConfirmDialog
      title="Please confirm"
      confirmLabel={question.confirmLabel}
      destructive={question.destructive}
      onCancel={() => answer(false)}
      onConfirm={() => answer(true)}
    >
      <QuestionText question={question} />
    </ConfirmDialog>
  ) : null;

  return [element, ask];
}

/** A question's text, and its note under it. */
export function QuestionText({ question }: { question: { message: string; note?: string } }) {
  return (
    <>
      <p className="confirm__message">{question.message}</p>
      {question.note ? <p className="confirm__note">{question.note}</p> : null}
    </>
  );
}
