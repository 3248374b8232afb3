/** API Gateway settings the CDK stack and the local adapter must agree on. */

/** Request bodies of these types reach the Lambda base64-encoded. */
export const BINARY_MEDIA_TYPES = ['multipart/form-data', 'application/octet-stream', 'image/*'] as const;

/** API Gateway refuses larger request bodies. */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

/** API Gateway's integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 29_000;

export function isBinaryMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return BINARY_MEDIA_TYPES.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern,
  );
}
