import { getAnalyticsConsent, shared } from './shared-state.js';

/** The `localStorage` key holding the visitor id. */
export const VISITOR_ID_KEY = 'ugc-album:uid';

/** The part of `Storage` the visitor id needs. */
export interface VisitorIdStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// A getter, not a value: reading `localStorage` itself throws in sandboxed iframes and with
// storage disabled, and must not happen at import (Node).
let storage: () => VisitorIdStorage | null | undefined = () => globalThis.localStorage;

/**
 * The visitor's analytics id (`uid` of every event): a random UUID kept first-party in
 * `localStorage` under `ugc-album:uid`, so every widget on the page and the shop's conversion calls
 * share it across page loads. When storage is unavailable (private mode, sandboxed iframe) the id
 * lasts for the page. Returns `null` while analytics consent is not granted: no id exists (or is
 * stored) before consent. Never throws.
 */
export function getVisitorId(): string | null {
  if (getAnalyticsConsent() !== 'granted') return null;
  const s = shared();
  if (s.uid) return s.uid;
  let id = newId();
  try {
    const store = storage();
    const kept = store?.getItem(VISITOR_ID_KEY);
    if (kept && /^[\w-]{8,64}$/.test(kept)) id = kept;
    else store?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Storage refused: the id lives for this page only.
  }
  return (s.uid = id);
}

/** @internal Forgets the id, in memory and in storage (consent revoked). Never throws. */
export function forgetVisitorId(): void {
  shared().uid = undefined;
  try {
    storage()?.removeItem(VISITOR_ID_KEY);
  } catch {
    // Nothing stored that we could reach.
  }
}

/**
 * @internal Replaces where the id is kept (tests; `undefined` restores `localStorage`) and forgets
 * the in-memory id.
 */
export function setVisitorIdStorage(get?: () => VisitorIdStorage | null | undefined): void {
  storage = get ?? (() => globalThis.localStorage);
  shared().uid = undefined;
}

function newId(): string {
  // randomUUID only exists in secure contexts; everywhere else a blob URL ends in a random UUID
  // that the browser made (a few bytes where a hand-made UUID costs the first render a hundred).
  const id = globalThis.crypto?.randomUUID?.();
  if (id) return id;
  const url = URL.createObjectURL(new Blob());
  URL.revokeObjectURL(url);
  return url.slice(-36);
}
