/**
 * An outbox of work made on the phone (docs/architecture.md#the-outbox): entries kept in IndexedDB, one
 * per piece of work, sent oldest first when the connection is there. A failure that sending again can cure
 * (no connection, a busy server) stops the run and keeps the order; a refusal for good marks the entry with
 * the server's reason and leaves it for the person to decide. Nothing is removed until it went.
 *
 * What an entry holds and how it is sent belong to the feature (the site report, the daily log); this module
 * only keeps, lists and sends. The stored values are this phone's copies of the signed-in user's data; they
 * are never shared with the service worker's caches.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { ApiError } from './api-client.ts';

/** What every entry has: its id (entries send in id order), the user it belongs to, a refusal for good. */
export interface OutboxEntry {
  id: string;
  userId: string;
  /** The server refused the entry for good (not a lost connection): why. It waits for the person. */
  refused?: string;
}

/** The few key-value calls the outbox makes; IndexedDB in the app, a Map in unit tests. */
export interface KeyValueStore {
  entries(): Promise<[IDBValidKey, unknown][]>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** Opened on first use (unit tests and old browsers without IndexedDB never open it). */
let opened: UseStore | undefined;
/** The app's one IndexedDB store of offline work: `site-office-offline`. */
export const offlineDb = (): UseStore => {
  opened ??= createStore('site-office-offline', 'keyval');
  return opened;
};

const indexedDbStore: KeyValueStore = {
  entries: () => entries(offlineDb()),
  set: (key, value) => set(key, value, offlineDb()),
  del: (key) => del(key, offlineDb()),
};

/**
 * A failure that sending again later can cure: no answer at all, a busy or failing server, an ended session,
 * and any status in `also` that the feature's server answers while it is busy with the same work.
 */
export function failedForNow(cause: unknown, also: readonly number[] = []): boolean {
  if (!(cause instanceof ApiError)) return true;
  return cause.status >= 500 || [401, 408, 429, ...also].includes(cause.status);
}

export interface FlushResult {
  /** Something transient stopped the queue: try again later. */
  stalled: boolean;
}

export interface FlushEvents<T extends OutboxEntry> {
  /** Sends what is left of the entry; `keep` stores the entry as it is now (a step that went). */
  send: (entry: T, keep: (entry: T) => Promise<void>) => Promise<void>;
  onSent: (entry: T) => void;
  onRefused: (entry: T) => void;
}

export interface Outbox<T extends OutboxEntry> {
  subscribe(listener: () => void): () => void;
  /** Every waiting entry on this phone, in id order (filter by user to show them). */
  snapshot(): readonly T[];
  put(entry: T): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Sends the user's waiting entries, oldest first; one run at a time. An entry the server refused for good
   * is marked and passed over; a transient failure stops the run (the order is kept).
   */
  flush(userId: string, events: FlushEvents<T>): Promise<FlushResult>;
}

export interface OutboxOptions {
  /** The keys of this outbox's entries start with it, e.g. `report:`. */
  prefix: string;
  /** Whether sending again later can cure the failure. */
  isTransient: (error: unknown) => boolean;
  /** What the person is told of a refusal for good. */
  refusal: (error: unknown) => string;
  store?: KeyValueStore;
}

/**
 * One run at a time across the app's windows and tabs, which share the store: an exclusive Web Lock where the
 * browser has them (every current one), else this window's own run only.
 */
function oneWindowAtATime<R>(name: string, run: () => Promise<R>): Promise<R> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, run) : run();
}

export function createOutbox<T extends OutboxEntry>(options: OutboxOptions): Outbox<T> {
  const { prefix, isTransient, refusal } = options;
  const store = options.store ?? indexedDbStore;
  let waiting: T[] = [];
  let loaded: Promise<void> | undefined;
  let flushing: Promise<FlushResult> | undefined;
  const listeners = new Set<() => void>();
  /** How often the person replaced or removed each entry (put, remove): a run never writes over their change. */
  const changes = new Map<string, number>();
  const changed = (id: string) => changes.set(id, (changes.get(id) ?? 0) + 1);
  const write = async (entry: T) => {
    await store.set(`${prefix}${entry.id}`, entry);
    await reload();
  };

  async function reload(): Promise<void> {
    const all = await store.entries();
    waiting = all
      .filter(([key]) => typeof key === 'string' && key.startsWith(prefix))
      .map(([, value]) => value as T)
      .sort((a, b) => a.id.localeCompare(b.id));
    for (const listener of listeners) listener();
  }
  /** The first read of the store, once (read again at the next call if the storage failed to answer). */
  const load = () => {
    loaded ??= reload().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  const outbox: Outbox<T> = {
    subscribe(listener) {
      listeners.add(listener);
      // A storage that does not answer lists nothing; the next flush reads it again.
      load().catch(() => undefined);
      return () => listeners.delete(listener);
    },
    snapshot: () => waiting,
    async put(entry) {
      changed(entry.id);
      await write(entry);
    },
    async remove(id) {
      changed(id);
      await store.del(`${prefix}${id}`);
      await reload();
    },
    flush(userId, events) {
      flushing ??= oneWindowAtATime(`outbox:${prefix}`, async () => {
        try {
          // Read afresh: another window may have sent (and removed) entries while this one waited for the lock.
          await reload();
          // The oldest waiting entry each time round: one queued meanwhile is sent in the same run.
          for (;;) {
            const entry = waiting.find((e) => e.userId === userId && !e.refused);
            if (!entry) break;
            // Replaced or removed by the person while it was being sent: their version stays as it is.
            const seen = changes.get(entry.id);
            const theirs = () => changes.get(entry.id) !== seen;
            try {
              await events.send(entry, async (e) => {
                if (!theirs()) await write(e);
              });
            } catch (error) {
              if (isTransient(error)) return { stalled: true };
              if (!theirs()) {
                entry.refused = refusal(error);
                await write(entry);
                events.onRefused(entry);
              }
              continue;
            }
            if (!theirs()) {
              await store.del(`${prefix}${entry.id}`);
              await reload();
            }
            events.onSent(entry);
          }
          return { stalled: false };
        } finally {
          flushing = undefined;
        }
      });
      return flushing;
    },
  };
  return outbox;
}
