import type { EngagementBody, EngagementEventName } from '../analytics/analytics.types.js';
import type { ContentError } from '../client/content-error.js';
import type { MediaItem, MediaProductDetail } from '../client/media.types.js';

/** `ugc-load`: a page has rendered (page 1 after every (re)load, then each "load more"). */
export interface UgcLoadDetail {
  page: number;
  /** The items this page added to the grid. */
  items: readonly MediaItem[];
  hasNext: boolean;
  /** The album shown; in `sku` mode the product's album from the response. */
  albumId: number | null;
}

/**
 * `ugc-error`: a load failed, or the configuration is unusable (kind `config`), or the analytics code
 * did not load or run or an engagement event could not be delivered (kind `analytics`: the gallery
 * works on).
 */
export interface UgcErrorDetail {
  error: ContentError;
}

/** `ugc-item-click` (cancelable), `ugc-lightbox-open`, `ugc-lightbox-close`. */
export interface UgcItemDetail {
  item: MediaItem;
  /** Position in the grid, 0-based. */
  index: number;
}

/** `ugc-cta-click`: the visitor followed a CTA or product link of an item. */
export interface UgcCtaClickDetail {
  item: MediaItem;
  url: string;
}

/** `ugc-add-to-cart`: the shopper pressed "Add to cart" on a product of an item. */
export interface UgcAddToCartDetail {
  item: MediaItem;
  /** The product, as the detail view shows it: `sku`, `title`, `price`, `currency`, sale… */
  product: MediaProductDetail;
}

/**
 * `ugc-add-to-cart` (cancelable): pass the promise of the shop's own cart call to `waitUntil()`
 * while the event is dispatched. Resolved: the button shows "Added" and the `addToCart` conversion
 * event is sent; rejected: a failure shows beside the button. Without `waitUntil()`, the product
 * link opens (unless the event was cancelled).
 */
export interface UgcAddToCartEvent extends CustomEvent<UgcAddToCartDetail> {
  waitUntil(promise: Promise<unknown>): void;
}

/** `ugc-analytics`: an engagement event the widget sent (contract §4), body as sent. */
export interface UgcAnalyticsDetail {
  name: EngagementEventName;
  body: EngagementBody;
}

export interface UgcAlbumEventMap {
  'ugc-load': CustomEvent<UgcLoadDetail>;
  'ugc-error': CustomEvent<UgcErrorDetail>;
  'ugc-item-click': CustomEvent<UgcItemDetail>;
  'ugc-lightbox-open': CustomEvent<UgcItemDetail>;
  'ugc-lightbox-close': CustomEvent<UgcItemDetail>;
  'ugc-cta-click': CustomEvent<UgcCtaClickDetail>;
  'ugc-analytics': CustomEvent<UgcAnalyticsDetail>;
  'ugc-add-to-cart': UgcAddToCartEvent;
}

declare global {
  // Types `addEventListener('ugc-load', e => e.detail…)` on every element, document and window.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends UgcAlbumEventMap {}
}

/** Dispatches a bubbling, composed `ugc-*` event; returns false when a listener cancelled it. */
export const emit = <K extends keyof UgcAlbumEventMap>(
  target: EventTarget,
  type: K,
  detail: UgcAlbumEventMap[K]['detail'],
  cancelable = false,
): boolean =>
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
