// Turns an internal item into the MEDIA object of contract §1, the way the real service writes it:
// numbers sometimes as strings, nullable fields null, empty strings where a link is missing.
import { PRODUCTS_BY_SKU, saleFields } from './catalog.js';

/** @typedef {import('./fixtures.js').Item} Item */

/**
 * @param {Item} item
 * @param {string} origin  the sandbox's own origin, for absolute media URLs
 * @returns {unknown}
 */
export function toMedia(item, origin) {
  if (item.junk) return item.junk(origin);
  const q = item.quirks;
  const media = (/** @type {string} */ path) => `${origin}/media/${path}`;

  /** @type {Record<string, string>} */
  let cdn;
  /** @type {Record<string, string>} */
  let direct;
  if (item.src && item.type === 'image') {
    const s = item.src.slug;
    cdn = {
      small_url: media(`${s}/small.jpg`),
      medium_url: media(`${s}/medium.jpg`),
      large_url: media(`${s}/large.jpg`),
      original_url: media(`${s}/original.jpg`),
      square_medium_url: media(`${s}/square_medium.jpg`),
    };
    direct = {
      thumbnail_url: cdn.small_url,
      medium_url: cdn.medium_url,
      big_url: cdn.large_url,
      source_url: cdn.original_url,
    };
  } else if (item.src) {
    const s = item.src.slug;
    // The CDN renditions of a video are empty strings; its stills and file are direct URLs.
    cdn = { small_url: '', medium_url: '', large_url: '', original_url: '', square_medium_url: '' };
    direct = {
      thumbnail_url: media(`${s}/thumb.jpg`),
      medium_url: media(`${s}/medium.jpg`),
      big_url: media(`${s}/big.jpg`),
      source_url: media(`${s}/video.webm`),
    };
  } else {
    // A submitted photo the sandbox could not import: every rendition is the submitted URL.
    const u = item.externalUrl ?? '';
    cdn = { small_url: u, medium_url: u, large_url: u, original_url: u, square_medium_url: u };
    direct = { thumbnail_url: u, medium_url: u, big_url: u, source_url: u };
  }

  const asNum = (/** @type {number} */ n, /** @type {boolean | undefined} */ str) => (str ? String(n) : n);

  /** @type {Record<string, unknown>} */
  const out = {
    id: asNum(item.id, q.idAsString),
    album_photo_id: item.albumPhotoId,
    album_id: item.albumId,
    content_type: item.type,
    source: item.source,
    approved: item.approved,
    has_permission: item.hasPermission,
    connected_user_id: item.connectedUserId,
    title: item.caption,
    photo_title: item.caption,
    alt_text: q.altEmpty ? '' : item.altText,
    user_name: item.userName,
    avatar_url: item.avatar ? media(item.avatar) : null,
    platform_link: item.platformLink,
    pixlee_cdn_photos: cdn,
    ...direct,
    action_link: item.action ? item.action.link : null,
    action_link_text: item.action ? item.action.text : null,
    products: item.products.flatMap((sku) => {
      const p = PRODUCTS_BY_SKU.get(sku);
      if (!p) return [];
      return [
        {
          id: p.id,
          sku: p.sku,
          title: p.title,
          link: p.link,
          link_text: p.link_text,
          image: media(p.image),
          image_thumb: media(p.image_thumb),
          image_thumb_square: media(p.image_thumb),
          price: p.price,
          ...saleFields(p),
          currency: p.currency,
        },
      ];
    }),
    vote_count: item.likes,
    created_at: asNum(item.createdAt, q.datesAsStrings),
    updated_at: item.approvedAt,
    approved_on_date: asNum(item.approvedAt, q.datesAsStrings),
  };
  if (item.src && !q.sizeMissing) {
    out.width = asNum(item.src.width, q.sizeAsString);
    out.height = asNum(item.src.height, q.sizeAsString);
  }
  if (item.override) {
    const extra = item.override(origin);
    // defineProperty, not assignment: a "__proto__" key must stay an own key, as JSON.parse made it.
    for (const key of Object.keys(extra)) {
      Object.defineProperty(out, key, { value: extra[key], enumerable: true, writable: true, configurable: true });
    }
  }
  return out;
}
