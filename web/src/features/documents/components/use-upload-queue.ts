import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyFileMessage } from '#shared/documents.ts';
import type { DocumentFile } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { runPool } from '../../../lib/run-pool.ts';
import { isAbortError } from '../../../lib/upload.ts';
import { documentKeys } from '../api/keys.ts';
import { uploadDocument } from '../api/upload-file.ts';

/** Files sent at the same time. */
const PARALLEL_FILES = 3;

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  key: string;
  file: File;
  percent: number;
  status: UploadStatus;
  error?: string;
}

export interface UploadTarget {
  module: Module;
  projectId: string;
  folderId: string;
  author: string;
  source?: 'folder' | 'standalone';
  /** The file each upload becomes a new version of (none: a new file). */
  versionOf?: (file: File) => string | undefined;
  versionNote?: string;
}

export interface UploadOutcome {
  uploaded: DocumentFile[];
  failed: UploadItem[];
  cancelled: boolean;
}

let keySeed = 0;

/**
 * Several files at once, each with its own progress; Cancel (or leaving the screen) aborts them, and the
 * browser asks before the page is closed while bytes are still going out.
 */
export function useUploadQueue() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (files: readonly File[], target: UploadTarget): Promise<UploadOutcome> => {
      const abort = new AbortController();
      controller.current = abort;
      const queued: UploadItem[] = files.map((file) => ({
        key: `u${++keySeed}`,
        file,
        percent: 0,
        status: 'waiting',
      }));
      setItems(queued);
      setRunning(true);
      const uploaded: DocumentFile[] = [];
      const failed: UploadItem[] = [];
      try {
        await runPool(queued, PARALLEL_FILES, async (item) => {
          if (abort.signal.aborted) return;
          update(item.key, { status: 'uploading' });
          try {
            const { versionOf, ...rest } = target;
            const file = await uploadDocument({
              ...rest,
              versionOf: versionOf?.(item.file),
              file: item.file,
              signal: abort.signal,
              onProgress: (percent) => update(item.key, { percent }),
            });
            uploaded.push(file);
            update(item.key, { status: 'done', percent: 100 });
          } catch (error) {
            if (isAbortError(error) || abort.signal.aborted) {
              update(item.key, { status: 'cancelled' });
              return;
            }
            const message = serverMessageOr(error, error instanceof Error ? error.message : 'Upload failed');
            failed.push({ ...item, status: 'failed', error: message });
            update(item.key, { status: 'failed', error: message });
          }
        });
      } finally {
        setRunning(false);
        if (controller.current === abort) controller.current = null;
        if (uploaded.length > 0) void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      }
      if (abort.signal.aborted) {
        setItems((list) => list.map((i) => (i.status === 'waiting' ? { ...i, status: 'cancelled' } : i)));
      }
      return { uploaded, failed, cancelled: abort.signal.aborted };
    },
    [queryClient, update],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setItems([]), []);

  return { items, running, run, cancel, reset };
}

/** Refused before anything starts: an empty file ('{name} is empty'); the server refuses it at start too. */
export function refusedUpFront(files: readonly File[]): string | undefined {
  const empty = files.find((f) => f.size === 0);
  return empty ? emptyFileMessage(empty.name) : undefined;
}

/**
 * The summary after a run, in the spec's words. A failure's reason is shown once, on the file's own row
 * (UploadList), so the summary does not repeat it.
 */
export function outcomeMessage(outcome: UploadOutcome, total: number): { text: string; ok: boolean } | null {
  if (outcome.cancelled) return null;
  if (outcome.failed.length === 0) return { text: 'File uploaded successfully!', ok: true };
  return { text: total === 1 ? 'Failed to upload file' : 'Failed to upload files', ok: false };
}
