/**
 * When an outbox (lib/outbox.ts) sends: when the app starts, when the connection returns (the online
 * event), when something is queued (requestOutboxFlush), and again with growing pauses while something
 * transient stops it. See docs/architecture.md#the-outbox.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FlushResult, Outbox, OutboxEntry } from './outbox.ts';

/** Waits before sending again after a failure: 2 s, 4 s, 8 s… at most a minute. */
export const retryDelay = (attempt: number) => Math.min(60_000, 2000 * 2 ** attempt);

const flushRequests = new EventTarget();
/** Asks every outbox's sender to try now (something was just queued). */
export const requestOutboxFlush = () => flushRequests.dispatchEvent(new Event('flush'));

/**
 * Runs `flush` for the signed-in user (`owner`; null: nobody, nothing runs) at the times above. `flush`
 * should be stable (useCallback) so the sender is not restarted on every render.
 */
export function useOutboxSender(owner: string | null, flush: (owner: string) => Promise<FlushResult>): void {
  useEffect(() => {
    if (!owner) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      clearTimeout(timer);
      if (stopped || !navigator.onLine) return;
      let stalled: boolean;
      try {
        ({ stalled } = await flush(owner));
      } catch {
        // The phone's storage failed to answer: try again later, like a lost connection.
        stalled = true;
      }
      if (stopped) return;
      if (stalled) timer = setTimeout(run, retryDelay(attempt++));
      else attempt = 0;
    };
    const now = () => {
      attempt = 0;
      void run();
    };
    window.addEventListener('online', now);
    flushRequests.addEventListener('flush', now);
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', now);
      flushRequests.removeEventListener('flush', now);
    };
  }, [owner, flush]);
}

/** The user's waiting entries of an outbox, in id order; follows the outbox as it changes. */
export function useWaiting<T extends OutboxEntry>(outbox: Outbox<T>, userId: string | null): T[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  return useMemo(() => all.filter((e) => e.userId === userId), [all, userId]);
}
