import { getAnalyticsConsent, shared } from './shared-state.js';
import { forgetVisitorId } from './visitor-id-storage.js';

export { getAnalyticsConsent };
export type { AnalyticsConsent, Held } from './shared-state.js';

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
