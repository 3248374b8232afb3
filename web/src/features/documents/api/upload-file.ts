/**
 * Uploads straight to S3 (docs/architecture.md#files-go-straight-to-s3): POST /api/uploads answers one presigned PUT (small files) or an
 * S3 multipart upload with part URLs (more from POST /api/uploads/{id}/parts); the browser sends the bytes
 * with XMLHttpRequest for progress, then POST /api/uploads/{id}/complete records the file. A cancelled or
 * failed upload is given up with DELETE /api/uploads/{id}, so no bytes and no record are left.
 */
import type { DocumentFile, MultipartUploadStart, PartUrl } from '#shared/models/documents.ts';
import type { Module } from '#shared/roles.ts';
import { ApiError, api, NetworkError } from '../../../lib/api-client.ts';
import { runPool } from '../../../lib/run-pool.ts';
import { completeAtStorage, isAbortError, putFile, UploadError } from '../../../lib/upload.ts';
import { missingPartNumbers, ProgressTotal, partRange } from '../utils/upload-plan.ts';

/** Parts of one file sent at the same time. */
const PARALLEL_PARTS = 4;
/** Part URLs asked for per call (the server's limit). */
const PART_URLS_PER_CALL = 100;
/** Tries per part (a fresh URL each time after the first). */
const PART_ATTEMPTS = 3;
/**
 * Tries to record an upload once its bytes are sent. Completing is idempotent, and S3 can take longer
 * than the API's 29 s to assemble a very large file, so a failure that may pass is tried again rather
 * than throwing away bytes already sent.
 */
const COMPLETE_ATTEMPTS = 6;
const completeBackoffMs = (attempt: number) => Math.min(15_000, 1000 * 2 ** attempt);

/** A failure that may pass (no connection, the server or gateway busy or slow): worth another try. */
export function mayPass(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  // The storage: no connection (fetch's TypeError), or busy.
  if (error instanceof TypeError) return true;
  if (error instanceof UploadError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429);
}

/** Completing is idempotent: a failure that may pass is tried again rather than throwing away bytes already sent. */
async function tryAgainWhileItMayPass<T>(work: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!mayPass(error) || attempt >= COMPLETE_ATTEMPTS || signal?.aborted) throw error;
      await wait(completeBackoffMs(attempt), signal);
    }
  }
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

export interface UploadDocumentInput {
  module: Module;
  projectId: string;
  /** A folder id, or 'root'. */
  folderId: string;
  file: File;
  author: string;
  /** 'standalone' on the upload pages: only .pdf .jpg .jpeg .png. */
  source?: 'folder' | 'standalone';
  /** The file this becomes a new version of, and the version's note. */
  versionOf?: string;
  versionNote?: string;
  /** Whole percent, 0 to 100, at most once per change. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const MISSING_ETAG =
  'The storage did not report the uploaded part (ETag header not exposed by its CORS settings).';

async function sendMultipart(
  start: MultipartUploadStart,
  file: File,
  progress: ProgressTotal,
  report: () => void,
  signal: AbortSignal | undefined,
): Promise<{ partNumber: number; etag: string }[]> {
  const urls = new Map<number, string>(start.parts.map((p: PartUrl) => [p.partNumber, p.url]));
  const etags = new Map<number, string>();

  /** URLs for the next parts without one, asked for in one call. */
  const fetchUrls = async (numbers: number[]) => {
    const { parts } = await api('getUploadParts', {
      params: { id: start.uploadId },
      body: { partNumbers: numbers.slice(0, PART_URLS_PER_CALL) },
      signal,
    });
    for (const p of parts) urls.set(p.partNumber, p.url);
  };
  let fetching: Promise<void> | undefined;
  const urlFor = async (partNumber: number, fresh: boolean): Promise<string> => {
    if (fresh) {
      await fetchUrls([partNumber]);
    } else if (!urls.has(partNumber)) {
      // One call brings the next hundred URLs; parts waiting for it share it.
      fetching ??= fetchUrls(
        missingPartNumbers(start.partCount, new Set(urls.keys())).filter((n) => n >= partNumber),
      ).finally(() => {
        fetching = undefined;
      });
      await fetching;
      if (!urls.has(partNumber)) await fetchUrls([partNumber]);
    }
    return urls.get(partNumber) as string;
  };

  const numbers = Array.from({ length: start.partCount }, (_, i) => i + 1);
  await runPool(numbers, PARALLEL_PARTS, async (partNumber) => {
    const { start: from, end } = partRange(partNumber, start.partSize, file.size);
    const body = file.slice(from, end);
    for (let attempt = 1; ; attempt++) {
      try {
        const url = await urlFor(partNumber, attempt > 1);
        const etag = await putFile(url, body, {
          signal,
          readEtag: true,
          onProgress: (p) => {
            progress.set(partNumber, p.loaded);
            report();
          },
        });
        if (!etag) throw new Error(MISSING_ETAG);
        etags.set(partNumber, etag);
        return;
      } catch (error) {
        progress.set(partNumber, 0);
        report();
        if (isAbortError(error) || signal?.aborted || attempt >= PART_ATTEMPTS) throw error;
      }
    }
  });
  return numbers.map((partNumber) => ({ partNumber, etag: etags.get(partNumber) as string }));
}

/** One file, start to finish; answers the recorded file. */
export async function uploadDocument(input: UploadDocumentInput): Promise<DocumentFile> {
  const { module, projectId, folderId, file, author, source = 'folder', onProgress, signal } = input;
  const { versionOf, versionNote } = input;
  const start = await api('startUpload', {
    body: {
      module,
      projectId,
      folderId,
      fileName: file.name,
      size: file.size,
      contentType: file.type,
      author,
      source,
      ...(versionOf && { versionOf, ...(versionNote && { versionNote }) }),
    },
    signal,
  });
  const progress = new ProgressTotal(file.size);
  let shown = -1;
  const report = () => {
    // 100 is said once the server has recorded the file.
    const percent = Math.min(99, progress.percent);
    if (percent !== shown) {
      shown = percent;
      onProgress?.(percent);
    }
  };
  report();
  try {
    if (start.mode === 'single') {
      await putFile(start.url, file, {
        headers: start.headers,
        signal,
        onProgress: (p) => {
          progress.set(1, p.loaded);
          report();
        },
      });
    } else {
      const parts = await sendMultipart(start, file, progress, report, signal);
      // Completed at S3 itself, where no API time limit applies however long it takes to assemble the parts.
      await tryAgainWhileItMayPass(async () => {
        const { complete } = await api('getUploadParts', {
          params: { id: start.uploadId },
          body: { complete: true },
          signal,
        });
        if (!complete) throw new Error('The server did not sign the request that completes the upload');
        await completeAtStorage(complete, parts, signal);
      }, signal);
    }
    // Then the API records it, after checking the object (size, type) and that the upload is the caller's.
    const recorded = await tryAgainWhileItMayPass(
      () => api('completeUpload', { params: { id: start.uploadId }, body: {}, signal }),
      signal,
    );
    onProgress?.(100);
    return recorded;
  } catch (error) {
    // A refusal, or a cancel: give the upload up on the server too (no signal: it must go out even when
    // cancelled). A failure that may still pass keeps the bytes: the server's own clean-up removes them
    // after a day if the upload is never recorded.
    if (!mayPass(error) || signal?.aborted) {
      void api('abortUpload', { params: { id: start.uploadId } }).catch(() => undefined);
    }
    throw error;
  }
}
