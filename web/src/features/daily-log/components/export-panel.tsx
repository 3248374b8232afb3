/**
 * "Export PDF" of the daily log: a range of days (at most 92), made on the server by a queued job whose
 * progress shows here; the finished PDF downloads from its link like any file.
 */
import { useState } from 'react';
import { dailyLogRange } from '#shared/schemas/daily-logs.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { errorReason, withReason } from '../../../lib/api-client.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useJob, useStartExport } from '../api/daily-logs.ts';

interface ExportPanelProps {
  projectId: string;
  /** The range offered first: the month shown, up to today. */
  from: string;
  to: string;
}

export function ExportPanel({ projectId, from, to }: ExportPanelProps) {
  const form = useZodForm(dailyLogRange, { defaultValues: { from, to } });
  const start = useStartExport(projectId);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const status = job.data?.status;
  const running = start.isPending || (jobId !== null && (status === undefined || status === 'running'));
  const submit = form.handleSubmit(async (range) => {
    setJobId(null);
    try {
      setJobId((await start.mutateAsync(range)).jobId);
    } catch (error) {
      form.setError('root', { message: errorReason(error) ?? 'Failed to start the export' });
    }
  });
  return (
    <section className="log-export stack" aria-labelledby="log-export-title">
      <h2 className="section-title" id="log-export-title">
        Export PDF
      </h2>
      <form className="cluster log-export__form" noValidate onSubmit={submit} aria-label="Export PDF">
        <FormTextField form={form} name="from" label="From" type="date" />
        <FormTextField form={form} name="to" label="To" type="date" />
        <Button type="submit" busy={running}>
          Export PDF
        </Button>
      </form>
      <Alert message={form.formError ?? null} variant="error" />
      {jobId && status !== 'done' && status !== 'failed' ? (
        <div className="log-export__progress">
          <progress max={100} value={job.data?.progress ?? 0} aria-label="Export progress" />
          <span role="status">Making the PDF... {job.data?.progress ?? 0}%</span>
        </div>
      ) : null}
      {status === 'done' && job.data?.url ? (
        <p role="status">
          The PDF is ready: <a href={job.data.url}>Download PDF</a>
        </p>
      ) : null}
      {status === 'failed' ? <Alert message={job.data?.error ?? 'The export failed'} variant="error" /> : null}
      {job.isError ? <Alert message={withReason('Failed to follow the export', job.error)} variant="error" /> : null}
    </section>
  );
}
