import { asDate, asHttpUrl, asInt, asNumber, rawMediaOf, records } from './media.js';
import type { MediaDetail, MediaHotspot, MediaItem, MediaProductDetail, MediaTimedProduct } from './media.types.js';

/*
 * The detail view's part of the tolerant reader: what an item carries for the detail view only
 * (sale prices, hotspots, a video's timed products), read on demand from the response the item was
 * read from. Never throws, whatever the response holds.
 */

/** `v` as a finite number ≥ `min` (numeric strings accepted), else NaN, which fails every comparison. */
const coordinate = (v: unknown, min = -Infinity): number => {
  const n = asNumber(v);
  return n !== null && n >= min ? n : NaN;
};

const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/** The index of the product with this id, else -1. */
const indexOf = (products: MediaProductDetail[], id: number | null) =>
  id === null ? -1 : products.findIndex((p) => p.id === id);

/**
 * `bounding_box_products` → hotspots. Boxes are in the original's pixels; the marker follows the
 * SDK's rule (x + width/3, y + height/3) and is kept inside the box clipped to the image, so a box
 * that starts at a negative x still marks its visible part. Zero-size boxes (a video's are all
 * zeros), boxes wholly outside a known size and boxes of unlisted products are dropped.
 */
const readHotspots = (raw: unknown, products: MediaProductDetail[], W: number | null, H: number | null): MediaHotspot[] =>
  records(raw).flatMap((b) => {
    const productId = asInt(b.product_id);
    const productIndex = indexOf(products, productId);
    const x = coordinate(b.x);
    const y = coordinate(b.y);
    const w = coordinate(b.width, 0);
    const h = coordinate(b.height, 0);
    const x0 = Math.max(0, x);
    const y0 = Math.max(0, y);
    const x1 = Math.min(x + w, W ?? Infinity);
    const y1 = Math.min(y + h, H ?? Infinity);
    if (!(productIndex >= 0 && x1 > x0 && y1 > y0)) return [];
    const marker = { x: clamp(x + w / 3, x0, x1), y: clamp(y + h / 3, y0, y1) };
    return [
      {
        productId: productId!,
        productIndex,
        box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
        marker,
        point: W && H ? { x: marker.x / W, y: marker.y / H } : null,
      },
    ];
  });

/** `time_based_products` → a video's products by time; unusable times and unlisted products dropped. */
const readTimedProducts = (raw: unknown, products: MediaProductDetail[]): MediaTimedProduct[] =>
  records(raw)
    .flatMap((t) => {
      const productId = asInt(t.product_id);
      const productIndex = indexOf(products, productId);
      const time = coordinate(t.timestamp, 0);
      return productIndex >= 0 && time >= 0 ? [{ time, productId: productId!, productIndex }] : [];
    })
    .sort((a, b) => a.time - b.time);

/**
 * What the detail view shows of `item` beyond `MediaItem` (see `MediaDetail`). For an item the
 * reader did not make (no response to read), its products without sale data and nothing tagged.
 */
export const mediaDetail = (item: MediaItem): MediaDetail => {
  const r = rawMediaOf(item);
  // `item.products` were read from these same entries, in this order.
  const raws = records(r.products);
  const products = item.products.map((product, i): MediaProductDetail => {
    const p = raws[i] ?? {};
    return {
      ...product,
      thumbSquare: asHttpUrl(p.image_thumb_square) ?? asHttpUrl(p.image_thumb),
      salePrice: asNumber(p.sales_price),
      saleStart: asDate(p.sales_start_date),
      saleEnd: asDate(p.sales_end_date),
    };
  });
  const video = item.type == 'video';
  return {
    products,
    hotspots: video ? [] : readHotspots(r.bounding_box_products, products, item.width, item.height),
    timedProducts: video ? readTimedProducts(r.time_based_products, products) : [],
  };
};
