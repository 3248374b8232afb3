import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAbortError, percentOf, putFile, UploadError } from './upload.ts';

/** Just enough XMLHttpRequest to drive putFile. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  body: unknown;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name === 'ETag' ? '"abc"' : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('percentOf', () => {
  it('is a whole percent from 0 to 100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(12, 10)).toBe(100);
  });
});

describe('putFile', () => {
  it('PUTs with the signed headers, reports progress and ends at 100', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const blob = new Blob(['0123456789']);
    const done = putFile('https://s3.example/obj', blob, {
      headers: { 'Content-Type': 'image/png' },
      onProgress: (p) => progress.push(p.percent),
      readEtag: true,
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers]).toEqual([
      'PUT',
      'https://s3.example/obj',
      { 'Content-Type': 'image/png' },
    ]);
    expect(xhr.body).toBe(blob);
    xhr.upload.onprogress?.({ loaded: 4, total: 10, lengthComputable: true });
    xhr.status = 200;
    xhr.onload?.();
    expect(await done).toBe('"abc"');
    expect(progress).toEqual([40, 100]);
  });

  it('fails with the status when the storage refuses', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = putFile('https://s3.example/obj', new Blob(['x']));
    FakeXhr.last.status = 403;
    FakeXhr.last.onload?.();
    await expect(done).rejects.toBeInstanceOf(UploadError);
    await expect(done).rejects.toMatchObject({ status: 403 });
  });

  it('stops when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const done = putFile('https://s3.example/obj', new Blob(['x']), { signal: controller.signal });
    controller.abort(new DOMException('stop', 'AbortError'));
    const error = await done.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    await expect(putFile('u', new Blob(['x']), { signal: controller.signal })).rejects.toBeDefined();
  });
});
