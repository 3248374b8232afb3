/**
 * Ids are ULIDs: unique, and sorted by the time they carry. Ids made one after another in the same
 * millisecond (a burst of writes, the demo seed) also sort in the order they were made: the Gantt lists
 * tasks in that order. An id always carries the time it was given (the request's time), never a later one.
 */
import { monotonicFactory } from 'ulid';

let lastTime = Number.NaN;
let sameMillisecond = monotonicFactory();

export function ulid(seedTime: number = Date.now()): string {
  if (seedTime !== lastTime) {
    lastTime = seedTime;
    sameMillisecond = monotonicFactory();
  }
  return sameMillisecond(seedTime);
}
