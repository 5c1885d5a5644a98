/**
 * `ugc-album/analytics`: the engagement tracker of contract §4, the page's analytics consent, the
 * visitor id and the shop's conversion calls (`addToCart`, `conversion`) on the same visitor id.
 * No side effects at import.
 */
export { createEngagementTracker } from './analytics.js';
export type {
  EngagementBody,
  EngagementEventName,
  EngagementTracker,
  EngagementTrackerOptions,
} from './analytics.types.js';
export { getAnalyticsConsent, grantAnalyticsConsent, requireAnalyticsConsent, revokeAnalyticsConsent } from './consent.js';
export type { AnalyticsConsent } from './consent.js';
export { addToCart, conversion } from './conversion.js';
export type { AddToCartOptions, CartLine, ConversionOptions, ConversionTarget } from './conversion.js';
export { getVisitorId } from './visitor-id.js';
export { VISITOR_ID_KEY } from './visitor-id-storage.js';
export type { VisitorIdStorage } from './visitor-id-storage.js';
