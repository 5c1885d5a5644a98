import type { MediaItem, MediaPage, MediaProduct, Rendition } from './media.types.js';

/*
 * The tolerant reader of contract §1 "MEDIA": real responses carry numbers as strings, nulls, empty
 * strings, missing keys and worse. Every reader below accepts anything and never throws.
 */

type Rec = Record<string, unknown>;

/** The value when it is an object (not an array), else `{}`: always safe to read keys from. */
export const asRecord = (v: unknown): Rec => (v && typeof v == 'object' && !Array.isArray(v) ? (v as Rec) : {});

/** The objects among the first `max` entries of an array; anything else (or a non-array) is dropped. */
export const records = (v: unknown, max?: number): Rec[] =>
  (Array.isArray(v) ? v.slice(0, max) : []).filter((x) => asRecord(x) === x);

/** A finite number from a number or a numeric string, else null. */
export const asNumber = (v: unknown): number | null => {
  const n = typeof v == 'string' && v.trim() ? +v : v;
  return typeof n == 'number' && Number.isFinite(n) ? n : null;
};

/** A safe integer ≥ `min` (numeric strings accepted), else null. */
export const asInt = (v: unknown, min = 0): number | null => {
  const n = asNumber(v);
  return n !== null && Number.isSafeInteger(n) && n >= min ? n : null;
};

/**
 * Format characters (Unicode Cf), which change how the text around them shows without being seen:
 * direction controls (U+202A–202E, U+2066–2069, LRM, RLM, ALM), zero-width characters, the BOM, soft
 * hyphens, tags. A joiner (ZWJ, ZWNJ) between two other non-ASCII characters is kept (`$1`): emoji
 * sequences and scripts such as Persian need it there; next to ASCII it can only disguise a name.
 */
const INVISIBLE = /([^\p{ASCII}\p{Cf}][\u200c\u200d])(?=[^\p{ASCII}\p{Cf}])|\p{Cf}/gu;

/**
 * Display text: format characters (above) removed; C0 and C1 control characters and runs of
 * whitespace become one space, trimmed, at most `max` characters (cut text ends in "…"). Finite numbers
 * become text (SKUs arrive as numbers); else ''.
 */
export const asText = (v: unknown, max = 500): string => {
  const s =
    typeof v == 'string'
      ? v.replace(INVISIBLE, '$1').replace(/[\s\p{Cc}]+/gu, ' ').trim()
      : typeof v == 'number' && Number.isFinite(v)
        ? String(v)
        : '';
  return s.length > max ? s.slice(0, max - 1).trimEnd() + '…' : s;
};

/**
 * `v` (resolved against `base` when given) as a parsed http(s) URL without credentials, else
 * undefined. Shared by the reader, the configuration check and the analytics endpoint: one URL check
 * instead of three.
 */
export const httpUrl = (v: string, base?: string): URL | undefined => {
  try {
    const url = new URL(v, base);
    // A user name or password makes look-alikes (`https://shop.example@evil.example/`): never used.
    if (/^https?:$/.test(url.protocol) && !(url.username + url.password)) return url;
  } catch {}
};

/**
 * An absolute http(s) URL (under 8,000 characters, without credentials), as the URL parser normalises
 * it, else null: nothing else may reach `src`/`href`.
 */
export const asHttpUrl = (v: unknown): string | null =>
  (typeof v == 'string' && v.length < 8e3 && httpUrl(v)?.href) || null;

/** Epoch milliseconds (number or numeric string) → Date, else null. */
export const asDate = (v: unknown): Date | null => {
  const date = new Date(asNumber(v) ?? NaN);
  return isNaN(date.getTime()) ? null : date;
};

