/**
 * An in-memory stand-in for data/rate-limits.ts: fixed windows counted per name and subject, a refused
 * attempt not counted, as the conditional increment of the real table does.
 */
import type { Hit, WindowRule } from '../../data/rate-limits.ts';

export const windows = new Map<string, { windowStart: number; count: number }>();

const keyOf = (name: string, subject: string) => `${name}/${subject}`;

export const fakeRateLimits = {
  hit: async (name: string, subject: string, rule: WindowRule, now: Date): Promise<Hit> => {
    const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
    const current = windows.get(keyOf(name, subject));
    const count = current?.windowStart === windowStart ? current.count : 0;
    if (count >= rule.limit) {
      return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000) };
    }
    windows.set(keyOf(name, subject), { windowStart, count: count + 1 });
    return { allowed: true, count: count + 1, windowStart };
  },
  giveBack: async (name: string, subject: string, windowStart: number): Promise<void> => {
    const current = windows.get(keyOf(name, subject));
    if (current?.windowStart === windowStart) current.count -= 1;
  },
};
