// The page-wide state of the analytics modules, and the consent read from it: apart from consent.ts
// so that the visitor id can read consent while consent.ts forgets the id, without an import cycle.

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

/** Called with true when a held or immediate event may be sent, false when it is dropped. */
export type Held = (send: boolean) => void;

/** One event waiting or being sent (delivery.ts). */
export interface Send {
  url: string;
  json: string;
  bytes: number;
  fetch: typeof fetch;
  attempts: number;
  done: (delivered: boolean) => void;
  /** Its place in the order events were made. */
  n: number;
}

/** The page's event queue (delivery.ts). */
export interface Delivery {
  jobs: Send[];
  /** Events queued so far (numbers them). */
  made: number;
  /** Sends started and not settled. */
  sending: number;
  /** Body bytes of the keepalive sends among them. */
  keepalive: number;
  /** Failures in a row (sends that failed together count once): the wait grows with them. */
  failures: number;
  /** Counts those failures: a send remembers the wave it started in. */
  wave: number;
  /** No send before this time (epoch ms) after a failure. */
  until: number;
  timer?: ReturnType<typeof setTimeout>;
  /** The page is hidden or going away: everything waiting goes at once. */
  leaving?: boolean;
  /** The console warning about a lost event has been written. */
  warned?: boolean;
}

export interface SharedState {
  consent?: AnalyticsConsent;
  held?: Held[];
  uid?: string;
  delivery?: Delivery;
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
