/**
 * Uploads straight to S3 through a presigned URL (docs/architecture.md#files-go-straight-to-s3). fetch cannot report upload
 * progress, so this is XMLHttpRequest: one PUT, a progress callback, and abort through an AbortSignal.
 * Used by the site report's photos; the document screens can use it for their files too.
 */

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100, whole. */
  percent: number;
}

export interface PutFileOptions {
  /** Headers the presigned URL was signed with (Content-Type at least). */
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  method?: 'PUT' | 'POST';
  /** Answers with the response's ETag header (multipart parts need it); undefined when not exposed. */
  readEtag?: boolean;
}

/** The storage answered with a non-2xx status. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was cancelled', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * PUTs `body` to `url`. Resolves with the ETag (when asked and visible) once the storage answered 2xx;
 * rejects with UploadError (HTTP status), a TypeError-like Error (network), or the abort reason.
 */
export function putFile(url: string, body: Blob, options: PutFileOptions = {}): Promise<string | undefined> {
  const { headers = {}, onProgress, signal, method = 'PUT', readEtag = false } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : body.size;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: body.size, total: body.size, percent: 100 });
        resolve(readEtag ? (xhr.getResponseHeader('ETag') ?? undefined) : undefined);
      } else {
        reject(new UploadError(xhr.status, `The upload failed (status ${xhr.status})`));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new Error('The upload failed: no connection to the storage'));
    };
    xhr.onabort = () => {
      done();
      reject(signal ? abortError(signal) : new DOMException('The upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** S3's CompleteMultipartUpload body: the parts in order, each with the ETag its PUT answered. */
export function completeMultipartXml(parts: readonly { partNumber: number; etag: string }[]): string {
  const items = [...parts]
    .sort((a, b) => a.partNumber - b.partNumber)
    .map((p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${xmlText(p.etag)}</ETag></Part>`);
  return `<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${items.join('')}</CompleteMultipartUpload>`;
}

/**
 * Completes a multipart upload at the storage with the presigned request the API signed, however long S3
 * takes to assemble the parts (no API time limit on the way). S3 may answer 200 and still report an error
 * in the body while it worked: that is a failure too. 404 (NoSuchUpload) after an earlier try whose answer
 * was lost means it is already complete: the API's record step checks the object either way.
 */
export async function completeAtStorage(
  request: { method: 'POST'; url: string },
  parts: readonly { partNumber: number; etag: string }[],
  signal?: AbortSignal,
): Promise<void> {
  const res = await fetch(request.url, {
    method: request.method,
    headers: { 'Content-Type': 'application/xml' },
    body: completeMultipartXml(parts),
    signal,
  });
  const text = await res.text();
  if (res.status === 404 && text.includes('NoSuchUpload')) return;
  if (!res.ok || text.includes('<Error>')) {
    throw new UploadError(
      res.ok ? 500 : res.status,
      `Completing the upload at the storage failed (status ${res.status})`,
    );
  }
}
