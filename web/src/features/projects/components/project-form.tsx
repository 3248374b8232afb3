import type { ReactNode } from 'react';
import { PROJECT_STATUSES, type ProjectBody, projectBody } from '#shared/schemas/projects.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import '../../../components/ui/field.css';

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' }));

export const EMPTY_PROJECT: ProjectBody = { name: '', description: '', status: 'active' };

export interface ProjectFormProps {
  idPrefix: string;
  initial: ProjectBody;
  submitLabel: string;
  busy: boolean;
  /** Sends the checked body; answers the failure to show at the form, or nothing when it went. */
  onSave: (body: ProjectBody) => Promise<string | undefined>;
  /** Editing: Cancel beside the action. */
  onCancel?: () => void;
  /** Above the fields: the form's heading. */
  heading?: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A project's name, description and status, checked with the server's `projectBody` at each field. */
export function ProjectForm({
  idPrefix,
  initial,
  submitLabel,
  busy,
  onSave,
  onCancel,
  heading,
  className = 'form',
  ...labelled
}: ProjectFormProps) {
  const form = useZodForm(projectBody, { defaultValues: initial });
  const submit = form.handleSubmit(async (body) => {
    const failure = await onSave(body);
    if (failure) form.setError('root', { message: failure });
  });
  return (
    <form className={className} onSubmit={submit} noValidate {...labelled}>
      {heading}
      <TextField
        id={`${idPrefix}-name`}
        label="Project Name"
        required
        error={form.fieldError('name')}
        {...form.register('name')}
      />
      <TextAreaField
        id={`${idPrefix}-description`}
        label="Description"
        rows={3}
        error={form.fieldError('description')}
        {...form.register('description')}
      />
      <SelectField
        id={`${idPrefix}-status`}
        label="Status"
        options={STATUS_OPTIONS}
        error={form.fieldError('status')}
        {...form.register('status')}
      />
      <Alert message={form.formError} variant="error" scrollIntoView />
      <div className="form__actions">
        {onCancel ? (
          <DialogActions label={submitLabel} onCancel={onCancel} busy={busy} />
        ) : (
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
