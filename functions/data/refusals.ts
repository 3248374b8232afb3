/**
 * What a data function refuses, by kind (the error kinds of functions/commons/errors.ts) and by what it is
 * about, never in words: the data layer chooses no user-facing text. The domain catches a refusal and words
 * it (functions/domain/refusals.ts); see docs/architecture.md#layers-and-what-each-may-import.
 */
import type { ErrorKind } from '../commons/errors.ts';

export type RefusalKind = Extract<ErrorKind, 'invalid' | 'not-found' | 'conflict'>;

/**
 * email: an email another user holds; upload: a pending upload's write lost a race (or was confirmed
 * already); file, folder: the item changed since it was read (conflict) or is gone or being deleted
 * (not-found); folder-name: a sibling holds the name; cursor: a page cursor that is not this list's; bin: an
 * object no longer in the recycle bin, or being erased; daily-log: the log changed since it was read; markup:
 * the markup changed or was deleted since it was read; pin-photo: a pin's photos are full (invalid) or the
 * photo is gone (not-found).
 */
export type RefusalSubject =
  | 'project'
  | 'task'
  | 'user'
  | 'email'
  | 'upload'
  | 'file'
  | 'folder'
  | 'folder-name'
  | 'cursor'
  | 'bin'
  | 'daily-log'
  | 'import'
  | 'pin'
  | 'pin-photo'
  | 'baseline'
  | 'markup';

export class Refused extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly subject: RefusalSubject,
  ) {
    super(`refused (${kind}): ${subject}`);
    this.name = 'Refused';
  }
}