/** Products read per item (the first ones): a detail view lists a few, never thousands. */
export const MAX_PRODUCTS = 20;
/** Captions are shown whole in the detail view: allow Instagram's 2 200 characters. */
const CAPTION_MAX = 2200;
/** Widths of the small/medium/large renditions and of a video's three stills (TEAM-NOTES). */
const WIDTHS = [320, 640, 1280];
const CDN_KEYS = ['small_url', 'medium_url', 'large_url'];
const STILL_KEYS = ['thumbnail_url', 'medium_url', 'big_url'];

/** The renditions under `keys` with their nominal widths, capped at the original's known width. */
const sized = (r: Rec, keys: string[], max: number | null): Rendition[] =>
  keys.flatMap((key, i) => {
    const url = asHttpUrl(r[key]);
    return url ? [{ url, width: Math.min(WIDTHS[i]!, max ?? Infinity) }] : [];
  });

/** A product of a response (the fields a tile and the detail view's list need). */
const normalizeProduct = (p: Rec): MediaProduct => {
  const currency = asText(p.currency);
  return {
    id: asInt(p.id),
    sku: asText(p.sku),
    title: asText(p.title),
    link: asHttpUrl(p.link),
    linkText: asText(p.link_text),
    image: asHttpUrl(p.image) ?? asHttpUrl(p.image_thumb),
    price: asNumber(p.price),
    // Only an ISO 4217-shaped code: anything else would make Intl.NumberFormat throw.
    currency: /^[a-z]{3}$/i.test(currency) ? currency.toUpperCase() : '',
  };
};

/**
 * Alt texts that describe nothing, in one pattern: Instagram's "No photo description available.",
 * Facebook's "Image may contain: …" and "May be an image of …", "Photo (shared) by X on <date>"
 * auto text, camera file names (IMG_1234.jpg, DSC01234, PXL_…) and bare kind words. Twenty tiles
 * named "No photo description available." tell a screen-reader user nothing.
 */
const PLACEHOLDER_ALT =
  /^(no (photo|image|video) description|(image|photo|picture) may contain|may be an? \w|(photo|image|picture|video)( shared)? by .+ on |\S+\.(jpe?g|png|gif|webp|hei[cf]|mp4|mov)$|(img|dsc\w?|pxl|vid)[_ -]?\d+$|(image|photo|picture|video|untitled)$)/i;

/** Whether an alt text (already passed through `asText`) is a placeholder, or empty. */
export const isPlaceholderAlt = (alt: string): boolean => !alt || PLACEHOLDER_ALT.test(alt);

/**
 * A caption fit for a name: trailing hashtags and @mentions dropped, at most `max` characters, cut
 * at a word boundary with "…". Hashtags alone are no name ('' then): a screen reader reads
 * "#hiking #outdoors" as "number sign hiking number sign outdoors", and the fallback name ("Photo by
 * ana, Nov 2, 2026") says more.
 */
