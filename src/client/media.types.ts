/**
 * The project's own media model: what the tolerant reader (`media.ts`) makes of a response, and all
 * the element ever renders. Every field has a safe value; URLs are already restricted to http(s).
 */

export type ContentType = 'image' | 'video';

/**
 * One image file and the pixel width it is known (or assumed) to have, for `srcset`. `width` is 0
 * only for an original of unknown size that is an item's only image: use it as a plain `src`, with
 * no `w` descriptor (`srcset()` leaves such an entry out).
 */
export interface Rendition {
  url: string;
  width: number;
}

export interface MediaProduct {
  /** The product's id (`products[].id`); hotspots and timed products refer to it. Null when unusable. */
  id: number | null;
  sku: string;
  title: string;
  /** Product page; null when absent or not http(s). */
  link: string | null;
  /** The link's text as the merchant wrote it (any language); '' when null or absent: the view picks its own. */
  linkText: string;
  /** Product image (`image`, else `image_thumb`); null when none is usable. */
  image: string | null;
  /** Regular price; null when absent or not a number. */
  price: number | null;
  /** ISO 4217 code, upper case; '' when absent, `null` or not code-shaped: never show a bare number as money. */
  currency: string;
}

/**
 * A product with what only the detail view shows, read on demand by `mediaDetail()` (its chunk) so
 * that the first render does not carry the code.
 */
export interface MediaProductDetail extends MediaProduct {
  /** Square thumbnail (`image_thumb_square`, else `image_thumb`), for small product rows; null when none. */
  thumbSquare: string | null;
  /** Sale price (`sales_price`); null when absent. Whether it applies now: `isOnSale()` in `sale.ts`. */
  salePrice: number | null;
  /** Start and end of the sale window (`sales_start_date`/`sales_end_date`, epoch ms); null = open-ended. */
  saleStart: Date | null;
  saleEnd: Date | null;
}

/**
 * A product tagged on an image (`bounding_box_products[]`). Boxes are in the original's pixels and
 * may reach outside it (negative `x`/`y`); zero-size boxes (all a video's) are dropped by the reader,
 * and so are boxes whose product is not in the item's `products`.
 */
export interface MediaHotspot {
  /** The tagged product's id, and its index in `MediaItem.products` (and `MediaDetail.products`). */
  productId: number;
  productIndex: number;
  /** The box in the original's pixels, clipped to the image: never negative, never past a known size. */
  box: { x: number; y: number; width: number; height: number };
  /**
   * Where the service's own SDK draws the marker: (x + width/3, y + height/3) of the box as sent, in
   * the original's pixels, moved inside `box` when the box reaches outside the image.
   */
  marker: { x: number; y: number };
  /**
   * `marker` as fractions (0…1) of the original's width and height, ready to place over any
   * rendition of the same image; null when the item's `width`/`height` are unknown (then the view
   * needs the original's real size, or lists the product without a marker).
   */
  point: { x: number; y: number } | null;
}

/** A product a video shows from a moment on (`time_based_products[]`), in time order. */
export interface MediaTimedProduct {
  /** Seconds from the start of the video (≥ 0). */
  time: number;
  productId: number;
  /** Index in `MediaItem.products` (entries whose product is not listed are dropped). */
  productIndex: number;
}

/**
 * What the detail view shows beyond `MediaItem`, read from the same response by `mediaDetail(item)`
 * (`media-detail.ts`, in the detail view's chunk; also exported by `ugc-album/client`). Read on
 * demand: only the detail view shows it.
 */
export interface MediaDetail {
  /** The item's products in the order of `MediaItem.products` (the same entries), with sale and square thumbnail. */
  products: MediaProductDetail[];
  /** Products tagged on the image (images only), in response order. */
  hotspots: MediaHotspot[];
  /** Products a video shows as it plays (videos only), by time. */
  timedProducts: MediaTimedProduct[];
}

export interface MediaAction {
  url: string;
  text: string;
}

export interface MediaItem {
  /** Photo id (0 when the response had none usable). */
  id: number;
  /** The item's id in its album: the id analytics events carry. */
  albumPhotoId: number;
  albumId: number | null;
  type: ContentType;
  /**
   * Image files smallest first, for `srcset`. For an image: the CDN renditions (else the direct
   * `thumbnail_url`/`medium_url`/`big_url`); the original only when it is the only image. For a
   * video: its stills (poster). Widths never exceed the original's known width (a 1080-wide
   * original's `large` is described as 1080w). Possibly empty when the response had no usable URL.
   */
  renditions: Rendition[];
  /**
   * What a square tile uses instead of `renditions`, when it differs: for a portrait image whose
   * response has a square crop (`square_medium_url`), `renditions` with that crop in place of
   * `medium` (same width: a tile shows only the middle square of a portrait image). Absent otherwise.
   */
  tile?: Rendition[];
  /**
   * The original image (`original_url`, else `source_url`); null for videos and when unusable.
   * Hotspot boxes are in its pixels; a tile never uses it while any rendition exists.
   */
  originalUrl: string | null;
  /** The video file (videos only); null for images or when unusable. */
  videoUrl: string | null;
  /** Size of the original when known, else null. */
  width: number | null;
  height: number | null;
  /** Caption; '' when none. */
  caption: string;
  /**
   * The item's own description (`alt_text`) when it describes something; '' when it is absent or a
   * placeholder ("No photo description available.", "Image may contain: …", a file name…:
   * `isPlaceholderAlt` in media.ts).
   */
  altText: string;
  /**
   * Never empty, in English: `altText`, else the caption (shortened), else "Photo/Video by NAME",
   * else "Photo"/"Video". Tiles are named in the widget's language from the fields themselves.
   */
  alt: string;
  /** Submitter's display name; '' when none. */
  userName: string;
  avatarUrl: string | null;
  /** Where the item came from (`source`), lower case: `instagram`, `tiktok`, `desktop`, `api`…; '' when unknown. */
  source: string;
  /** Link to the original post (`platform_link`); null when absent (uploads send ""). */
  sourceLink: string | null;
  /** The item's call to action; null when absent or not http(s). */
  action: MediaAction | null;
  /** The item's products; their sale prices, the hotspots and a video's timed products: `mediaDetail()`. */
  products: MediaProduct[];
  /** When the item was posted (`created_at`, epoch ms); null when unknown. */
  createdAt: Date | null;
  approvedAt: Date | null;
}

/** One page of an album (contract §1/§2) as the read client returns it. */
export interface MediaPage {
  /** Album the items belong to; in product (sku) mode this is the product's album. */
  albumId: number | null;
  page: number;
  perPage: number;
  /** More pages exist after this one. */
  hasNext: boolean;
  items: MediaItem[];
}

/** The sort object of contract §1: one key out of these set to true, plus a direction. */
export type SortKey =
  | 'recency'
  | 'approved_time'
  | 'random'
  | 'pixlee_shares'
  | 'pixlee_likes'
  | 'popularity'
  | 'dynamic';

/** JSON object passed through as `sort` / `filters` (canonicalised, never interpreted). */
export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
