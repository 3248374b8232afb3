/**
 * The steps of importing a schedule file (docs/requirements.md#schedule-import-and-export): check it
 * (preview), then import it only when it is clean; the same file a second time asks whether to replace the
 * earlier import; a large file is written in the background, polled until it is done. A file over 4 MB is
 * first sent to storage, with its progress; a clean preview's upload is the one the import then names (an
 * upload is single-use, so a replace after a refusal sends the file again).
 */
import { useEffect, useRef, useState } from 'react';
import type { ScheduleImportAnswer } from '#shared/models/schedule-import.ts';
import type { ScheduleName } from '#shared/schemas/schedule-files.ts';
import { ApiError, withReason } from '../../../lib/api-client.ts';
import {
  getImportStatus,
  type ImportOutcome,
  importScheduleFile,
  needsUpload,
  uploadImportFile,
} from '../api/import-schedule.ts';

/** How often a queued import's status is asked for. */
export const POLL_MS = 2000;

export type ImportStep =
  | { step: 'checking'; file: File }
  | { step: 'uploading'; file: File; percent: number }
  | {
      step: 'preview';
      file: File;
      answer: ScheduleImportAnswer;
      refused?: string;
      busy?: boolean;
      /** The clean preview's upload (a file over 4 MB), which the import names. */
      uploadId?: string;
    }
  | { step: 'duplicate'; file: File; answer: ScheduleImportAnswer; message: string; busy?: boolean }
  | { step: 'queued'; file: File; importId: string; tasks: number; written: number }
  | { step: 'failed'; file: File; message: string };

interface Options {
  projectId: string;
  schedule: ScheduleName;
  /** The schedule's tasks changed: reload them. `tasks` is how many were imported. */
  onImported: (tasks: number) => void;
}

const answerOf = (outcome: ImportOutcome) => ('refused' in outcome ? outcome.answer : outcome);

export function useScheduleImport({ projectId, schedule, onImported }: Options) {
  const [state, setState] = useState<ImportStep | null>(null);
  const onImportedRef = useRef(onImported);
  onImportedRef.current = onImported;

  /** The file itself, or (over 4 MB) the id of its upload to storage, made with its progress on the screen. */
  const sourceOf = async (file: File, uploadId?: string) => {
    if (uploadId || !needsUpload(file)) return uploadId ? { uploadId } : file;
    setState({ step: 'uploading', file, percent: 0 });
    const id = await uploadImportFile(projectId, schedule, file, ({ percent }) =>
      setState({ step: 'uploading', file, percent }),
    );
    return { uploadId: id };
  };

  const check = async (file: File) => {
    setState({ step: 'checking', file });
    try {
      const source = await sourceOf(file);
      if (!(source instanceof File)) setState({ step: 'checking', file });
      const outcome = await importScheduleFile(projectId, schedule, source, { preview: true });
      const refused = 'refused' in outcome ? { refused: outcome.refused } : {};
      const upload = source instanceof File || 'refused' in outcome ? {} : source;
      setState({ step: 'preview', file, answer: answerOf(outcome), ...refused, ...upload });
    } catch (error) {
      setState({ step: 'failed', file, message: withReason('The file could not be checked', error) });
    }
  };

  const run = async (replace: boolean) => {
    if (state?.step !== 'preview' && state?.step !== 'duplicate') return;
    const { file, answer } = state;
    setState({ ...state, busy: true });
    try {
      const source = await sourceOf(file, state.step === 'preview' ? state.uploadId : undefined);
      const outcome = answerOf(await importScheduleFile(projectId, schedule, source, { preview: false, replace }));
      if (outcome.status === 'queued' && outcome.importId) {
        setState({ step: 'queued', file, importId: outcome.importId, tasks: outcome.tasks, written: 0 });
        return;
      }
      setState(null);
      onImportedRef.current(outcome.tasks);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !replace) {
        setState({ step: 'duplicate', file, answer, message: error.message });
      } else setState({ step: 'failed', file, message: withReason('Import failed', error) });
    }
  };

  const queued = state?.step === 'queued' ? state : null;
  useEffect(() => {
    if (!queued) return;
    const timer = setTimeout(async () => {
      try {
        const status = await getImportStatus(projectId, schedule, queued.importId);
        if (status.status === 'done') {
          setState(null);
          onImportedRef.current(status.tasks);
        } else setState({ ...queued, written: status.written });
      } catch (error) {
        setState({ step: 'failed', file: queued.file, message: withReason('Import failed', error) });
      }
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [queued, projectId, schedule]);

  return { state, check, importIt: () => run(false), replace: () => run(true), close: () => setState(null) };
}
