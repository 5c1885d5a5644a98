import { shared } from './shared-state.js';

// Where the visitor id is kept, apart from the id's making (visitor-id.ts): revoking consent forgets
// the id from the first render, while the id is made only by the analytics' own code, on demand.

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

/** @internal Where the id is kept: `localStorage`, unless a test replaced it. */
export const idStorage = (): VisitorIdStorage | null | undefined => storage();

/** @internal Forgets the id, in memory and in storage (consent revoked). Never throws. */
export function forgetVisitorId(): void {
  shared().uid = undefined;
  try {
    idStorage()?.removeItem(VISITOR_ID_KEY);
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
