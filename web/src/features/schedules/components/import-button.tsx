/**
 * Import a schedule file (MS Project XML or CSV) beside the export buttons
 * (docs/requirements.md#schedule-import-and-export): choose a file, see what it holds and every problem,
 * and import it only when it is clean. The schedule reloads when the tasks are in.
 */
import { useRef } from 'react';
import { counted } from '#shared/counted.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ImportPreview } from './import-preview.tsx';
import { type ImportStep, useScheduleImport } from './use-schedule-import.ts';

export const IMPORT_FILE_TYPES = '.xml,.mspdi,.csv,text/csv,application/xml,text/xml';

interface ImportButtonProps {
  projectId: string;
  schedule: ScheduleName;
  /** Reloads the schedule's tasks. */
  onImported: () => void;
}

function Body({ state }: { state: ImportStep }) {
  switch (state.step) {
    case 'checking':
      return <StatusText>Checking the file…</StatusText>;
    case 'uploading':
      return (
        <>
          <StatusText>Uploading the file: {state.percent}%</StatusText>
          <progress max={100} value={state.percent} aria-label="Upload progress" />
        </>
      );
    case 'preview':
      return (
        <>
          {state.refused && <Alert message={state.refused} variant="error" />}
          <ImportPreview answer={state.answer} />
        </>
      );
    case 'duplicate':
      return <Alert message={state.message} variant="warning" />;
    case 'queued':
      return (
        <StatusText>
          Importing in the background: {state.written.toLocaleString('en-CA')} of {counted(state.tasks, 'task')}{' '}
          written…
        </StatusText>
      );
    case 'failed':
      return <Alert message={state.message} variant="error" />;
  }
}

export function ImportButton({ projectId, schedule, onImported }: ImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const { state, check, importIt, replace, close } = useScheduleImport({
    projectId,
    schedule,
    onImported: (tasks) => {
      onImported();
      toast(`Imported ${counted(tasks, 'task')} successfully`, 'success');
    },
  });
  const busy = (state?.step === 'preview' || state?.step === 'duplicate') && state.busy === true;
  const footer = () => {
    if (state?.step === 'preview') {
      const clean = state.answer.errors.length === 0 && !state.refused;
      return clean ? (
        <DialogActions label="Import" onCancel={close} onAction={importIt} busy={busy} lockCancelWhileBusy />
      ) : (
        'close'
      );
    }
    if (state?.step === 'duplicate') {
      return (
        <DialogActions
          label="Replace the previous import"
          onCancel={close}
          onAction={replace}
          busy={busy}
          lockCancelWhileBusy
        />
      );
    }
    return state?.step === 'queued' || state?.step === 'checking' || state?.step === 'uploading' ? undefined : 'close';
  };
  return (
    <>
      <Button variant="secondary" onClick={() => input.current?.click()}>
        Import
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMPORT_FILE_TYPES}
        hidden
        aria-label="Schedule file to import"
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void check(file);
        }}
      />
      {state && (
        <Dialog
          title={`Import ${state.file.name}`}
          onClose={close}
          footer={footer()}
          dismissible={!busy && state.step !== 'queued' && state.step !== 'uploading'}
        >
          <Body state={state} />
        </Dialog>
      )}
    </>
  );
}
