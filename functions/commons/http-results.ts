/** How `endpoint()` sends the plain results of results.ts over HTTP. */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { STATUS_OF } from './error-response.ts';
import { escapeHtml } from './html.ts';
import { jsonResponse, redirect } from './responses.ts';
import type { FileAnswer, Page, SpecialResult } from './results.ts';

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:10vh auto;padding:0 1rem;color:#1f2933}' +
  'h1{font-size:1.4rem;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}' +
  'dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}' +
  'a.btn{display:inline-block;padding:.6rem 1.1rem;border-radius:6px;background:#1e3a5f;color:#fff;text-decoration:none;font-weight:600}' +
  'a.btn.secondary{background:#fff;color:#1e3a5f;border:1px solid #1e3a5f}' +
  '.notice{padding:.6rem .8rem;border-radius:6px;background:#fff4d6;border:1px solid #c98a00;font-weight:600}';

const PAGE_STATUS = (outcome: Page['outcome']): number =>
  outcome === 'ok' ? 200 : outcome === 'gone' ? 410 : STATUS_OF[outcome];

function pageResponse(p: Page): APIGatewayProxyResult {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(p.title)}</title>
<style>${PAGE_STYLE}</style>
</head><body>${p.content}</body></html>
`;
  return {
    statusCode: PAGE_STATUS(p.outcome),
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'",
      'Referrer-Policy': 'no-referrer',
      ...(p.retryAfterSeconds !== undefined && { 'Retry-After': String(p.retryAfterSeconds) }),
    },
    body,
  };
}

/**
 * A file to save under its name: an ASCII fallback for old clients and the exact name in RFC 5987's
 * `filename*` (a project name may have any letters).
 */
function fileResponse(f: FileAnswer): APIGatewayProxyResult {
  const ascii = f.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // A lone surrogate cannot be UTF-8 (encodeURIComponent would throw): it becomes U+FFFD.
  const wellFormed = f.fileName.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  const exact = encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return {
    statusCode: 200,
    headers: {
      'Content-Type': f.contentType,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
    body: f.body,
  };
}

export function toHttpResult(result: SpecialResult): APIGatewayProxyResult {
  switch (result.kind) {
    case 'redirect':
      return redirect(result.location);
    case 'page':
      return pageResponse(result);
    case 'accepted':
      return jsonResponse(202, result.body);
    case 'checked':
      return jsonResponse(200, result.body);
    case 'file':
      return fileResponse(result);
  }
}
