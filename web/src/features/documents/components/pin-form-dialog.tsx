/**
 * The form of a pin (docs/requirements.md#pins-on-a-sheet): title, category, assignee, due date and
 * description, checked with the server's own `pinFields` at each field; a new pin also takes photos (the
 * phone's camera, or chosen files), sent after the pin.
 */
import { useRef, useState } from 'react';
import type { PinAssignee } from '#shared/models/pins.ts';
import {
  MAX_PIN_PHOTOS,
  PIN_CATEGORIES,
  PIN_CATEGORY_LABELS,
  type PinFields,
  type PinFieldsInput,
  pinFields,
} from '#shared/schemas/pins.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import '../../../components/ui/field.css';
import { AddPhotoButton } from './add-photo-button.tsx';
import './pin-form-dialog.css';

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
  /** Whether the form takes photos too (a new pin). */
  withPhotos?: boolean;
  /** Sends the checked fields and the picked photos; answers the failure to show at the form, or nothing when it went. */
  onSave: (fields: PinFields, photos: readonly File[]) => Promise<string | undefined>;
  onClose: () => void;
}

export function PinFormDialog({ title, initial, assignees, withPhotos, onSave, onClose }: PinFormDialogProps) {
  const form = useZodForm(pinFields, { defaultValues: initial });
  /** The picked photos, each with a key of its own (the same file may be picked twice). */
  const [photos, setPhotos] = useState<{ key: number; file: File }[]>([]);
  const picks = useRef(0);
  const submit = form.handleSubmit(async (fields) => {
    const failure = await onSave(
      fields,
      photos.map((p) => p.file),
    );
    if (failure) form.setError('root', { message: failure });
  });
  const onPick = (picked: File[]) => {
    const keyed = picked.map((file) => ({ key: picks.current++, file }));
    setPhotos((before) => [...before, ...keyed].slice(0, MAX_PIN_PHOTOS));
  };
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
        {withPhotos ? (
          <fieldset className="field pin-form__photos">
            <legend className="field__label">Photos ({photos.length})</legend>
            {photos.length > 0 ? (
              <ul className="pin-form__photo-list">
                {photos.map(({ key, file }) => (
                  <li key={key} className="pin-form__photo">
                    <span className="pin-form__photo-name">{file.name}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${file.name}`}
                      onClick={() => setPhotos((before) => before.filter((p) => p.key !== key))}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
            {photos.length < MAX_PIN_PHOTOS ? (
              <AddPhotoButton onPick={onPick} multiple disabled={busy} testId="pin-form-photo-input" />
            ) : null}
          </fieldset>
        ) : null}
        <Alert message={form.formError} variant="error" scrollIntoView />
      </form>
    </Dialog>
  );
}
