/**
 * The errors any layer may throw, by what went wrong, never by HTTP status: the message is safe to
 * show to the caller. Only `error-response.ts` (used by `endpoint()`) turns a kind into a status.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-media'
  | 'rate-limited'
  | 'upstream-failed'
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** How long to wait before trying again (rate limits). */
    readonly retryAfterSeconds?: number,
    /** More of the answer beside the message (an import's problems, row by row). */
    readonly details?: object,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string) => new AppError('invalid', message);
/** Invalid, with the details the caller needs to fix it sent beside the message. */
export const invalidWith = (message: string, details: object) => new AppError('invalid', message, undefined, details);
export const unauthenticated = (message = 'Authentication required') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not-found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const tooLarge = (message: string) => new AppError('too-large', message);
export const unsupportedMedia = (message: string) => new AppError('unsupported-media', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('rate-limited', message, retryAfterSeconds);
/** A service we depend on (the mail server) refused the work. */
export const upstreamFailed = (message: string) => new AppError('upstream-failed', message);
export const unavailable = (message = 'The service is temporarily unavailable. Please try again.') =>
  new AppError('unavailable', message);
