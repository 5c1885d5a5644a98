import { forgetVisitorId } from './visitor-id.js';

/**
 * Page-level consent for the widget's analytics (engagement events and the shop's conversion
 * helpers). The default is `'granted'`: the content service obliges every widget to report
 * engagement. A page that must ask the visitor first declares it before the widget runs, with
 * `<meta name="ugc-album-consent" content="pending">` or by calling {@link requireAnalyticsConsent},
 * and later calls {@link grantAnalyticsConsent} or {@link revokeAnalyticsConsent}.
 *
 * - `'granted'`: events are sent; the visitor id is kept in `localStorage`.
 * - `'pending'`: nothing is sent and nothing is stored; events are held (at most 20) in case the
 *   page grants with `{ replay: true }`.
 * - `'denied'`: nothing is sent, nothing is held, and the stored visitor id is removed.
 *
 * The choice lives for the page only: a consent manager calls these functions on every page load.
 * Every copy of this module on a page (the widget bundle and a shop's own bundle) shares one state.
 */
export type AnalyticsConsent = 'granted' | 'pending' | 'denied';

/** @internal Called with true when a held or immediate event may be sent, false when it is dropped. */
export type Held = (send: boolean) => void;

interface SharedState {
  consent?: AnalyticsConsent;
  held?: Held[];
  uid?: string;
  inFlight?: number;
  keepaliveBytes?: number;
}

/**
 * @internal State shared by every copy of these modules on the page (a global keyed by a registered
 * symbol), so consent given through one copy holds for the widget loaded through another.
 */
export const shared = (): SharedState =>
  ((globalThis as unknown as Record<symbol, SharedState>)[Symbol.for('ugc-album.analytics')] ??= {});

/**
 * The current consent state: an explicit grant/revoke/require wins; otherwise `'pending'` when the
 * page has a `<meta name="ugc-album-consent">` whose content is not `granted`, else `'granted'`.
 */
export function getAnalyticsConsent(): AnalyticsConsent {
  const explicit = shared().consent;
  if (explicit) return explicit;
  try {
    const meta = document.querySelector('meta[name="ugc-album-consent"]');
    if (meta && meta.getAttribute('content')?.trim().toLowerCase() !== 'granted') return 'pending';
  } catch {
    // No DOM (Node, workers): nothing to declare consent with.
  }
  return 'granted';
}

/**
 * Declares that analytics wait for the visitor's consent: call it before the widget runs. Until
 * {@link grantAnalyticsConsent}, nothing is sent and no visitor id is stored. It does not undo a
 * grant or revoke already made on this page.
 */
export function requireAnalyticsConsent(): void {
  shared().consent ??= 'pending';
}

/**
 * The visitor consented: events from now on are sent. Events that happened while consent was
 * pending are dropped, unless `replay` is true: then they are sent now, in order (at most 20).
 */
export function grantAnalyticsConsent(options?: { replay?: boolean }): void {
  shared().consent = 'granted';
  release(!!options?.replay);
}

/**
 * The visitor refused or withdrew consent: nothing more is sent, held events are dropped, and the
 * stored visitor id is removed (a later grant starts a new one).
 */
export function revokeAnalyticsConsent(): void {
  shared().consent = 'denied';
  forgetVisitorId();
  release(false);
}

// Holding is `whenConsented` in analytics.ts: only the events' code (a chunk of its own in the ES
// bundle) holds anything, while releasing must work from the first render.
function release(send: boolean): void {
  const s = shared();
  const held = s.held ?? [];
  s.held = [];
  for (const task of held) task(send);
}
