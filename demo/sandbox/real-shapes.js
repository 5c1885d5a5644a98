// Albums shaped like the live service's responses (as its own SDK's test fixtures show them), not
// like our tidy ones: placeholder alt texts, sizes absent or null, 1080-wide Instagram originals,
// missing or junk CDN renditions, string ids, hotspot boxes (negative and zero ones too), timed
// video products, sale windows, null currencies, link texts in other languages and an item
// repeated on the next page. Each item is an ordinary fixture item whose MEDIA fields are then
// overridden (fixtures.js `override`).
import { LINK_TEXTS, MEMBERS, PLACEHOLDER_ALTS, PRODUCTS, SPOTS, connectedUserIdFor, saleFields } from './catalog.js';

/** @typedef {import('./fixtures.js').Item} Item */
/** @typedef {import('./fixtures.js').Source} Source */
/** @typedef {import('./catalog.js').Product} Product */

const HOUR = 3600_000;
const NEWEST = Date.UTC(2026, 10, 2, 9, 0, 0);

/** Alt texts somebody actually wrote, one per photo (the rest of the album has placeholders). */
const WRITTEN_ALTS = {
  'img-01': 'A stony trail climbing through green pastures towards jagged limestone peaks',
  'img-02': 'A nuthatch clinging head-down to a tree trunk, a walker in jeans blurred behind',
  'img-03': 'The sun setting over a ridge seen from a rocky summit with a survey marker',
  'img-05': 'A small stream tumbling over mossy rocks in a green forest',
  'img-07': 'Half a fig in a glossy red bowl on grey concrete',
  'img-09': 'Dandelion clocks in tall grass, backlit by a low sun',
};

/**
 * A product of the catalog as the service sends it, with this item's link text and, on some
 * items, no currency.
 * @param {Product} p @param {(path: string) => string} media @param {unknown} linkText @param {boolean} noCurrency
 */
export function productJson(p, media, linkText, noCurrency) {
  return {
    id: p.id,
    sku: p.sku,
    title: p.title,
    link: p.link,
    link_text: linkText,
    image: media(p.image),
    image_thumb: media(p.image_thumb),
    image_thumb_square: media(p.image_thumb),
    price: p.price,
    ...saleFields(p),
    currency: noCurrency ? null : p.currency,
  };
}

/**
 * Hotspot boxes of an image in its original's pixels, one per product, at the photo's spot (the
 * second product a third of the width away, on the side with room). `variant` adds a box that
 * starts outside the image (negative x/y) or a zero-size one, as real responses carry them.
 * @param {Source} src @param {Product[]} products @param {'plain' | 'negative' | 'zero'} variant
 */
function boxes(src, products, variant) {
  const [fx, fy, fw, fh] = SPOTS[src.slug] ?? [0.3, 0.3, 0.4, 0.4];
  const W = src.width;
  const H = src.height;
  const out = products.map((p, k) => {
    // The second box a third of the width away, towards the side with room: markers a finger apart.
    const x = Math.round((fx + k * (fx < 0.5 ? 0.3 : -0.3)) * W);
    const y = Math.round((fy + k * 0.08) * H);
    const width = Math.round(fw * W * (k ? 0.6 : 1));
    const height = Math.round(fh * H * (k ? 0.6 : 1));
    return { x, y, width, height, aspect_ratio: +(width / height).toFixed(4), product_id: p.id };
  });
  if (variant === 'negative' && products[0]) {
    out.push({ x: -Math.round(0.05 * W), y: -Math.round(0.04 * H), width: Math.round(0.2 * W), height: Math.round(0.15 * H), aspect_ratio: 1.3333, product_id: products[0].id });
  }
  if (variant === 'zero' && products[0]) out.push({ x: 0, y: 0, width: 0, height: 0, aspect_ratio: 0, product_id: products[0].id });
  return out;
}

/** Captions of the import: some real, some empty, some only hashtags, some long. */
const captionOf = (/** @type {number} */ i, /** @type {Source} */ src) =>
  i % 8 === 3
    ? ''
    : i % 8 === 5
      ? '#hiking #outdoors #trailrunning #weekendvibes'
      : i % 8 === 7
        ? `${src.label}. We left before sunrise, walked for nine hours, got rained on twice and still would not trade it for anything. Thanks for the gear that kept us dry all the way 🙏 #hiking #ridgeline`
        : src.label;

