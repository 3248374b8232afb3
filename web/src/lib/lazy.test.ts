import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './lazy.ts';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('passes the value through', async () => {
    await expect(withTimeout(Promise.resolve(1), 100, 'slow')).resolves.toBe(1);
  });

  it('rejects after the timeout', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000, 'slow');
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toThrow('slow');
  });
});
