/** Turns any thrown error into `{ "error": "..." }` with a fitting status; internals are logged, never sent. */
import type { APIGatewayProxyResult } from 'aws-lambda';
import { AppError, type ErrorKind } from './errors.ts';
import { log } from './observability.ts';
import { jsonResponse } from './responses.ts';

/** The one place an error kind becomes an HTTP status. */
export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  'rate-limited': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

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
  if (error instanceof AppError) {
    const headers: Record<string, string> =
      error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    return jsonResponse(STATUS_OF[error.kind], { ...error.details, error: error.message }, headers);
  }
  const code = errorCode(error);
  if (code && UNAVAILABLE.has(code)) {
    log('error', 'backing service unavailable', {}, error);
    return jsonResponse(
      503,
      { error: 'The service is temporarily unavailable. Please try again.' },
      { 'Retry-After': '2' },
    );
  }
  log('error', 'unhandled error', {}, error);
  return jsonResponse(500, { error: 'Something went wrong on our side. Please try again.' });
}
