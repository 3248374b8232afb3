/**
 * Ids are ULIDs: unique, and sorted by the time they carry. Ids made one after another in the same
 * millisecond (a burst of writes, the demo seed) also sort in the order they were made: the Gantt lists
 * tasks in that order. An id always carries the time it was given (the request's time), never a later one.
 */
import { encodeTime, monotonicFactory } from 'ulid';

let lastTime = Number.NaN;
/** Made at the first id, not at load: finding ulid's random source loads Node's WebCrypto. */
let sameMillisecond: ReturnType<typeof monotonicFactory> | undefined;

export function ulid(seedTime: number = Date.now()): string {
  if (seedTime !== lastTime || !sameMillisecond) {
    lastTime = seedTime;
    sameMillisecond = monotonicFactory();
  }
  return sameMillisecond(seedTime);
}

/**
 * The `index`th id made from `base` (a ULID): its time and the first 8 of its random characters, then the
 * index in 8 characters of the same alphabet. The same base and index always give the same id (a rerun
 * writes the same items again), and ids made from one base sort in index order.
 */
export function derivedId(base: string, index: number): string {
  return `${base.slice(0, 18)}${encodeTime(index, 8)}`;
}
