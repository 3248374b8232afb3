import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { key: string; options: Record<string, unknown> }[] = [];
let answers: Record<string, (options: Record<string, unknown>) => unknown> = {};

vi.mock('../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client.ts')>()),
  api: vi.fn(async (key: string, options: Record<string, unknown>) => {
    calls.push({ key, options });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected call ${key}`);
    return answer(options);
  }),
}));

const puts: { url: string; size: number }[] = [];
let failPut: (url: string, attempt: number) => boolean = () => false;
const attempts = new Map<string, number>();

const completions: { url: string; partNumbers: number[]; etags: string[] }[] = [];
let failCompletion = 0;

vi.mock('../../../lib/upload.ts', async (importOriginal) => ({
  UploadError: (await importOriginal<typeof import('../../../lib/upload.ts')>()).UploadError,
  isAbortError: (e: unknown) => e instanceof DOMException && e.name === 'AbortError',
  completeAtStorage: vi.fn(async (request: { url: string }, parts: { partNumber: number; etag: string }[]) => {
    if (failCompletion > 0) {
      failCompletion -= 1;
      const { UploadError } = await importOriginal<typeof import('../../../lib/upload.ts')>();
      throw new UploadError(503, 'Slow Down');
    }
    completions.push({
      url: request.url,
      partNumbers: parts.map((p) => p.partNumber),
      etags: parts.map((p) => p.etag),
    });
  }),
  putFile: vi.fn(async (url: string, body: Blob, options: { onProgress?: (p: { loaded: number }) => void }) => {
    const n = (attempts.get(url) ?? 0) + 1;
    attempts.set(url, n);
    if (failPut(url, n)) throw new Error('network');
    options.onProgress?.({ loaded: body.size });
    puts.push({ url, size: body.size });
    return `"etag-${url}"`;
  }),
}));

const { uploadDocument } = await import('./upload-file.ts');

const target = { module: 'plan' as const, projectId: 'P', folderId: 'root', author: 'A' };

beforeEach(() => {
  calls.length = 0;
  puts.length = 0;
  completions.length = 0;
  failCompletion = 0;
  attempts.clear();
  failPut = () => false;
  answers = {
    completeUpload: (o) => ({ _id: (o.params as { id: string }).id }),
    abortUpload: () => undefined,
  };
});

/** The API's start of a multipart upload in parts of 4 bytes, one presigned URL a part. */
const multipartOf4Bytes = (uploadId: string, urls: string[]) => ({
  mode: 'multipart' as const,
  uploadId,
  partSize: 4,
  partCount: urls.length,
  parts: urls.map((url, i) => ({ partNumber: i + 1, url })),
});
describe('uploadDocument', () => {
  it('a small file: one PUT, then complete without parts', async () => {
    answers.startUpload = () => ({ mode: 'single', method: 'PUT', url: 'u1', headers: {}, uploadId: 'UP1' });
    const progress: number[] = [];
    const file = new File(['hello'], 'a.pdf', { type: 'application/pdf' });
    const done = await uploadDocument({ ...target, file, onProgress: (p) => progress.push(p) });
    expect(done).toEqual({ _id: 'UP1' });
    expect(calls[0]).toMatchObject({
      key: 'startUpload',
      options: { body: { fileName: 'a.pdf', size: 5, contentType: 'application/pdf', author: 'A', source: 'folder' } },
    });
    expect(calls.at(-1)).toMatchObject({ key: 'completeUpload', options: { body: {} } });
    expect(progress.at(-1)).toBe(100);
  });

  it('a large file: every part sent with its ETag, part URLs fetched past the first hundred', async () => {
    const partCount = 130;
    answers.startUpload = () => ({
      mode: 'multipart',
      uploadId: 'UP2',
      partSize: 2,
      partCount,
      parts: Array.from({ length: 100 }, (_, i) => ({ partNumber: i + 1, url: `p${i + 1}` })),
    });
    answers.getUploadParts = (o) => {
      const body = o.body as { partNumbers?: number[]; complete?: true };
      return {
        parts: (body.partNumbers ?? []).map((n) => ({ partNumber: n, url: `p${n}` })),
        ...(body.complete && { complete: { method: 'POST', url: 'complete-UP2' } }),
      };
    };
    const file = new File([new Uint8Array(2 * partCount - 1)], 'big.pdf');
    await uploadDocument({ ...target, file });
    expect(puts).toHaveLength(partCount);
    expect(puts.at(-1)).toEqual({ url: 'p130', size: 1 });
    expect(
      calls.filter((c) => c.key === 'getUploadParts' && !(c.options.body as { complete?: true }).complete),
    ).toHaveLength(1);
    // Big uploads: the parts list goes to S3 with the presigned complete request; the API then records it.
    expect(completions).toHaveLength(1);
    expect(completions[0]?.url).toBe('complete-UP2');
    expect(completions[0]?.partNumbers).toEqual(Array.from({ length: partCount }, (_, i) => i + 1));
    expect(completions[0]?.etags[129]).toBe('"etag-p130"');
    expect(calls.at(-1)).toMatchObject({ key: 'completeUpload', options: { body: {} } });
  });

  it('big uploads: a multipart upload is completed at the storage (tried again while it may pass), then recorded by the API without its parts', async () => {
    answers.startUpload = () => multipartOf4Bytes('UP5', ['c1', 'c2']);
    answers.getUploadParts = () => ({ parts: [], complete: { method: 'POST', url: 'complete-UP5' } });
    failCompletion = 1;
    const done = await uploadDocument({ ...target, file: new File([new Uint8Array(8)], 'tower.pdf') });
    expect(done).toEqual({ _id: 'UP5' });
    expect(completions).toEqual([{ url: 'complete-UP5', partNumbers: [1, 2], etags: ['"etag-c1"', '"etag-c2"'] }]);
    expect(calls.filter((c) => c.key === 'getUploadParts').map((c) => c.options.body)).toEqual([
      { complete: true },
      { complete: true },
    ]);
    expect(calls.filter((c) => c.key === 'completeUpload').map((c) => c.options.body)).toEqual([{}]);
    expect(calls.map((c) => c.key)).not.toContain('abortUpload');
  });

  it('retries a failed part with a fresh URL', async () => {
    answers.startUpload = () => multipartOf4Bytes('UP3', ['a1', 'a2']);
    answers.getUploadParts = (o) =>
      (o.body as { complete?: true }).complete
        ? { parts: [], complete: { method: 'POST', url: 'complete-UP3' } }
        : { parts: [{ partNumber: 2, url: 'fresh2' }] };
    failPut = (url) => url === 'a2';
    await uploadDocument({ ...target, file: new File([new Uint8Array(8)], 'x.bin') });
    expect(puts.map((p) => p.url).sort()).toEqual(['a1', 'fresh2']);
  });

  it('gives the upload up on the server when a part keeps failing', async () => {
    answers.startUpload = () => multipartOf4Bytes('UP4', ['b1']);
    answers.getUploadParts = () => ({ parts: [{ partNumber: 1, url: 'b1' }] });
    failPut = () => true;
    await expect(uploadDocument({ ...target, file: new File([new Uint8Array(4)], 'x.bin') })).rejects.toThrow(
      'network',
    );
    await Promise.resolve();
    expect(calls.map((c) => c.key)).toContain('abortUpload');
    expect(calls.map((c) => c.key)).not.toContain('completeUpload');
  });
});
