/** Serves the built web app like CloudFront does: files as they are, other paths fall back to index.html. */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  // pdf.js's data files (/pdfjs/): its decoders want application/wasm to compile while downloading.
  '.wasm': 'application/wasm',
  '.bcmap': 'application/octet-stream',
  '.icc': 'application/vnd.iccprofile',
  '.pfb': 'application/x-font-type1',
  '.ttf': 'font/ttf',
};

export function serveStatic(root: string, pathname: string, res: ServerResponse): void {
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web` (npm start does it for you).');
    return;
  }
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  const isFile = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
  if (!isFile && safe.startsWith('/pdfjs/')) {
    // A data file pdf.js asks for must not come back as the app's index.html (CloudFront answers 403 there).
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
    res.end('Not found');
    return;
  }
  const file = isFile ? candidate : index;
  // Hashed names, and pdf.js's files under a folder named by its version: never change at their URL.
  const hashed = isFile && /\/(assets|pdfjs)\//.test(candidate);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}
