// The widget's code loaded on demand (the detail view, the carousel, the analytics, a locale, the
// failure messages): a chunk that does not load (offline, a blocked or missing file) or throws as it
// runs (a page that broke a built-in) must never fail silently.

// Chunks already warned about (no prototype: a page may have added members to Object.prototype).
const warned: Record<string, 1> = { __proto__: null } as never;

/**
 * A rejection handler for the import of chunk `name` (the file `ugc-album-{name}.js` beside the ES
 * module; inlined in the classic script): one console warning per chunk and page, naming the chunk
 * and the error, then the rejection goes on to the caller's own handling (shopper-facing silence,
 * a retry on next use).
 */
export const chunkFailed =
  (name: string) =>
  (error: unknown): never => {
    if (!warned[name]) {
      warned[name] = 1;
      console.warn(`<ugc-album>: ugc-album-${name}.js failed to load:`, error);
    }
    throw error;
  };

/**
 * Code loaded on demand, once: the returned function starts `load` on its first call and returns
 * that same load on every later one. A load that fails (the chunk did not arrive, or `load` threw
 * as it set the chunk up) is warned about as chunk `name` and forgotten, so the next call asks
 * again (a shopper back online gets it).
 */
export const lazyChunk = <T>(name: string, load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      return chunkFailed(name)(error);
    }));
};
