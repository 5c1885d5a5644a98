import { getAnalyticsConsent, shared } from './shared-state.js';
import { idStorage, VISITOR_ID_KEY } from './visitor-id-storage.js';

/**
 * The visitor's analytics id (`uid` of every event): a random UUID kept first-party in
 * `localStorage` under `ugc-album:uid`, so every widget on the page and the shop's conversion calls
 * share it across page loads. When storage is unavailable (private mode, sandboxed iframe) the id
 * lasts for the page. Returns `null` while analytics consent is not granted: no id exists (or is
 * stored) before consent. Never rejects.
 *
 * A promise in every build: the ES module bundle loads the id's code on the first call, and one
 * signature everywhere lets a shop write `await getVisitorId()` whichever build it uses.
 */
export const getVisitorId = (): Promise<string | null> => Promise.resolve(visitorId());

/** @internal The visitor id, at once: {@link getVisitorId} for the widget's own events. */
export function visitorId(): string | null {
  if (getAnalyticsConsent() !== 'granted') return null;
  const s = shared();
  if (s.uid) return s.uid;
  let id = newId();
  try {
    const store = idStorage();
    const kept = store?.getItem(VISITOR_ID_KEY);
    if (kept && /^[\w-]{8,64}$/.test(kept)) id = kept;
    else store?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Storage refused: the id lives for this page only.
  }
  return (s.uid = id);
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