export const shortCaption = (caption: string, max = 100): string => {
  const s = caption.replace(/(^|\s+)([#@]\S+\s*)+$/, '');
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '') + '…';
};

/** The response object each item was read from, for the detail view's reader (`media-detail.ts`). */
const sources = new WeakMap<MediaItem, Rec>();

/** The MEDIA object `item` was read from; `{}` for an item the reader did not make. */
export const rawMediaOf = (item: MediaItem): Rec => sources.get(item) ?? {};

/** One MEDIA object of the response → the project's `MediaItem`. Never throws, whatever `raw` is. */
export const normalizeMedia = (raw: unknown): MediaItem => {
  const r = asRecord(raw);
  const cdn = asRecord(r.pixlee_cdn_photos);
  const video = asText(r.content_type).toLowerCase() == 'video';
  const kind = video ? 'Video' : 'Photo';
  const width = asInt(r.width, 1);
  const height = asInt(r.height, 1);
  const caption = asText(r.title, CAPTION_MAX) || asText(r.photo_title, CAPTION_MAX);
  const userName = asText(r.user_name);
  const alt = asText(r.alt_text);
  const altText = isPlaceholderAlt(alt) ? '' : alt;
  const action = asHttpUrl(r.action_link);
  // The CDN renditions when there are any (a video's are all ''), else the direct stills. A
  // rendition is never wider than its original: a 1080-wide original's `large` is 1080 wide.
  const stills = sized(cdn, CDN_KEYS, width);
  const renditions = stills.length ? stills : sized(r, STILL_KEYS, width);
  const original = video ? null : (asHttpUrl(cdn.original_url) ?? asHttpUrl(r.source_url));
  // The original is for the detail view's hotspots and for items that have nothing else: tiles
  // never download it when a rendition exists. Of unknown size it gets no descriptor (width 0).
  if (original && !renditions.length) renditions.push({ url: original, width: width ?? 0 });
  // Smallest first; one entry per URL and per width (a srcset may not repeat a width descriptor).
  const seen = new Set<unknown>();
  const item: MediaItem = {
    id: asInt(r.id) ?? 0,
    albumPhotoId: asInt(r.album_photo_id) ?? 0,
    albumId: asInt(r.album_id),
    type: video ? 'video' : 'image',
    renditions: renditions
      .sort((a, b) => a.width - b.width)
      .filter(({ url, width }) => {
        if (seen.has(url) || seen.has(width)) return false;
        seen.add(url).add(width);
        return true;
      }),
    originalUrl: original,
    videoUrl: video ? asHttpUrl(r.source_url) : null,
    width,
    height,
    caption,
    altText,
    alt: altText || shortCaption(caption) || (userName ? `${kind} by ${userName}` : kind),
    userName,
    avatarUrl: asHttpUrl(r.avatar_url),
    source: asText(r.source, 40).toLowerCase(),
    sourceLink: asHttpUrl(r.platform_link),
    action: action ? { url: action, text: asText(r.action_link_text) } : null,
    products: records(r.products, MAX_PRODUCTS).map(normalizeProduct),
    createdAt: asDate(r.created_at),
    approvedAt: asDate(r.approved_on_date),
  };
  // A tile is square: of a portrait image it shows the middle square, which the CDN's square crop
  // of `medium` holds whole, in about a fifth fewer bytes than `medium` itself.
  const square = width && height! > width && asHttpUrl(cdn.square_medium_url);
  const medium = asHttpUrl(cdn.medium_url);
  if (square) item.tile = item.renditions.map((x) => (x.url == medium ? { url: square, width: x.width } : x));
  sources.set(item, r);
  return item;
};

/**
 * Whether an item has anything to show: a usable rendition or a video file. An entry without (`{}`,
 * or every URL a script or junk) would be a blank tile opening a broken image; a merchant counts the
 * posts they see, so such entries are no tiles at all.
 */
export const hasMedia = (item: MediaItem): boolean => item.renditions.length > 0 || item.videoUrl !== null;

/**
 * A page response (contract §1/§2) → `MediaPage`. `page`/`perPage` come from the response when
 * usable, else from `fallback` (what was asked for). Only the first `fallback.perPage` entries are
 * read, and of each item its first 20 products (`MAX_PRODUCTS`); entries that are not objects, and
 * items with nothing to show (`hasMedia`), are skipped; an item without an album takes the page's.
 */
export const normalizePage = (raw: unknown, fallback: { page: number; perPage: number }): MediaPage => {
  const r = asRecord(raw);
  const albumId = asInt(r.album_id);
  return {
    albumId,
    page: asInt(r.page, 1) ?? fallback.page,
    perPage: asInt(r.per_page, 1) ?? fallback.perPage,
    hasNext: ([true, 'true', 1, '1'] as unknown[]).includes(r.next),
    // Never more than was asked for: a hostile page of 100,000 entries is cut before any is read.
    items: records(r.data, fallback.perPage)
      .map(normalizeMedia)
      .filter((media) => {
        media.albumId ??= albumId;
        return hasMedia(media);
      }),
  };
};
