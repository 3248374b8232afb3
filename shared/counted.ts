/** A number with its noun, singular for one: "1 photo", "3 photos" (`plural` when it is not the noun and s). */
export const counted = (n: number, noun: string, plural = `${noun}s`): string => `${n} ${n === 1 ? noun : plural}`;
