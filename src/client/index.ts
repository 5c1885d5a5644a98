/**
 * `ugc-album/client`: the DOM-free read client of the Content Service (contract §1–§3) and the media
 * model it reads responses into. No side effects; safe in Node and workers.
 */
export { createContentClient } from './content-client.js';
export type { AlbumQuery, ContentClient, ContentClientOptions, CountQuery, ProductQuery } from './content-client.types.js';
export { ContentError } from './content-error.js';
export { mediaDetail } from './media-detail.js';
export { isOnSale } from './sale.js';
export type { ContentErrorKind } from './content-error.js';
export type {
  ContentType,
  JsonObject,
  JsonValue,
  MediaAction,
  MediaDetail,
  MediaHotspot,
  MediaItem,
  MediaPage,
  MediaProduct,
  MediaProductDetail,
  MediaTimedProduct,
  Rendition,
  SortKey,
} from './media.types.js';
