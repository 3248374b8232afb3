/**
 * The form of a pin (docs/requirements.md#pins-on-a-sheet): title, category, assignee, due date and
 * description, checked with the server's own `pinFields` at each field.
 */
import type { PinAssignee } from '#shared/models/pins.ts';
import {
  PIN_CATEGORIES,
  PIN_CATEGORY_LABELS,
  type PinFields,
  type PinFieldsInput,
  pinFields,
} from '#shared/schemas/pins.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import '../../../components/ui/field.css';

const CATEGORY_OPTIONS = PIN_CATEGORIES.map((c) => ({ value: c, label: PIN_CATEGORY_LABELS[c] }));

export const EMPTY_PIN: PinFieldsInput = {
  title: '',
  category: 'defect',
  assigneeId: '',
  dueDate: '',
  description: '',
};

export interface PinFormDialogProps {
  title: string;
  initial: PinFieldsInput;
  assignees: readonly PinAssignee[];
  /** Sends the checked fields; answers the failure to show at the form, or nothing when it went. */
  onSave: (fields: PinFields) => Promise<string | undefined>;
  onClose: () => void;
}

export function PinFormDialog({ title, initial, assignees, onSave, onClose }: PinFormDialogProps) {
  const form = useZodForm(pinFields, { defaultValues: initial });
  const submit = form.handleSubmit(async (fields) => {
    const failure = await onSave(fields);
    if (failure) form.setError('root', { message: failure });
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      title={title}
      onClose={onClose}
      dismissible={!busy}
      footer={<DialogActions label="Save pin" form="pin-form" onCancel={onClose} busy={busy} />}
    >
      <form id="pin-form" className="form" onSubmit={submit} noValidate>
        <FormTextField form={form} name="title" id="pin-title" label="Title" required />
        <FormSelectField form={form} name="category" id="pin-category" label="Category" options={CATEGORY_OPTIONS} />
        <FormSelectField
          form={form}
          name="assigneeId"
          id="pin-assignee"
          label="Assignee"
          placeholder="Nobody yet"
          options={assignees.map((a) => ({ value: a.id, label: a.name }))}
        />
        <FormTextField form={form} name="dueDate" id="pin-due" label="Due date" type="date" />
        <FormTextAreaField form={form} name="description" id="pin-description" label="Description" rows={3} />
        <Alert message={form.formError} variant="error" scrollIntoView />
      </form>
    </Dialog>
  );
}
