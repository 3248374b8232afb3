/**
 * Security headers shared by infra (CloudFront) and the local server. The Content-Security-Policy of the web app (a Vite React SPA):
 * - scripts only from our origin; 'wasm-unsafe-eval' lets pdf.js compile its WebAssembly image decoders
 *   (it allows WebAssembly compilation, not JavaScript eval);
 * - the pdf.js worker is a same-origin .mjs file, or a blob: URL (worker-src 'self' blob:);
 * - React and gantt-task-react set inline style attributes (style-src 'unsafe-inline');
 * - images: our files, data: (the QR code), blob: (previews) and the files bucket (presigned GETs);
 * - fetch/XHR: our /api and the files bucket (presigned PUT uploads, PDF downloads after the API's redirect);
 * - nothing may frame the app, no plugins, forms post only to us.
 */
export function contentSecurityPolicy(
  fileOrigins: readonly string[],
  options: { upgradeInsecure?: boolean } = {},
): string {
  const files = fileOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${files}`,
    "font-src 'self' data:",
    `connect-src 'self' ${files}`,
    `media-src 'self' blob: ${files}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Off locally: the S3 emulator answers plain HTTP.
    ...(options.upgradeInsecure === false ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/**
 * The security headers of every answer, as CloudFront sends them (infra/web-stack.ts builds its
 * response headers policy from these values) and as `npm start` sends them. HSTS only over HTTPS.
 */
export function securityHeaders(fileOrigins: readonly string[], options: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(fileOrigins, { upgradeInsecure: options.https }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(options.https && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}
