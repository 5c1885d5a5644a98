/**
 * The project's own media model: what the tolerant reader (`media.ts`) makes of a response, and all
 * the element ever renders. Every field has a safe value; URLs are already restricted to http(s).
 */

export type ContentType = 'image' | 'video';

/** One image file and the pixel width it is known (or assumed) to have, for `srcset`. */
export interface Rendition {
  url: string;
  width: number;
}

export interface MediaProduct {
  id: number | null;
  sku: string;
  title: string;
  /** Product page; null when absent or not http(s). */
  link: string | null;
  linkText: string;
  image: string | null;
  price: number | null;
  currency: string;
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
   * Image files smallest first, for `srcset`. For an image: the CDN renditions and, last, the
   * original. For a video: its stills (poster). Possibly empty when the response had no usable URL.
   */
  renditions: Rendition[];
  /** The video file (videos only); null for images or when unusable. */
  videoUrl: string | null;
  /** Size of the original when known, else null. */
  width: number | null;
  height: number | null;
  /** Caption; '' when none. */
  caption: string;
  /** Never empty: alt_text, else the caption, else "Photo/Video by NAME", else "Photo"/"Video". */
  alt: string;
  /** Submitter's display name; '' when none. */
  userName: string;
  avatarUrl: string | null;
  /** Link to the original post; null when absent. */
  sourceLink: string | null;
  /** The item's call to action; null when absent or not http(s). */
  action: MediaAction | null;
  products: MediaProduct[];
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
