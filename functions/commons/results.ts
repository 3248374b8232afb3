/**
 * Answers other than the contract's JSON body, as plain values: a domain function returns one of these
 * and `endpoint()` turns it into HTTP (http-results.ts). The contract says which an endpoint may give:
 * `status: 302` a redirect, `answersHtml` a page, `acceptsLater` an accepted answer, `answersFile` a file,
 * `previews` a checked answer.
 */
import type { ErrorKind } from './errors.ts';

const RESULT = Symbol('result');

/** Go to another address (a presigned file URL). */
export interface Redirect {
  readonly [RESULT]: true;
  readonly kind: 'redirect';
  readonly location: string;
}

/** A small HTML page for a person following a link; `outcome` is what happened (ok, not found, ...). */
export interface Page {
  readonly [RESULT]: true;
  readonly kind: 'page';
  readonly outcome: 'ok' | 'gone' | ErrorKind;
  readonly title: string;
  /** The page's body markup, already escaped. */
  readonly content: string;
  readonly retryAfterSeconds?: number;
}

/** Taken on, still working: the body says how to follow the work. */
export interface Accepted<T> {
  readonly [RESULT]: true;
  readonly kind: 'accepted';
  readonly body: T;
}

/** Checked, nothing written (a preview): 200 with the body. */
export interface Checked<T> {
  readonly [RESULT]: true;
  readonly kind: 'checked';
  readonly body: T;
}

/** A file to save: its text, its media type and the name the browser saves it under. */
export interface FileAnswer {
  readonly [RESULT]: true;
  readonly kind: 'file';
  readonly body: string;
  readonly contentType: string;
  readonly fileName: string;
}

export type SpecialResult = Redirect | Page | Accepted<unknown> | Checked<unknown> | FileAnswer;

export const redirectTo = (location: string): Redirect => ({ [RESULT]: true, kind: 'redirect', location });
export const page = (outcome: Page['outcome'], title: string, content: string, retryAfterSeconds?: number): Page => ({
  [RESULT]: true,
  kind: 'page',
  outcome,
  title,
  content,
  ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
});
export const accepted = <T>(body: T): Accepted<T> => ({ [RESULT]: true, kind: 'accepted', body });
export const checked = <T>(body: T): Checked<T> => ({ [RESULT]: true, kind: 'checked', body });
export const fileAnswer = (body: string, contentType: string, fileName: string): FileAnswer => ({
  [RESULT]: true,
  kind: 'file',
  body,
  contentType,
  fileName,
});

export function isSpecialResult(value: unknown): value is SpecialResult {
  return typeof value === 'object' && value !== null && RESULT in value;
}
