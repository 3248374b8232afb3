/**
 * Every rate limit of the app, with its numbers, and the one way to apply them: count the attempt
 * first (atomically), then do the work; a refused attempt answers 429 with Retry-After at once.
 */
import { rateLimited } from '../commons/errors.ts';
import { giveBack, hit, type WindowRule } from '../data/rate-limits.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Sign-in: failures of one email from one client address (the owner's own typing mistakes). */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: WindowRule = { limit: 5, windowMs: 15 * MINUTE };
/** Sign-in: failures from one client address, whichever emails it tries. */
export const SIGN_IN_PER_ADDRESS: WindowRule = { limit: 30, windowMs: 15 * MINUTE };
/**
 * Sign-in: failures of one email from anywhere. Past `free`, each attempt from an address without a
 * successful sign-in to this email in the last `knownAddressMs` waits its turn: a growing delay.
 */
export const SIGN_IN_PER_ACCOUNT = {
  windowMs: HOUR,
  free: 10,
  firstDelayMs: 2 * SECOND,
  maxDelayMs: 5 * MINUTE,
  knownAddressMs: 30 * 24 * HOUR,
} as const;
/** Profile save: wrong current passwords per user. */
export const CURRENT_PASSWORD_PER_USER: WindowRule = { limit: 5, windowMs: 15 * MINUTE };
/** Print orders per user. */
export const PRINT_ORDERS_PER_USER: WindowRule = { limit: 10, windowMs: HOUR };
/** Openings of one share link. */
export const SHARE_OPENINGS_PER_LINK: WindowRule = { limit: 60, windowMs: HOUR };

/** The wait before the k-th sign-in attempt (k >= 1) past an account's free ones: doubling, capped. */
export function accountDelayMs(k: number): number {
  return Math.min(SIGN_IN_PER_ACCOUNT.firstDelayMs * 2 ** Math.min(k - 1, 30), SIGN_IN_PER_ACCOUNT.maxDelayMs);
}

/** "45 seconds", "1 minute", "14 minutes". */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface Limit {
  /** The counter's name; `subject` says whose attempts it counts. */
  name: string;
  subject: string;
  rule: WindowRule;
  /** The message of a refusal, given the seconds to wait. */
  refusal: (retryAfterSeconds: number) => string;
}

export interface Taken {
  name: string;
  subject: string;
  windowStart: number;
  count: number;
}

/** Counts one attempt against `limit`, or throws 429 with Retry-After. */
export async function take(limit: Limit, now: Date): Promise<Taken> {
  const result = await hit(limit.name, limit.subject, limit.rule, now);
  if (!result.allowed) throw rateLimited(limit.refusal(result.retryAfterSeconds), result.retryAfterSeconds);
  return { name: limit.name, subject: limit.subject, windowStart: result.windowStart, count: result.count };
}

/** Gives back attempts that need not count (the work succeeded, or a later limit refused). */
export async function giveBackAll(taken: Taken[]): Promise<void> {
  await Promise.all(taken.map((t) => giveBack(t.name, t.subject, t.windowStart)));
}

/** Counts one attempt against each limit in turn; if one refuses, the others are given back. */
export async function takeAll(limits: Limit[], now: Date): Promise<Taken[]> {
  const taken: Taken[] = [];
  try {
    for (const limit of limits) taken.push(await take(limit, now));
  } catch (error) {
    await giveBackAll(taken);
    throw error;
  }
  return taken;
}
