import type { ButtonVariant } from './button.tsx';
import { Button } from './button.tsx';

export interface DialogActionsProps {
  /** The action's own words: 'Upload File', 'Submit Request', 'Save'. */
  label: string;
  onCancel: () => void;
  cancelLabel?: string;
  /** The id of the form the action submits, when the buttons sit outside it (a dialog's footer). */
  form?: string;
  /** What the action does when it submits no form; without it the action is a submit button. */
  onAction?: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** Cancel is disabled too while the request runs (the dialog cannot be left halfway). */
  lockCancelWhileBusy?: boolean;
  variant?: ButtonVariant;
  testId?: string;
}

/** The buttons at the bottom of a dialog: Cancel, then the action, busy while its request runs. */
export function DialogActions({
  label,
  onCancel,
  cancelLabel = 'Cancel',
  form,
  onAction,
  busy = false,
  disabled = false,
  lockCancelWhileBusy = false,
  variant = 'primary',
  testId,
}: DialogActionsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={lockCancelWhileBusy && busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        form={form}
        variant={variant}
        onClick={onAction}
        busy={busy}
        disabled={disabled}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );
}
