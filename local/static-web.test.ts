import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-web.ts';

let server: Server;
let base = '';

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(root, 'pdfjs', '1.0.0', 'wasm'), { recursive: true });
  writeFileSync(join(root, 'pdfjs', '1.0.0', 'wasm', 'jbig2.wasm'), new Uint8Array([0, 97, 115, 109]));
  server = createServer((req, res) => serveStatic(root, new URL(req.url ?? '/', 'http://x').pathname, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local static server and pdf.js data files', () => {
  it('R1: serves a pdf.js decoder as application/wasm, cached for good (its folder names the version)', async () => {
    const res = await fetch(`${base}/pdfjs/1.0.0/wasm/jbig2.wasm`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/wasm');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0, 97, 115, 109]));
  });

  it('R1: answers 404 for a missing pdf.js file, not the app page', async () => {
    const res = await fetch(`${base}/pdfjs/1.0.0/wasm/openjpeg.wasm`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<!doctype html>');
  });

  it('still answers app routes with index.html', async () => {
    const res = await fetch(`${base}/view_file/plan/abc`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>app</title>');
  });
});
