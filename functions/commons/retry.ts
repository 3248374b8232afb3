/**
 * The one retry policy of the server code (docs/architecture.md#one-retry-policy): a bounded number of
 * attempts, a full-jitter exponential wait between them, and a predicate that says which failures are worth
 * another attempt. Nothing retries forever.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt is at most this (ms); it doubles per attempt. */
  baseMs: number;
  /** No wait is longer than this (ms). */
  maxMs: number;
}

/** Unprocessed keys or items of a DynamoDB batch request: sent again for about 8 s at most. */
export const BATCH_RETRY: RetryPolicy = { attempts: 12, baseMs: 50, maxMs: 1000 };

/** Full jitter: a random wait up to base * 2^attempt, capped (attempt 0 is the wait after the first failure). */
export function jitteredWait(policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>, attempt: number): number {
  return Math.random() * Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The policy's wait after failed attempt `attempt` (0 for the first), for loops bounded by time, not by count. */
export const waitBeforeRetry = (policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>, attempt: number): Promise<void> =>
  pause(jitteredWait(policy, attempt));

/**
 * Runs `work` until it succeeds, `retryOn` says a failure is final, or the attempts are used up; then the
 * last error is thrown. `work` receives the attempt number (0 for the first).
 */
export async function retry<T>(
  work: (attempt: number) => Promise<T>,
  policy: RetryPolicy & { retryOn: (error: unknown) => boolean },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work(attempt);
    } catch (error) {
      if (!policy.retryOn(error) || attempt + 1 >= policy.attempts) throw error;
      await waitBeforeRetry(policy, attempt);
    }
  }
}

/** Thrown when a batch still has unprocessed entries after every attempt. */
export class BatchNotDrained extends Error {
  constructor(
    readonly what: string,
    readonly left: number,
  ) {
    super(`DynamoDB kept ${left} ${what} unprocessed`);
    this.name = 'BatchNotDrained';
  }
}

/**
 * Sends `entries` with `send`, which answers the entries it could not process (DynamoDB's unprocessed keys
 * or items), and sends those again with the policy's waits until none are left; throws BatchNotDrained
 * when some are still left after the last attempt.
 */
export async function drainBatch<T>(
  entries: T[],
  send: (batch: T[]) => Promise<T[]>,
  policy: RetryPolicy & { what: string },
): Promise<void> {
  let pending = entries;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= policy.attempts) throw new BatchNotDrained(policy.what, pending.length);
    if (attempt > 0) await waitBeforeRetry(policy, attempt - 1);
    pending = await send(pending);
  }
}

/** `items` in consecutive slices of at most `size`. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
