/** Turns any thrown error into `{ "error": "..." }` with a fitting status; internals are logged, never sent. */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { HttpError } from './http-error.ts';
import { jsonResponse } from './responses.ts';

/** Errors that mean a backing service (DynamoDB, S3, SES) could not be reached or was overloaded. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'TimeoutError',
  'RequestTimeout',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalServerError',
  'SlowDown',
]);

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause ? (errorCode(cause) ?? error.name) : error.name;
}

export function toErrorResponse(error: unknown): APIGatewayProxyResult {
  if (error instanceof HttpError) return jsonResponse(error.status, { error: error.message }, error.headers);
  const code = errorCode(error);
  if (code && UNAVAILABLE.has(code)) {
    console.error('backing service unavailable', error);
    return jsonResponse(
      503,
      { error: 'The service is temporarily unavailable. Please try again.' },
      { 'Retry-After': '2' },
    );
  }
  console.error('unhandled error', error);
  return jsonResponse(500, { error: 'Something went wrong on our side. Please try again.' });
}
