import { useCallback, useEffect, useMemo } from 'react';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { pageNumberSchema } from '../utils/page-number.ts';
import '../../../components/ui/field.css';

export interface PdfPageFormProps {
  /** The page shown. */
  page: number;
  /** The file's pages; 0 while it loads. */
  numPages: number;
  onGo: (page: number) => void;
}

/**
 * The PDF toolbar's "Page [n] of N" box: Enter goes to the page typed; one that is not the file's is refused
 * at the box (docs/architecture.md#forms). The box shows the page shown again when the page turns and when
 * the focus leaves it.
 */
export function PdfPageForm({ page, numPages, onGo }: PdfPageFormProps) {
  const schema = useMemo(() => pageNumberSchema(numPages), [numPages]);
  const form = useZodForm(schema, { defaultValues: { page: String(page) } });
  const { reset } = form;
  const showPage = useCallback(() => reset({ page: String(page) }), [page, reset]);
  useEffect(() => showPage(), [showPage]);

  return (
    <form
      className="pdf-toolbar__page"
      onSubmit={form.handleSubmit(({ page: target }) => {
        onGo(target);
        reset({ page: String(target) });
      })}
      noValidate
    >
      <FormTextField
        form={form}
        name="page"
        id="pdf-page"
        label="Page"
        inline
        className="pdf-toolbar__page-input"
        inputMode="numeric"
        aria-label="Page number"
        onBlur={showPage}
      />
      <span data-testid="pdf-page-count">of {numPages || '…'}</span>
    </form>
  );
}
