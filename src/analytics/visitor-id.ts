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

/** 16 random bytes: the platform's cryptographic ones, or `Math.random`'s on a page that removed `crypto`. */
function randomBytes(): Uint8Array {
  const bytes = new Uint8Array(16);
  const cryptography = globalThis.crypto as Partial<Crypto> | undefined;
  if (typeof cryptography?.getRandomValues == 'function') cryptography.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
}

/**
 * A random (version 4) UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * a plain-http page gets the same format made from random bytes. An analytics id, not a secret.
 */
function newId(): string {
  const id = globalThis.crypto?.randomUUID?.();
  if (id) return id;
  const bytes = randomBytes();
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 9562 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
