// The "Stories" album (1009): what a shoppable story feed serves, with the mess a story player meets.
// Mostly videos (the vertical one most often), portrait photos, timed products with sales, and:
// a video whose file is missing (404), a video without stills, a product without a SKU (no "Add to
// cart" for it), a product without a link and one without a currency. Items are ordinary fixture
// items whose MEDIA fields are then overridden (fixtures.js `override`).
import { MEMBERS, PRODUCTS, connectedUserIdFor } from './catalog.js';
import { productJson } from './real-shapes.js';

/** @typedef {import('./fixtures.js').Item} Item */
/** @typedef {import('./fixtures.js').Source} Source */
/** @typedef {import('./catalog.js').Product} Product */

const HOUR = 3600_000;
const NEWEST = Date.UTC(2026, 10, 3, 18, 0, 0);

const [TRAIL, JACKET, PACK, MUG, SOCKS, LAMP] = PRODUCTS;

/**
 * What each story is: its media (a slug of media/), its products, the moments (seconds) its video
 * shows them, and the odd ones out.
 * @type {{ slug: string, caption: string, products?: Product[], at?: number[], missingFile?: boolean,
 *   noStills?: boolean, noSku?: boolean, noLink?: boolean, noCurrency?: boolean }[]}
 */
const PLAN = [
  { slug: 'vid-02', caption: 'Up to the col before the cloud came in. The shell did its job 🧥', products: [JACKET, SOCKS], at: [0.5, 2] },
  { slug: 'img-08', caption: 'Cabin evening, boots by the drum', products: [TRAIL, LAMP] },
  { slug: 'vid-01', caption: 'The waterfall in the beech wood, worth the detour', products: [PACK], at: [1] },
  { slug: 'img-02', caption: 'This little one followed us down the whole path 🐦', products: [JACKET, MUG], noSku: true },
  { slug: 'vid-02', caption: 'Same col, clear day. #hiking' },
  { slug: 'vid-04', caption: 'The camp cat keeping watch', products: [MUG], at: [0], missingFile: true },
  { slug: 'img-12', caption: 'Tree in full leaf. We sat under it for an hour and nobody said a word, which is the best kind of lunch break.' },
  { slug: 'vid-03', caption: 'Espresso before the climb ☕', products: [MUG], at: [1], noStills: true },
  { slug: 'img-05', caption: 'Forest stream on the way back', products: [SOCKS] },
  { slug: 'vid-02', caption: '', products: [JACKET], at: [0.5], noCurrency: true },
  { slug: 'img-06', caption: 'The crew is ready. Are you? 🐕🐕', products: [TRAIL], noLink: true },
  { slug: 'img-03', caption: 'Made the summit just as the sun dropped' },
  { slug: 'vid-01', caption: 'Listening to the water', products: [PACK, LAMP], at: [0.5, 1.5] },
  { slug: 'img-09', caption: 'Golden hour in the meadow, last stretch home', products: [TRAIL] },
];

/**
 * @param {{ albumId: number, firstAlbumPhotoId: number, firstPhotoId: number, sources: Source[] }} o
 * @returns {Item[]}
 */
export function storiesAlbum(o) {
  return PLAN.map((plan, i) => {
    const src = o.sources.find((s) => s.slug === plan.slug);
    if (!src) throw new Error(`stories: no media ${plan.slug}`);
    const member = MEMBERS[(i * 5 + 1) % MEMBERS.length];
    const products = plan.products ?? [];
    const createdAt = NEWEST - i * 5 * HOUR;
    return {
      id: o.firstPhotoId + i,
      albumPhotoId: o.firstAlbumPhotoId + i,
      albumId: o.albumId,
      type: src.type,
      src,
      approved: true,
      hasPermission: true,
      caption: plan.caption,
      altText: null,
      userName: member.handle,
      email: member.email,
      connectedUserId: connectedUserIdFor(member.email),
      avatar: member.avatar,
      platformLink: '',
      source: src.type === 'video' ? 'tiktok' : 'instagram',
      action: null,
      products: products.map((p) => p.sku),
      createdAt,
      approvedAt: createdAt + HOUR,
      likes: i * 11,
      shares: i,
      quirks: {},
      override(origin) {
        const media = (/** @type {string} */ path) => `${origin}/media/${path}`;
        /** @type {Record<string, unknown>} */
        const out = {
          products: products.map((p, k) => ({
            ...productJson(p, media, 'Shop now', !!plan.noCurrency),
            // The first product of `noSku` items has none: it can be followed, not added to a cart.
            ...(plan.noSku && k === 0 ? { sku: null } : {}),
            ...(plan.noLink && k === 0 ? { link: null } : {}),
          })),
          bounding_box_products: products.map((p) => ({ x: 0, y: 0, width: 0, height: 0, aspect_ratio: 0, product_id: p.id })),
          time_based_products: (plan.at ?? []).map((timestamp, k) => ({ timestamp, product_id: products[k]?.id })),
        };
        if (plan.missingFile) out.source_url = media(`${src.slug}/missing.webm`);
        if (plan.noStills) Object.assign(out, { thumbnail_url: null, medium_url: '', big_url: null });
        return out;
      },
    };
  });
}
