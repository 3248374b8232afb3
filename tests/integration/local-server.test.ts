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
