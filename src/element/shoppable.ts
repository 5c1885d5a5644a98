import type { MediaDetail, MediaItem, MediaProductDetail } from '../client/media.types.js';
import { isOnSale } from '../client/sale.js';

/*
 * What the detail view makes of an item's products: which price to show, where each hotspot sits on
 * the picture and which product a video is showing. Pure functions of the model (no DOM), in the
 * detail view's chunk.
 */

/** The price a product shows now: the sale price with the regular one beside it, or the regular one. */
export interface ShownPrice {
  price: number;
  /** The regular price, during a sale. */
  was: number | null;
  currency: string;
}

/**
 * A product's price at `now`, or null when there is none to show. Without a currency a number is
 * ambiguous (dollars? yen?): no price at all, rather than a bare one. On sale (`isOnSale`: inside
 * its window and really lower), the sale price with the regular one, when known, beside it.
 */
export const shownPrice = (p: MediaProductDetail, now = Date.now()): ShownPrice | null => {
  const { price, salePrice, currency } = p;
  if (!currency) return null;
  if (salePrice != null && isOnSale(p, now)) return { price: salePrice, was: price, currency };
  return price == null ? null : { price, was: null, currency };
};

/** A product's marker on the picture: `x`, `y` as fractions of the displayed image's width and height. */
export interface HotspotPlace {
  /** Index of the product in the list the detail view shows. */
  product: number;
  x: number;
  y: number;
}

/** Markers stay wholly on the picture, even for a box at the very edge. */
const EDGE = 0.03;
const clamp = (n: number) => Math.min(1 - EDGE, Math.max(EDGE, n));

/** Index in `shown` of the item's product number `index`, or -1. */
const shownIndex = (detail: MediaDetail, shown: readonly MediaProductDetail[], index: number) => {
  const p = detail.products[index];
  return p ? shown.indexOf(p) : -1;
};

/**
 * Where the markers of `item`'s products go: the service's own rule (its mobile SDK), a third of the
 * way into the product's box, as the reader computed it (`point`). Boxes are in the original's
 * pixels, so without the original's size there is nowhere to put them: no markers then (the product
 * list still shows every product; loading the original just to measure it would make every visitor
 * download the largest file). Products not in `shown` have no marker; a product gets at most one.
 */
export const hotspotPlaces = (item: MediaItem, detail: MediaDetail, shown: readonly MediaProductDetail[]): HotspotPlace[] => {
  const out: HotspotPlace[] = [];
  if (item.type !== 'image') return out;
  for (const { point, productIndex } of detail.hotspots) {
    const product = shownIndex(detail, shown, productIndex);
    if (!point || product < 0 || out.some((o) => o.product === product)) continue;
    out.push({ product, x: clamp(point.x), y: clamp(point.y) });
  }
  return out;
};

/** The product a video shows at `time` (seconds): the latest one whose moment has come, or -1. */
export const timedProduct = (detail: MediaDetail, shown: readonly MediaProductDetail[], time: number): number => {
  let best = -1;
  let at = -Infinity;
  for (const t of detail.timedProducts) {
    const product = shownIndex(detail, shown, t.productIndex);
    if (product >= 0 && t.time <= time && t.time >= at) [best, at] = [product, t.time];
  }
  return best;
};

/** Display names of the networks a post can come from; any other source has no name to show. */
const NETWORKS: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  twitter: 'X',
  x: 'X',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

export const networkName = (source: string): string | undefined => {
  const key = String(source ?? '').toLowerCase();
  return Object.hasOwn(NETWORKS, key) ? NETWORKS[key] : undefined;
};
