/** The plain page a share link answers when it cannot give the file. */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { escapeHtml } from '../commons/html.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:10vh auto;padding:0 1rem;color:#1f2933}' +
  'h1{font-size:1.4rem;overflow-wrap:anywhere}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}' +
  'dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}' +
  'a.btn{display:inline-block;padding:.6rem 1.1rem;border-radius:6px;background:#1e3a5f;color:#fff;text-decoration:none;font-weight:600}' +
  'a.btn.secondary{background:#fff;color:#1e3a5f;border:1px solid #1e3a5f}';

function htmlResult(statusCode: number, title: string, content: string, headers: Record<string, string> = {}) {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head><body>${content}</body></html>
`;
  return {
    statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'",
      'Referrer-Policy': 'no-referrer',
      ...headers,
    },
    body,
  };
}

export interface SharedFileFacts {
  fileName: string;
  sizeText: string;
  projectName: string;
  sharedBy: string;
  until: string;
  /** PDFs and pictures can be viewed in the browser; other files only downloaded. */
  viewable: boolean;
}

/** What a person opening a link sees: what the file is, who shared it, until when; Download and View. */
export function shareLandingPage(facts: SharedFileFacts): APIGatewayProxyResult {
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return htmlResult(
    200,
    facts.fileName,
    `<h1>${escapeHtml(facts.fileName)}</h1><dl>${row('Size', facts.sizeText)}${row('Project', facts.projectName)}${row(
      'Shared by',
      facts.sharedBy,
    )}${row('Link valid until', facts.until)}</dl><div class="actions"><a class="btn" href="?get=download">Download</a>${
      facts.viewable ? '<a class="btn secondary" href="?get=view">View</a>' : ''
    }</div>`,
  );
}

export function sharePage(
  statusCode: number,
  title: string,
  message: string,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return htmlResult(statusCode, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`, headers);
}
