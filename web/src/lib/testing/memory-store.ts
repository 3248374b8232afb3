import type { KeyValueStore } from '../outbox.ts';

/**
 * The outbox's IndexedDB part as a Map, for unit tests; `failing` makes every call throw like a storage
 * fault. Values are kept as structured clones, as IndexedDB keeps them, unless `clone` is false: Node's
 * structuredClone turns a File into a Blob without its name, so a store of entries holding Files keeps them
 * as they are.
 */
export function memoryStore({ clone = true }: { clone?: boolean } = {}) {
  const map = new Map<string, unknown>();
  const store: KeyValueStore & { map: Map<string, unknown>; failing: boolean } = {
    map,
    failing: false,
    async entries() {
      if (store.failing) throw new Error('storage failed');
      return [...map.entries()];
    },
    async set(key, value) {
      if (store.failing) throw new Error('storage failed');
      map.set(key, clone ? structuredClone(value) : value);
    },
    async del(key) {
      if (store.failing) throw new Error('storage failed');
      map.delete(key);
    },
  };
  return store;
}
