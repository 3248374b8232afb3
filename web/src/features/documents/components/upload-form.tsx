import { type ReactNode, useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod/mini';
import { isStandaloneType } from '#shared/documents.ts';
import { MAX_AUTHOR_LENGTH, STANDALONE_TYPES_ONLY } from '#shared/schemas/files.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormSelectField, FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { UploadList } from './upload-list.tsx';
import { refusedUpFront, type UploadItem } from './use-upload-queue.ts';
import '../../../components/ui/field.css';
import './upload-page.css';

export interface UploadFormRules {
  /** The spec's one message when something required is missing (docs/requirements.md#uploads). */
  required: string;
  /** The standalone pages: a folder must be chosen. */
  needsFolder: boolean;
  /** The standalone pages: only .pdf .jpg .jpeg .png. */
  typesOnly: boolean;
}

/**
 * What the upload form checks before anything is sent, in the server's words (`shared/schemas/files.ts`):
 * the required fields, the author's length, the standalone types, and no empty file.
 */
export function uploadFormSchema({ required, needsFolder, typesOnly }: UploadFormRules) {
  const filled = z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: required }));
  return z.object({
    folderId: needsFolder ? filled : z.string(),
    author: filled.check(
      z.maxLength(MAX_AUTHOR_LENGTH, { error: `Author must be at most ${MAX_AUTHOR_LENGTH} characters` }),
    ),
    files: z
      .array(z.instanceof(File))
      .check(z.minLength(1, { error: required }))
      .check(
        z.refine((files) => !typesOnly || files.every((f) => isStandaloneType(f.name)), {
          error: STANDALONE_TYPES_ONLY,
        }),
      )
      .check((ctx) => {
        const refused = refusedUpFront(ctx.value);
        if (refused) ctx.issues.push({ code: 'custom', message: refused, input: ctx.value });
      }),
  });
}

export type UploadFormValues = z.output<ReturnType<typeof uploadFormSchema>>;

export interface UploadFormMessage {
  text: string;
  ok: boolean;
}

export interface UploadFormProps {
  /** The form's id, for a submit button outside it (a dialog's footer). */
  id?: string;
  rules: UploadFormRules;
  /** The standalone pages: the folders to choose from, and why they could not be loaded. */
  folders?: { options: readonly { value: string; label: string }[]; error?: string };
  authorLabel: string;
  authorPlaceholder?: string;
  defaultAuthor?: string;
  /** File types offered by the browser's picker. */
  accept?: string;
  fileHint?: ReactNode;
  multiple: boolean;
  running: boolean;
  items: readonly UploadItem[];
  /** A new choice of files: the last run's progress and message go. */
  onFilesChosen: () => void;
  /** Sends the checked values; answers the summary to show, or null (cancelled). */
  onUpload: (values: UploadFormValues) => Promise<UploadFormMessage | null>;
  /** After a successful run: the files are cleared for the next upload. */
  clearOnSuccess?: boolean;
  /** Fields that depend on the chosen files, drawn after the author (same-name choices, version note). */
  extra?: (files: readonly File[]) => ReactNode;
  /** The buttons, inside the form (the standalone pages). */
  actions?: ReactNode;
  className?: string;
}

/**
 * The one upload form of the folder dialog and the standalone upload pages: folder (pages only), author and
 * files, each with its own message; the spec's 'Please select…' message once at the form; per-file progress.
 */
export function UploadForm({
  id,
  rules,
  folders,
  authorLabel,
  authorPlaceholder,
  defaultAuthor = '',
  accept,
  fileHint,
  multiple,
  running,
  items,
  onFilesChosen,
  onUpload,
  clearOnSuccess = false,
  extra,
  actions,
  className = 'form',
}: UploadFormProps) {
  const [schema] = useState(() => uploadFormSchema(rules));
  const [message, setMessage] = useState<UploadFormMessage | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const form = useZodForm(schema, {
    defaultValues: { folderId: '', author: defaultAuthor, files: [] },
    formMessages: [rules.required],
  });
  const files = form.watch('files');

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await onUpload(values);
    setMessage(result);
    if (result?.ok && clearOnSuccess) {
      form.setValue('files', []);
      setFileKey((k) => k + 1);
    }
  });
  const fileField = (
    <Controller
      control={form.control}
      name="files"
      render={({ field }) => (
        <Field label="Select File" hint={fileHint} error={form.fieldError('files')}>
          {(control) => (
            <input
              key={fileKey}
              {...control}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              className="file-input"
              type="file"
              accept={accept}
              multiple={multiple}
              disabled={running}
              onChange={(e) => {
                field.onChange([...(e.target.files ?? [])]);
                setMessage(null);
                onFilesChosen();
              }}
            />
          )}
        </Field>
      )}
    />
  );
  const shown = form.formError ? { text: form.formError, ok: false } : message;

  return (
    <form id={id} className={className} onSubmit={submit} noValidate>
      {folders ? (
        <FormSelectField
          form={form}
          name="folderId"
          label="Select Folder"
          placeholder="-- Select Folder --"
          options={folders.options}
          disabled={running}
          hint={folders.error ? <Alert message={folders.error} variant="error" /> : undefined}
        />
      ) : null}
      {folders ? null : fileField}
      <FormTextField
        form={form}
        name="author"
        label={authorLabel}
        placeholder={authorPlaceholder}
        maxLength={MAX_AUTHOR_LENGTH}
        autoComplete="off"
        disabled={running}
      />
      {folders ? fileField : null}
      {extra?.(files)}
      <UploadList items={items} />
      <Alert message={shown?.text} variant={shown ? (shown.ok ? 'success' : 'error') : undefined} scrollIntoView />
      {actions}
    </form>
  );
}
