/** The plain page a share link answers when it cannot give the file. */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { escapeHtml } from '../commons/html.ts';

export function sharePage(
  statusCode: number,
  title: string,
  message: string,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2933}h1{font-size:1.4rem}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>
`;
  return {
    statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      ...headers,
    },
    body,
  };
}
