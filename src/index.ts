/**
 * The npm entry: the element class, the read client, the analytics helpers and every public type,
 * without side effects (no element is defined: import `ugc-album/define` for that).
 */
export { UgcAlbumElement } from './element/ugc-album.js';
export type {
  UgcAddToCartDetail,
  UgcAddToCartEvent,
  UgcAlbumEventMap,
  UgcAnalyticsDetail,
  UgcCtaClickDetail,
  UgcErrorDetail,
  UgcItemDetail,
  UgcLoadDetail,
} from './element/events.js';
export { en } from './i18n/i18n.js';
export type { UgcAlbumStrings } from './i18n/strings.js';

export * from './client/index.js';
export * from './analytics/index.js';
