import { reopenBody } from '#shared/schemas/daily-logs.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { FormTextAreaField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';

/** Reopening a signed-off log asks why; the reason stays in its history. */
export function ReopenDialog({
  onReopen,
  onCancel,
}: {
  onReopen: (reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useZodForm(reopenBody, { defaultValues: { reason: '' } });
  return (
    <Dialog
      title="Reopen the daily log"
      onClose={onCancel}
      footer={<DialogActions label="Reopen" form="reopen-log" onCancel={onCancel} busy={form.formState.isSubmitting} />}
    >
      <form id="reopen-log" noValidate onSubmit={form.handleSubmit(({ reason }) => onReopen(reason))}>
        <FormTextAreaField form={form} name="reason" label="Reason" rows={3} />
      </form>
    </Dialog>
  );
}
