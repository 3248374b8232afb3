/**
 * L3: the local server (`npm start`) answers like the deployed app: a malformed %-escape is a clear
 * 400 (never a 500 or a hang), and every answer carries the security headers CloudFront sends, from
 * the same definition (shared/security-headers.ts), HSTS aside.
 */
import { describe, expect, inject, it } from 'vitest';
import { call } from '../support/api.ts';

const web = () => inject('endpoints').web;

describe('L3: the local server', () => {
  it('L3: a malformed %-escape in an API path answers 400 with a JSON error', async () => {
    const res = await call('/api/tasks/%E0%A4%A', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('L3: a malformed %-escape in a page path answers 400 at once, never hangs', async () => {
    const res = await fetch(`${web()}/planfile_list/%E0%A4%A`, { signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(400);
  });

  // CI of 2026-11-24: the fuzz suite sent a 200,000-character query with a body; the server refused the
  // oversized headers and closed the socket while the client was still writing, so fetch failed with
  // EPIPE instead of reading the 431. The refusal must reach the client every time.
  it('CI-EPIPE: an oversized URL with a body is answered 431 with JSON, never a broken connection', async () => {
    const long = 'x'.repeat(200_000);
    const body = { name: 'y'.repeat(200_000) };
    for (let i = 0; i < 20; i += 1) {
      const res = await call(`/api/projects?q=${long}`, { method: 'POST', body });
      expect(res.status).toBe(431);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it.each(['/', '/app_home', '/api/auth/me', '/api/nowhere'])('L3: %s carries the security headers', async (path) => {
    const res = await fetch(`${web()}${path}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(new URL(inject('endpoints').s3).origin);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
