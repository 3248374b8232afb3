import { useEffect, useId, useState } from 'react';
import { z } from 'zod/mini';
import type { DocumentFile } from '#shared/models/documents.ts';
import { pageCountText, scaleWarning, sheetSizeText, suggestedPrintSize } from '#shared/print-sheets.ts';
import {
  DELIVERY_METHODS,
  MAX_COPIES,
  MAX_PRINT_DETAILS,
  PRINT_PAPER,
  PRINT_SIZES,
  PRODUCTION_TIMES,
  printRequestBody,
} from '#shared/schemas/print-requests.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/ui/form-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCreatePrintRequest } from '../api/create-print-request.ts';
import { useFileSheet } from '../api/get-file-sheet.ts';
import '../../../components/ui/field.css';
import './move-copy-dialog.css';

export const PRINT_TEXTS = {
  noToken: 'No authentication token found. Please log in again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  authFailed: 'Authentication failed',
  failed: 'Failed to submit print request. Please try again.',
} as const;

const DELIVERY_LABELS: Record<(typeof DELIVERY_METHODS)[number], string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** The success message: the server's message, and its warning on the next line. */
export function printSuccessText(answer: { message?: string; warning?: string }): string {
  const message = answer.message || 'Print request submitted successfully!';
  return answer.warning ? `${message}\n${answer.warning}` : message;
}

const DELIVERY_FIELDS = ['recipientName', 'recipientPhone', 'deliveryAddress'] as const;

/**
 * The order as the form holds it, checked by the server's `printRequestBody`: the file and paper are fixed,
 * and the delivery fields count only for a delivery.
 */
export function printOrderForm(file: DocumentFile) {
  return z.pipe(
    z.pipe(
      z.object({
        size: printRequestBody.shape.size,
        copies: z.string(),
        productionTime: printRequestBody.shape.productionTime,
        details: z.string(),
        deliveryMethod: z.enum(DELIVERY_METHODS),
        recipientName: z.string(),
        recipientPhone: z.string(),
        deliveryAddress: z.string(),
      }),
      z.transform((v): z.input<typeof printRequestBody> => {
        const delivery = v.deliveryMethod === 'delivery';
        return {
          ...v,
          fileName: file.original_name,
          fileId: file._id,
          module: file.module,
          paper: PRINT_PAPER,
          deliveryAddress: delivery ? v.deliveryAddress : '',
          recipientName: delivery ? v.recipientName : '',
          recipientPhone: delivery ? v.recipientPhone : '',
        };
      }),
    ),
    printRequestBody,
  );
}

export interface PrintRequestDialogProps {
  file: DocumentFile;
  onClose: () => void;
}

/** Print Request (plan and construction files): the order goes to the print shop by email (docs/requirements.md#print-orders). */
export function PrintRequestDialog({ file, onClose }: PrintRequestDialogProps) {
  const mutation = useCreatePrintRequest();
  const toast = useToast();
  const formId = useId();
  const [schema] = useState(() => printOrderForm(file));
  const form = useZodForm(schema, {
    defaultValues: {
      size: PRINT_SIZES[0],
      copies: '1',
      productionTime: PRODUCTION_TIMES[0],
      details: '',
      deliveryMethod: 'pickup',
      recipientName: '',
      recipientPhone: '',
      deliveryAddress: '',
    },
  });
  const sheet = useFileSheet(file).data?.sheet ?? null;
  const sizeChosen = form.formState.dirtyFields.size === true;
  // The drawing's own size is offered first, once it is known, unless a size was already chosen.
  useEffect(() => {
    if (sheet && !sizeChosen) form.setValue('size', suggestedPrintSize(sheet));
  }, [sheet, sizeChosen, form.setValue]);
  const size = PRINT_SIZES.find((s) => s === form.watch('size')) ?? PRINT_SIZES[0];
  const scale = sheet ? scaleWarning(sheet, size) : undefined;
  const details = form.watch('details');
  const delivery = form.watch('deliveryMethod') === 'delivery';
  // 'Delivery needs a …' is one message for the form: each empty delivery field is marked.
  const values = form.watch();
  const deliveryError = (name: (typeof DELIVERY_FIELDS)[number]) =>
    form.fieldError(name) ?? (form.formError?.startsWith('Delivery needs') && !values[name].trim() ? true : undefined);

  const submit = form.handleSubmit(async (order) => {
    if (!getToken()) {
      toast(PRINT_TEXTS.noToken, 'error');
      return;
    }
    try {
      const answer = await mutation.mutateAsync(order);
      toast(printSuccessText(answer), 'success');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        toast(PRINT_TEXTS.sessionExpired, 'error');
        form.setError('root', { message: PRINT_TEXTS.authFailed });
        return;
      }
      // Shown once, in the dialog beside the form, so the order can be corrected and sent again.
      form.setError('root', {
        message: e instanceof ApiError && e.serverMessage ? e.serverMessage : PRINT_TEXTS.failed,
      });
    }
  });

  return (
    <Dialog
      title="Print Request"
      onClose={onClose}
      dismissible={!mutation.isPending}
      footer={
        <DialogActions
          label="Submit Request"
          onCancel={onClose}
          form={formId}
          busy={mutation.isPending}
          lockCancelWhileBusy
        />
      }
    >
      <form id={formId} className="form print-form" onSubmit={submit} noValidate>
        <TextField label="File Name" value={file.original_name} readOnly />
        {sheet ? (
          <p className="muted" data-testid="print-sheet">
            Drawing: {sheetSizeText(sheet)}, {pageCountText(sheet.pages)}
          </p>
        ) : null}
        <Alert message={scale} variant="info" className="print-scale" />
        <div className="form__grid">
          <FormSelectField
            form={form}
            name="size"
            label="Size"
            options={PRINT_SIZES.map((s) => ({ value: s, label: s }))}
          />
          <FormTextField
            form={form}
            name="copies"
            label="Copies"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_COPIES}
            step={1}
          />
          <TextField label="Paper" value={PRINT_PAPER} readOnly />
          <FormSelectField
            form={form}
            name="productionTime"
            label="Production Time"
            options={PRODUCTION_TIMES.map((t) => ({ value: t, label: t }))}
          />
        </div>
        <FormTextAreaField
          form={form}
          name="details"
          label="Additional Details"
          maxLength={MAX_PRINT_DETAILS}
          rows={3}
          hint={
            <span data-testid="details-counter">
              {details.length}/{MAX_PRINT_DETAILS}
            </span>
          }
        />
        <fieldset className="choice">
          <legend className="field__label">Delivery Method</legend>
          {DELIVERY_METHODS.map((m) => (
            <label key={m} className="choice__option">
              <input type="radio" value={m} {...form.register('deliveryMethod')} />
              {DELIVERY_LABELS[m]}
            </label>
          ))}
        </fieldset>
        {delivery ? (
          <div className="form__grid">
            <TextField
              label="Recipient Name"
              required
              autoComplete="name"
              error={deliveryError('recipientName')}
              {...form.register('recipientName')}
            />
            <TextField
              label="Recipient Phone"
              type="tel"
              required
              autoComplete="tel"
              error={deliveryError('recipientPhone')}
              {...form.register('recipientPhone')}
            />
            <TextAreaField
              label="Delivery Address"
              required
              rows={2}
              autoComplete="street-address"
              error={deliveryError('deliveryAddress')}
              {...form.register('deliveryAddress')}
            />
          </div>
        ) : null}
      </form>
      <Alert message={form.formError} variant="error" scrollIntoView />
    </Dialog>
  );
}
