/**
 * Document-area figures: upload throughput of our presigned path against a raw PUT into the same S3
 * emulator, the first page of a 10,000-file folder, and requests per second on a folder listing with
 * 20 concurrent clients.
 */

import { FILES_BUCKET, type RunningStack } from '../local/stack.ts';
import type { DocumentFile, Folder, UploadParts, UploadStart } from '../shared/models/documents.ts';
import type { LoginResponse, Project } from '../shared/models.ts';
import { BenchClient } from './client.ts';
import { BENCH_ADMIN } from './stack.ts';
import { round, summarize } from './timing.ts';

const MiB = 1024 * 1024;
const PART_CONCURRENCY = 4;

async function signedIn(stack: RunningStack) {
  const anonymous = new BenchClient(stack.endpoints.web);
  const session = (await anonymous.call<LoginResponse>('POST', '/api/auth/login', BENCH_ADMIN)).body;
  const api = anonymous.withToken(session.access_token);
  const project = (await api.call<Project>('POST', '/api/projects', { name: `Documents bench ${Date.now()}` })).body;
  return { api, project };
}

async function putPart(url: string, body: Uint8Array<ArrayBuffer>): Promise<string> {
  const res = await fetch(url, { method: 'PUT', body });
  if (!res.ok) throw new Error(`part PUT ${res.status}`);
  return res.headers.get('etag') ?? '';
}

/** Our path, as the browser takes it: start, parts in parallel (fresh URLs as needed), complete. */
async function uploadThroughApi(
  api: BenchClient,
  projectId: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<DocumentFile> {
  const start = await api.call<UploadStart>('POST', '/api/uploads', {
    module: 'plan',
    projectId,
    folderId: 'root',
    fileName: `bench-${bytes.length}.pdf`,
    size: bytes.length,
    contentType: 'application/pdf',
    author: 'Bench',
  });
  if (start.status !== 201) throw new Error(`start ${start.status} ${JSON.stringify(start.body)}`);
  const s = start.body;
  if (s.mode === 'single') {
    const res = await fetch(s.url, { method: 'PUT', headers: s.headers, body: bytes });
    if (!res.ok) throw new Error(`PUT ${res.status}`);
  } else {
    const urls = new Map(s.parts.map((p) => [p.partNumber, p.url]));
    const etags: { partNumber: number; etag: string }[] = [];
    let next = 1;
    const worker = async () => {
      while (next <= s.partCount) {
        const partNumber = next++;
        if (!urls.has(partNumber)) {
          const wanted = Array.from({ length: Math.min(100, s.partCount - partNumber + 1) }, (_, i) => partNumber + i);
          const more = await api.call<UploadParts>('POST', `/api/uploads/${s.uploadId}/parts`, { partNumbers: wanted });
          for (const p of more.body.parts) urls.set(p.partNumber, p.url);
        }
        const from = (partNumber - 1) * s.partSize;
        etags.push({
          partNumber,
          etag: await putPart(urls.get(partNumber) as string, bytes.subarray(from, from + s.partSize)),
        });
      }
    };
    await Promise.all(Array.from({ length: PART_CONCURRENCY }, worker));
    etags.sort((a, b) => a.partNumber - b.partNumber);
    const done = await api.call<DocumentFile>('POST', `/api/uploads/${s.uploadId}/complete`, { parts: etags });
    if (done.status !== 201) throw new Error(`complete ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  }
  const done = await api.call<DocumentFile>('POST', `/api/uploads/${s.uploadId}/complete`, {});
  if (done.status !== 201) throw new Error(`complete ${done.status}`);
  return done.body;
}

/** One raw PUT of the whole body; a dropped connection (the emulator is busy) is tried once more. */
async function rawPutSeconds(url: string, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const started = performance.now();
    try {
      const res = await fetch(url, { method: 'PUT', body: bytes });
      if (!res.ok) throw new Error(`raw PUT answered ${res.status}`);
      return (performance.now() - started) / 1000;
    } catch (error) {
      if (attempt >= 2) throw error;
      console.warn(`raw PUT failed (${(error as Error).message}); trying once more`);
    }
  }
}

export interface ThroughputRow {
  size: string;
  apiMiBps: number;
  rawMiBps: number;
  ratio: number;
}

export async function measureUploadThroughput(stack: RunningStack, sizesMiB = [100, 1024]): Promise<ThroughputRow[]> {
  const { api, project } = await signedIn(stack);
  const rows: ThroughputRow[] = [];
  for (const size of sizesMiB) {
    const bytes = new Uint8Array(new ArrayBuffer(size * MiB));
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i & 0xff;
    const raw = await rawPutSeconds(`${stack.endpoints.s3}/${FILES_BUCKET}/bench/raw-${size}`, bytes);
    const t1 = performance.now();
    await uploadThroughApi(api, project._id, bytes);
    const ours = (performance.now() - t1) / 1000;
    rows.push({
      size: `${size} MiB`,
      apiMiBps: round(size / ours, 1),
      rawMiBps: round(size / raw, 1),
      ratio: round(raw / ours),
    });
  }
  return rows;
}

export interface FolderListing {
  files: number;
  firstPageMs: { p50: number; p95: number };
  firstPageItems: number;
  dynamodbRequests: number;
  loadRps: number;
  loadErrors: number;
  loadRequests: number;
}

/** Fills a folder with `count` files through the real small-upload endpoint, 20 at a time. */
async function fillFolder(base: string, token: string, projectId: string, folderId: string, count: number) {
  for (let i = 0; i < count; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async (_, j) => {
        const form = new FormData();
        form.set('projectId', projectId);
        form.set('folderId', folderId);
        form.set('author', 'Bench');
        form.set('file', new Blob([`file ${i + j}`], { type: 'application/pdf' }), `sheet-${i + j}.pdf`);
        const res = await fetch(`${base}/api/upload/plan`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        if (res.status !== 201) throw new Error(`upload ${res.status} ${await res.text()}`);
      }),
    );
  }
}

export async function measureFolderListing(
  stack: RunningStack,
  count = 10_000,
  concurrency = 20,
  requests = 400,
): Promise<FolderListing> {
  const anonymous = new BenchClient(stack.endpoints.web);
  const session = (await anonymous.call<LoginResponse>('POST', '/api/auth/login', BENCH_ADMIN)).body;
  const api = anonymous.withToken(session.access_token);
  const project = (await api.call<Project>('POST', '/api/projects', { name: `Big folder ${Date.now()}` })).body;
  const folder = (
    await api.call<Folder>('POST', '/api/folders', { name: 'Big', module: 'plan', projectId: project._id })
  ).body;
  await fillFolder(stack.endpoints.web, session.access_token, project._id, folder._id, count);
  const path = `/api/files/plan?folderId=${folder._id}&projectId=${project._id}`;
  const samples: number[] = [];
  let last = await api.call<{ files: unknown[] }>('GET', path);
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    last = await api.call<{ files: unknown[] }>('GET', path);
    samples.push(performance.now() - t);
  }
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < requests) {
        sent += 1;
        const res = await api.call('GET', path);
        if (res.status !== 200) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const s = summarize(samples);
  return {
    files: count,
    firstPageMs: { p50: round(s.p50), p95: round(s.p95) },
    firstPageItems: last.body.files.length,
    dynamodbRequests: last.dynamodbRequests,
    loadRps: round(requests / seconds, 1),
    loadErrors: errors,
    loadRequests: requests,
  };
}
