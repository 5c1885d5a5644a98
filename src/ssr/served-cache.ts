/*
 * What keeps a busy page from sending one service request per visitor: identical configurations
 * share one request while it is in flight, and its answer is kept for the service's edge-cache
 * lifetime, in this process (bounded) or in a store the servers share.
 */

/**
 * A shared store for first pages (Redis, an edge KV…): strings kept for `ttlMs`. Failures are
 * tolerated: a `get` that rejects is a miss, a `set` that rejects is ignored.
 */
export interface ServedStore {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<unknown>;
}

/** The service's edge-cache lifetime (contract): a first page is kept this long. */
export const SERVED_TTL_MS = 120_000;

/** Most first pages kept in a process: a few hundred albums' worth (each up to a page's response). */
export const MEMORY_ENTRIES = 500;

/**
 * The default store: in this process, at most `entries` values, the least recently used dropped
 * first, each for its time to live.
 */
export const createMemoryStore = (entries = MEMORY_ENTRIES, now = Date.now): ServedStore => {
  const kept = new Map<string, { value: string; until: number }>();
  return {
    async get(key) {
      const hit = kept.get(key);
      if (!hit) return null;
      kept.delete(key);
      if (hit.until <= now()) return null;
      kept.set(key, hit);
      return hit.value;
    },
    async set(key, value, ttlMs) {
      kept.delete(key);
      kept.set(key, { value, until: now() + ttlMs });
      // A Map iterates in insertion order: the first key is the least recently used.
      while (kept.size > entries) kept.delete(kept.keys().next().value!);
    },
  };
};

const flights = new Map<string, Promise<string>>();

/**
 * The value kept under `key` in `store`, else `load()`'s (then kept for `SERVED_TTL_MS`). Callers
 * asking for a key while it loads share that load (in this process), whatever store they name.
 */
export const servedValue = (store: ServedStore, key: string, load: () => Promise<string>): Promise<string> => {
  let flight = flights.get(key);
  if (!flight) {
    flight = (async () => {
      const kept = await store.get(key).catch(() => null);
      if (typeof kept == 'string') return kept;
      const value = await load();
      await store.set(key, value, SERVED_TTL_MS).catch(() => {});
      return value;
    })();
    const done = () => flights.delete(key);
    flight.then(done, done);
    flights.set(key, flight);
  }
  return flight;
};
