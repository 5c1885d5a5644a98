// Helpers for the analytics, consent and conversion tests: a recording fetch, an in-memory visitor-id
// storage, a minimal media item and a reset of the tracker state shared across bundles.
import type { MediaItem } from '../../src/client/media.types.js';
import { setVisitorIdStorage, type VisitorIdStorage } from '../../src/analytics/visitor-id-storage.js';
import type { Delivery } from '../../src/analytics/shared-state.js';

export interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records its calls and answers through `respond` (default: 204). */
export function fakeFetch(
  respond: () => Promise<Response> = () => Promise.resolve(new Response(null, { status: 204 })),
) {
  const calls: Call[] = [];
  const fetch = ((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return respond();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

/** A visitor-id storage kept in `data` instead of localStorage. */
export function memoryStorage(
  initial: Record<string, string> = {},
): VisitorIdStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

/** An image of album 7 with no renditions, products or action; `overrides` replaces any field. */
export function mediaItem(albumPhotoId: number, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: albumPhotoId,
    albumPhotoId,
    albumId: 7,
    type: 'image',
    renditions: [],
    originalUrl: null,
    videoUrl: null,
    width: null,
    height: null,
    caption: '',
    altText: '',
    alt: 'Photo',
    userName: '',
    avatarUrl: null,
    source: '',
    sourceLink: null,
    action: null,
    products: [],
    createdAt: null,
    approvedAt: null,
    ...overrides,
  };
}

/**
 * Forgets the tracker state the analytics module keeps on `globalThis` (shared across bundles). The
 * old delivery queue is emptied and held (no send, retry or warning of one test lands in the next);
 * sends in flight still settle. Its list of jobs is frozen empty: a send in flight that fails later
 * cannot put its job back, which re-armed the old queue (a failure sets a new wait over the hold)
 * and ran its retries, with their waits, inside a later test (Firefox, under CI's load: a Retry-After
 * test saw a second wait of 6,000 ms).
 */
export function resetShared(): void {
  const all = globalThis as unknown as Record<symbol, { delivery?: Delivery } | undefined>;
  const old = all[Symbol.for('ugc-album.analytics')]?.delivery;
  if (old) {
    clearTimeout(old.timer);
    old.jobs = Object.freeze([]) as unknown as Delivery['jobs'];
    old.warned = true;
    old.until = Date.now() + 1e9;
  }
  delete all[Symbol.for('ugc-album.analytics')];
}

/**
 * Hooks for the enclosing `describe`: each test starts and ends with no shared tracker state and a
 * visitor id of `uid` kept in memory (the default storage is back after each test).
 */
export function useFreshTracker(uid: string): void {
  beforeEach(() => {
    resetShared();
    setVisitorIdStorage(() => memoryStorage({ 'ugc-album:uid': uid }));
  });
  afterEach(() => {
    setVisitorIdStorage();
    resetShared();
  });
}
