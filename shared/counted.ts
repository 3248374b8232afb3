/**
 * A number with its noun, singular for one: "1 photo", "3 photos", "1,200 tasks" (`plural` when it is not the
 * noun and s; the number as written in Canadian English).
 */
export const counted = (n: number, noun: string, plural = `${noun}s`): string =>
  `${n.toLocaleString('en-CA')} ${n === 1 ? noun : plural}`;
