/** The words for what the data layer refuses (functions/data/refusals.ts): the data layer throws kinds only. */
import { TOO_MANY_PIN_PHOTOS } from '#shared/schemas/pins.ts';
import { AppError } from '../commons/errors.ts';
import { type RefusalKind, type RefusalSubject, Refused } from '../data/refusals.ts';

export const EMAIL_TAKEN = 'A user with this email already exists';
export const INVALID_CURSOR = 'Invalid cursor';
export const NOT_IN_BIN = 'Not in the recycle bin';
/** A file's write refused because the file changed since it was read (a move, a version, a restore meanwhile). */
export const FILE_CHANGED = 'The file was changed by someone else at the same time. Please try again.';

const WORDS: Partial<Record<`${RefusalKind}:${RefusalSubject}`, string>> = {
  'not-found:project': 'Project not found',
  'not-found:task': 'Task not found',
  'not-found:user': 'User not found',
  'conflict:email': EMAIL_TAKEN,
  'conflict:upload': 'Please try the upload again',
  'invalid:cursor': INVALID_CURSOR,
  'not-found:bin': NOT_IN_BIN,
  'conflict:pin': 'The pin was changed by someone else at the same time. Please try again.',
  'not-found:pin': 'Pin not found',
  'conflict:markup': 'The markup was changed at the same time elsewhere. Please try again.',
  'invalid:pin-photo': TOO_MANY_PIN_PHOTOS,
  'not-found:pin-photo': 'Photo not found',
};

/** A refusal as the caller reads it; any other error as it is. */
export function worded(error: unknown): unknown {
  if (!(error instanceof Refused)) return error;
  const words = WORDS[`${error.kind}:${error.subject}`];
  if (words === undefined) throw new Error(`no words for ${error.message}`);
  return new AppError(error.kind, words);
}

/** Runs a data call, wording what it refuses. */
export async function orWorded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw worded(error);
  }
}
