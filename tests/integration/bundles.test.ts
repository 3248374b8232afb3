/**
 * The shipped artifact is what is tested: the esbuild bundles AWS runs (`npm run build:functions`),
 * driven through a second local stack started with LAMBDA_BUNDLES=1. A real job end to end (sign-in,
 * a project, a folder, an upload, a task, a share link, a print order), then every endpoint of the
 * contract at least once, so a bundling mistake (a missing file, a module that fails to load) shows here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, endpointKeys } from '#shared/contract.ts';
import type { ShareLinkCreated } from '#shared/models/sharing.ts';
import { buildFunctions } from '../../infra/build-functions.ts';
import { demoDrawingSet } from '../../local/seed/pdf.ts';
import { readSettings } from '../../local/settings.ts';
import type { Endpoints } from '../../local/stack.ts';
import { startStack } from '../../local/stack.ts';
import { ENDS_CALLER_SESSION } from '../support/contract-requests.ts';

const ADMIN = { email: 'bundle-admin@example.com', password: 'bundle smoke admin password 2026' };
let dir = '';
let child: ChildProcess | undefined;
let base = '';

async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: T; type: string }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, body: (type.includes('json') && text ? JSON.parse(text) : text) as T };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-office-bundles-'));
  const built = await buildFunctions({ outDir: join(dir, 'dist') });
  child = spawn(process.execPath, ['--import', 'tsx', 'local/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: join(dir, 'data'),
      SEED: 'none',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LAMBDA_BUNDLES: '1',
      LAMBDA_BUNDLES_DIR: join(built.outDir, 'functions'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Ready on http://localhost:')) resolve();
    });
    child?.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child?.once('exit', (code) => reject(new Error(`bundle stack exited (${code}):\n${output.join('')}`)));
  });
  const endpoints = JSON.parse(readFileSync(join(dir, 'data', 'endpoints.json'), 'utf8')) as Endpoints;
  base = endpoints.web;
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the built Lambda bundles, as shipped (LAMBDA_BUNDLES=1)', () => {
  const ids: Record<string, string> = {};
  let token = '';

  it('do a real job: sign in, a project, a folder, an upload, a task, a share link, a print order', async () => {
    const login = await api<{ access_token: string }>('POST', '/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    token = login.body.access_token;

    const project = await api<{ _id: string }>('POST', '/api/projects', {
      token,
      body: { name: 'Bundle smoke: Dufferin Grove townhouses', description: 'Built bundles' },
    });
    expect(project.status).toBe(201);
    ids.projectId = project.body._id;

    const folder = await api<{ _id: string }>('POST', '/api/folders', {
      token,
      body: { name: 'Structural', module: 'plan', projectId: ids.projectId },
    });
    expect(folder.status).toBe(201);
    ids.folderId = folder.body._id;

    const form = new FormData();
    form.set('projectId', ids.projectId);
    form.set('folderId', ids.folderId);
    form.set('author', 'Structural engineer');
    form.set(
      'file',
      new Blob([new Uint8Array(demoDrawingSet('Footing plan', 'S-101', 1))], { type: 'application/pdf' }),
      'S-101 Footing plan.pdf',
    );
    const upload = await api<{ _id: string }>('POST', '/api/upload/plan', { token, form });
    expect(upload.status).toBe(201);
    ids.fileId = upload.body._id;

    const task = await api<{ _id: string }>('POST', '/api/tasks', {
      token,
      body: {
        projectId: ids.projectId,
        task_name: 'Pour footings',
        schedule_start: '2026-12-01',
        schedule_finish: '2026-12-03',
      },
    });
    expect(task.status).toBe(201);
    ids.taskId = task.body._id;

    const share = await api<ShareLinkCreated>('POST', '/api/share-file', {
      token,
      body: { fileId: ids.fileId, module: 'plan', hoursValid: 24 },
    });
    expect(share.status).toBe(201);
    const opened = await fetch(share.body.link, { redirect: 'manual' });
    expect(opened.status).toBe(302);

    const print = await api<{ orderId: string }>('POST', '/api/print-request', {
      token,
      body: {
        fileId: ids.fileId,
        module: 'plan',
        size: '24"x36"',
        copies: 2,
        productionTime: 'next day',
        deliveryMethod: 'pickup',
      },
    });
    expect(print.status, JSON.stringify(print.body)).toBe(201);
  });

  it('answer every endpoint of the contract through its own bundle, never with a crash', async () => {
    expect(token).not.toBe('');
    const value = (name: string): string =>
      name === 'module' ? 'plan' : name === 'index' ? '0' : name === 'token' ? 'x.y' : (ids[name] ?? ids.fileId ?? '');
    const answered: string[] = [];
    // Signing out last, so every other call runs signed in (past authentication, into its own code).
    const order = [
      ...endpointKeys.filter((k) => !ENDS_CALLER_SESSION.includes(k)),
      ...endpointKeys.filter((k) => ENDS_CALLER_SESSION.includes(k)),
    ];
    let signedIn = 0;
    for (const key of order) {
      const def = contract[key];
      const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name === 'id' ? 'fileId' : name));
      const res = await api(def.method, path, {
        token,
        ...(def.method === 'POST' || def.method === 'PUT' ? { body: {} } : {}),
      });
      // 4xx is a fine answer to an empty body; a 5xx would be a bundle that failed to load or run.
      expect(res.status, `${key}: ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
      if (res.status >= 400) expect(res.type, key).toMatch(/json|html/);
      if (res.status !== 401) signedIn++;
      answered.push(key);
    }
    expect(answered.sort()).toEqual([...endpointKeys].sort());
    expect(signedIn).toBe(endpointKeys.length);
    // Every bundle is loaded cold, one after another: the time grows with the number of endpoints.
  }, 180_000);

  it('LAMBDA_BUNDLES=1 without the bundles refuses to start, and says what to run', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'site-office-no-bundles-'));
    try {
      const settings = readSettings({
        PORT: '0',
        DATA_DIR: join(empty, 'data'),
        LAMBDA_BUNDLES: '1',
        LAMBDA_BUNDLES_DIR: empty,
      });
      await expect(startStack(settings)).rejects.toThrow(
        /LAMBDA_BUNDLES=1 needs the Lambda bundles.*npm run build:functions/,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