/**
 * The "Instagram import" album: `count` items, then the item at `repeatIndex` once more (the live
 * service repeats items across pages when its order shifts between requests).
 * @param {{ albumId: number, count: number, firstAlbumPhotoId: number, firstPhotoId: number,
 *   images: Source[], videos: Source[], repeatIndex: number }} o
 * @returns {Item[]}
 */
export function realShapesAlbum(o) {
  /** @type {Item[]} */
  const items = [];
  let t = NEWEST;
  for (let i = 0; i < o.count; i++) {
    const isVideo = i % 6 === 5;
    const src = isVideo ? o.videos[i % o.videos.length] : o.images[i % o.images.length];
    const member = MEMBERS[(i * 7) % MEMBERS.length];
    const handle = member.handle;
    const source = isVideo ? 'tiktok' : i % 5 === 3 ? 'desktop' : 'instagram';
    /** @type {Product[]} */
    // Every sixth image from the third on (a known size, so its markers show), and every video, also
    // carries the jacket that is on sale now: there are shoppable items with markers and a sale, and
    // videos with two timed products, to look at.
    const second = i % 3 === 0 ? PRODUCTS[(i + 1) % PRODUCTS.length] : i % 6 === 2 || isVideo ? PRODUCTS[1] : undefined;
    const products = i % 4 === 2 ? [] : [PRODUCTS[i % PRODUCTS.length], ...(second ? [second] : [])];
    const written = !isVideo && i % 4 === 0 ? /** @type {Record<string, string>} */ (WRITTEN_ALTS)[src.slug] : undefined;
    const alt = written ?? PLACEHOLDER_ALTS[i % PLACEHOLDER_ALTS.length].replace('{handle}', handle ?? 'a customer');
    t -= (3 + (i % 5)) * HOUR;
    const createdAt = t;
    // Sizes: absent on a third of the items, null on another third (the live service mostly has none).
    const sizeMode = i % 3;
    // CDN renditions: missing entirely, junk, or all there.
    const cdnMode = isVideo ? 'video' : i % 7 === 2 ? 'missing' : i % 7 === 4 ? 'junk' : 'ok';
    items.push({
      id: o.firstPhotoId + i * 11,
      albumPhotoId: o.firstAlbumPhotoId + i * 3,
      albumId: o.albumId,
      type: src.type,
      src,
      approved: true,
      hasPermission: true,
      caption: captionOf(i, src),
      altText: alt,
      userName: handle,
      email: member.email,
      connectedUserId: connectedUserIdFor(member.email),
      avatar: member.avatar,
      platformLink: '',
      source,
      action: null,
      products: products.map((p) => p.sku),
      createdAt,
      approvedAt: createdAt + 2 * HOUR,
      likes: (i * 37) % 500,
      shares: (i * 13) % 40,
      quirks: { sizeMissing: true },
      override(origin) {
        const media = (/** @type {string} */ path) => `${origin}/media/${path}`;
        const s = src.slug;
        /** @type {Record<string, unknown>} */
        const out = {
          // String ids on every fourth item (the reader must accept both).
          id: i % 4 === 1 ? String(o.firstPhotoId + i * 11) : o.firstPhotoId + i * 11,
          album_photo_id: i % 9 === 4 ? String(o.firstAlbumPhotoId + i * 3) : o.firstAlbumPhotoId + i * 3,
          alt_text: i % 10 === 6 ? null : alt,
          platform_link:
            source === 'instagram' ? `https://www.instagram.com/p/C${(i * 7919).toString(36).padStart(10, 'x')}/` : source === 'tiktok' ? `https://www.tiktok.com/@${handle ?? 'user'}/video/73${i}00000000000000` : '',
          products: products.map((p, k) => productJson(p, media, LINK_TEXTS[(i + k) % LINK_TEXTS.length], i % 5 === 1)),
          bounding_box_products: isVideo
            ? products.map((p) => ({ x: 0, y: 0, width: 0, height: 0, aspect_ratio: 0, product_id: p.id }))
            : boxes(src, products, i % 6 === 1 ? 'negative' : i % 6 === 3 ? 'zero' : 'plain'),
          time_based_products: isVideo ? products.map((p, k) => ({ timestamp: 0.5 + k * 1.5, product_id: p.id })) : [],
        };
        if (sizeMode === 1) {
          out.width = null;
          out.height = null;
        } else if (sizeMode === 2) {
          out.width = src.width;
          out.height = i % 4 === 3 ? String(src.height) : src.height;
        }
        if (cdnMode === 'missing') {
          // No CDN renditions and no direct stills: only the original (source_url).
          out.pixlee_cdn_photos = {};
          Object.assign(out, { thumbnail_url: null, medium_url: '', big_url: null, source_url: media(`${s}/original.jpg`) });
        } else if (cdnMode === 'junk') {
          out.pixlee_cdn_photos = {
            small_url: 'null',
            medium_url: `/media/${s}/medium.jpg`,
            large_url: 'javascript:void(0)',
            original_url: media(`${s}/original.jpg`),
            square_medium_url: '',
          };
          Object.assign(out, { thumbnail_url: '', medium_url: 'undefined', big_url: '', source_url: media(`${s}/original.jpg`) });
        }
        return out;
      },
    });
  }
  // The repeat sorts last (newest first), so it lands on a later page, yet reads exactly as the
  // original: same ids, same created_at.
  const repeated = items[o.repeatIndex];
  if (repeated) {
    items.push({
      ...repeated,
      createdAt: t - HOUR,
      approvedAt: t,
      override: (origin) => ({ ...repeated.override?.(origin), created_at: repeated.createdAt, approved_on_date: repeated.approvedAt, updated_at: repeated.approvedAt }),
    });
  }
  return items;
}

