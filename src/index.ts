/**
 * The npm entry: the element class, the read client, the analytics helpers and every public type,
 * without side effects (no element is defined: import `ugc-album/define` for that).
 */
export { UgcAlbumElement } from './ugc-album.js';
export type {
  UgcAlbumEventMap,
  UgcAnalyticsDetail,
  UgcCtaClickDetail,
  UgcErrorDetail,
  UgcItemDetail,
  UgcLoadDetail,
} from './events.js';
export { en } from './i18n.js';
export type { UgcAlbumStrings } from './i18n.js';

export { createContentClient } from './content-client.js';
export type {
  AlbumQuery,
  ContentClient,
  ContentClientOptions,
  CountQuery,
  ProductQuery,
} from './content-client.types.js';
export { ContentError } from './content-error.js';
export type { ContentErrorKind } from './content-error.js';
export type {
  ContentType,
  JsonObject,
  JsonValue,
  MediaAction,
  MediaItem,
  MediaPage,
  MediaProduct,
  Rendition,
  SortKey,
} from './media.types.js';

export { createEngagementTracker } from './analytics.js';
export type {
  EngagementBody,
  EngagementEventName,
  EngagementTracker,
  EngagementTrackerOptions,
} from './analytics.types.js';
export {
  getAnalyticsConsent,
  grantAnalyticsConsent,
  requireAnalyticsConsent,
  revokeAnalyticsConsent,
} from './consent.js';
export type { AnalyticsConsent } from './consent.js';
export { addToCart, conversion } from './conversion.js';
export type { AddToCartOptions, CartLine, ConversionOptions, ConversionTarget } from './conversion.js';
export { getVisitorId, VISITOR_ID_KEY } from './visitor-id.js';
export type { VisitorIdStorage } from './visitor-id.js';
