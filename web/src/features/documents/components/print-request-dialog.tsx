import { useEffect, useId, useState } from 'react';
import type { DocumentFile } from '#shared/models/documents.ts';
import { pageCountText, scaleWarning, sheetSizeText, suggestedPrintSize } from '#shared/print-sheets.ts';
import {
  DELIVERY_METHODS,
  MAX_COPIES,
  MAX_PRINT_DETAILS,
  PRINT_PAPER,
  PRINT_SIZES,
  PRODUCTION_TIMES,
  type PrintSize,
  printRequestBody,
} from '#shared/schemas/print-requests.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { validate } from '../../../lib/validation.ts';
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

export interface PrintRequestDialogProps {
  file: DocumentFile;
  onClose: () => void;
}

/** Print Request (plan and construction files): the order goes to the print shop by email (docs/requirements.md#print-orders). */
export function PrintRequestDialog({ file, onClose }: PrintRequestDialogProps) {
  const mutation = useCreatePrintRequest();
  const toast = useToast();
  const radioName = useId();
  const [size, setSize] = useState<PrintSize>(PRINT_SIZES[0]);
  const [sizeChosen, setSizeChosen] = useState(false);
  const sheet = useFileSheet(file).data?.sheet ?? null;
  // The drawing's own size is offered first, once it is known, unless a size was already chosen.
  useEffect(() => {
    if (sheet && !sizeChosen) setSize(suggestedPrintSize(sheet));
  }, [sheet, sizeChosen]);
  const scale = sheet ? scaleWarning(sheet, size) : undefined;
  const [copies, setCopies] = useState('1');
  const [productionTime, setProductionTime] = useState<string>(PRODUCTION_TIMES[0]);
  const [details, setDetails] = useState('');
  const [deliveryMethod, setDeliveryMethod] = useState<(typeof DELIVERY_METHODS)[number]>('pickup');
  const [recipientName, setRecipientName] = useState('');
  const [deliveryAddress, setDeliveryAddress] = useState('');
  const [recipientPhone, setRecipientPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const delivery = deliveryMethod === 'delivery';

  const submit = async () => {
    setError(null);
    if (!getToken()) {
      toast(PRINT_TEXTS.noToken, 'error');
      return;
    }
    const checked = validate(printRequestBody, {
      fileName: file.original_name,
      fileId: file._id,
      module: file.module,
      size,
      copies,
      paper: PRINT_PAPER,
      productionTime,
      details,
      deliveryMethod,
      deliveryAddress: delivery ? deliveryAddress : '',
      recipientName: delivery ? recipientName : '',
      recipientPhone: delivery ? recipientPhone : '',
    });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      const answer = await mutation.mutateAsync(checked.data);
      toast(printSuccessText(answer), 'success');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        toast(PRINT_TEXTS.sessionExpired, 'error');
        setError(PRINT_TEXTS.authFailed);
        return;
      }
      // Shown once, in the dialog beside the form, so the order can be corrected and sent again.
      setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : PRINT_TEXTS.failed);
    }
  };

  return (
    <Dialog
      title="Print Request"
      onClose={onClose}
      dismissible={!mutation.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} busy={mutation.isPending}>
            Submit Request
          </Button>
        </>
      }
    >
      <form
        className="form print-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label="File Name" value={file.original_name} readOnly />
        {sheet ? (
          <p className="muted" data-testid="print-sheet">
            Drawing: {sheetSizeText(sheet)}, {pageCountText(sheet.pages)}
          </p>
        ) : null}
        <Alert message={scale} variant="info" className="print-scale" />
        <div className="form__grid">
          <SelectField
            label="Size"
            value={size}
            onChange={(e) => {
              const chosen = PRINT_SIZES.find((s) => s === e.target.value);
              if (chosen) setSize(chosen);
              setSizeChosen(true);
            }}
            options={PRINT_SIZES.map((s) => ({ value: s, label: s }))}
          />
          <TextField
            label="Copies"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_COPIES}
            step={1}
            value={copies}
            onChange={(e) => setCopies(e.target.value)}
          />
          <TextField label="Paper" value={PRINT_PAPER} readOnly />
          <SelectField
            label="Production Time"
            value={productionTime}
            onChange={(e) => setProductionTime(e.target.value)}
            options={PRODUCTION_TIMES.map((t) => ({ value: t, label: t }))}
          />
        </div>
        <TextAreaField
          label="Additional Details"
          value={details}
          maxLength={MAX_PRINT_DETAILS}
          rows={3}
          onChange={(e) => setDetails(e.target.value.slice(0, MAX_PRINT_DETAILS))}
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
              <input
                type="radio"
                name={radioName}
                value={m}
                checked={deliveryMethod === m}
                onChange={() => setDeliveryMethod(m)}
              />
              {DELIVERY_LABELS[m]}
            </label>
          ))}
        </fieldset>
        {delivery ? (
          <div className="form__grid">
            <TextField
              label="Recipient Name"
              value={recipientName}
              onChange={(e) => setRecipientName(e.target.value)}
              required
              autoComplete="name"
            />
            <TextField
              label="Recipient Phone"
              type="tel"
              value={recipientPhone}
              onChange={(e) => setRecipientPhone(e.target.value)}
              required
              autoComplete="tel"
            />
            <TextAreaField
              label="Delivery Address"
              value={deliveryAddress}
              onChange={(e) => setDeliveryAddress(e.target.value)}
              required
              rows={2}
              autoComplete="street-address"
            />
          </div>
        ) : null}
      </form>
      <Alert message={error} variant="error" scrollIntoView />
    </Dialog>
  );
}