/**
 * The "Placeholders" album: every alt text a placeholder, with the other fields a name can come
 * from varied: captions (some empty), submitters (some the same, one hidden), photos and videos,
 * and two uncaptioned photos by the same member on different days.
 * @param {{ albumId: number, firstAlbumPhotoId: number, firstPhotoId: number, images: Source[], videos: Source[] }} o
 * @returns {Item[]}
 */
export function placeholderAlbum(o) {
  const plan = [
    { caption: 'Made the summit just as the sun dropped #sunset', member: 0 },
    { caption: '', member: 1 },
    { caption: '', member: 1 },
    { caption: 'Camp breakfast: figs in the red bowl', member: 2 },
    { caption: '', member: 5, video: true },
    { caption: 'Low tide run under the bridge 🌊', member: 5 },
    { caption: '', member: 23 }, // user_name null
    { caption: '#hiking #outdoors', member: 6 },
    { caption: '', member: 9 },
    { caption: 'Cabin evening after a long day. Shoes off, feet up, and the rain can do what it likes now.', member: 9 },
    { caption: '', member: 3, video: true },
    { caption: 'The crew is ready 🐕🐕', member: 1 },
  ];
  return plan.map((p, i) => {
    const member = MEMBERS[p.member];
    const src = p.video ? o.videos[i % o.videos.length] : o.images[(i * 5) % o.images.length];
    const createdAt = NEWEST - i * 26 * HOUR;
    return {
      id: o.firstPhotoId + i,
      albumPhotoId: o.firstAlbumPhotoId + i,
      albumId: o.albumId,
      type: src.type,
      src,
      approved: true,
      hasPermission: true,
      caption: p.caption,
      altText: PLACEHOLDER_ALTS[i % PLACEHOLDER_ALTS.length].replace('{handle}', member.handle ?? 'a customer'),
      userName: member.handle,
      email: member.email,
      connectedUserId: connectedUserIdFor(member.email),
      avatar: member.avatar,
      platformLink: member.source === 'instagram' ? `https://www.instagram.com/p/Cplaceholder${i}/` : '',
      source: member.source,
      action: null,
      products: [],
      createdAt,
      approvedAt: createdAt + HOUR,
      likes: i,
      shares: 0,
      quirks: {},
    };
  });
}
