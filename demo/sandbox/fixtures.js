// The sandbox's albums, generated deterministically from the committed media (media/manifest.json)
// and the catalog. Each sandbox instance gets its own store, so submissions never leak between runs.
import { readFileSync } from 'node:fs';
import { CAPTIONS, CTA_TEXTS, MEMBERS, PRODUCTS, connectedUserIdFor } from './catalog.js';
import { hostileRecords } from './hostile.js';
import { placeholderAlbum, realShapesAlbum } from './real-shapes.js';
import { storiesAlbum } from './stories.js';
import { int, pick, rng } from './random.js';

/**
 * One committed source (an image with its renditions, or a video with its stills).
 * @typedef {{ slug: string, type: 'image' | 'video', label: string, width: number, height: number }} Source
 */

/**
 * The sandbox's internal record of an album item; media-json.js turns it into a MEDIA object.
 * @typedef {object} Item
 * @property {number} id                 photo id
 * @property {number} albumPhotoId
 * @property {number} albumId
 * @property {'image' | 'video'} type
 * @property {Source | null} src         committed media, or null for a submitted external URL
 * @property {string | null} [externalUrl]
 * @property {boolean} approved
 * @property {boolean} hasPermission
 * @property {string} caption
 * @property {string | null} altText
 * @property {string | null} userName
 * @property {string | null} email
 * @property {number} connectedUserId
 * @property {string | null} avatar      path under /media
 * @property {string} platformLink       '' when the post has none
 * @property {string} source             instagram | tiktok | desktop | api
 * @property {{ link: string, text: string } | null} action
 * @property {string[]} products         SKUs
 * @property {number} createdAt          epoch ms
 * @property {number} approvedAt         epoch ms
 * @property {number} likes
 * @property {number} shares
 * @property {{ idAsString?: boolean, sizeAsString?: boolean, sizeMissing?: boolean,
 *   datesAsStrings?: boolean, altEmpty?: boolean }} quirks
 * @property {(origin: string) => Record<string, unknown>} [override]  hostile fields, merged last
 * @property {(origin: string) => unknown} [junk]  hostile: the whole entry replaced by this value
 */

/** @typedef {{ id: number, name: string, sku: string | null, items: Item[] }} Album */

// catalog.js lists CAPTIONS so that the first IMAGES.length of them describe img-01, img-02, …

const manifest = JSON.parse(readFileSync(new URL('./media/manifest.json', import.meta.url), 'utf8'));

/** @type {Source[]} */
export const SOURCES = manifest.sources.map((/** @type {Source} */ s) => ({
  slug: s.slug,
  type: s.type,
  label: s.label,
  width: s.width,
  height: s.height,
}));
export const IMAGES = SOURCES.filter((s) => s.type === 'image');
export const VIDEOS = SOURCES.filter((s) => s.type === 'video');

export const ALBUMS = {
  MAIN: 1001,
  SMALL: 1002,
  PRODUCT: 1003,
  EMPTY: 1004,
  LONG: 1005,
  REAL: 1007,
  PLACEHOLDERS: 1008,
  STORIES: 1009,
  HOSTILE: 1666,
};

/** Products that have their own album (contract §2); any other SKU is 404. */
export const SKUS = {
  'SKU-TRAIL-42': ALBUMS.PRODUCT,
  'SKU-MUG-12': ALBUMS.EMPTY,
  'SKU-HOSTILE-1': ALBUMS.HOSTILE,
};

/** Album ids in this range exist implicitly (empty), so tests can submit without sharing state. */
export const SCRATCH_MIN = 900000;
export const SCRATCH_MAX = 999999;

// 2026-11-01T12:00:00Z: the newest fixture post; older posts step back from it.
const NEWEST = Date.UTC(2026, 10, 1, 12, 0, 0);
const HOUR = 3600_000;

/**
 * @param {{ albumId: number, count: number, seed: number, firstAlbumPhotoId: number,
 *   firstPhotoId: number, videoEvery: number, unapproved?: number[], product?: string }} o
 * @returns {Item[]}
 */
function generate(o) {
  const r = rng(o.seed);
  const unapproved = new Set(o.unapproved ?? []);
  /** @type {Item[]} */
  const items = [];
  let t = NEWEST - int(r, 0, 6) * HOUR;
  for (let i = 0; i < o.count; i++) {
    const isVideo = i % o.videoEvery === 3;
    const imageIdx = (i * 7 + o.seed) % IMAGES.length;
    const src = isVideo ? VIDEOS[(i * 3 + o.seed) % VIDEOS.length] : IMAGES[imageIdx];
    const member = MEMBERS[(i * 5 + int(r, 0, 3)) % MEMBERS.length];
    // The first captions describe the images of the same index; the rest fit any post.
    const generic = CAPTIONS[IMAGES.length + ((i * 11 + o.seed) % (CAPTIONS.length - IMAGES.length))];
    const fitting = src.type === 'image' && r() < 0.6 ? CAPTIONS[imageIdx] : generic;
    const caption = i % 17 === 9 ? '' : fitting;
    /** @type {string[]} */
    const products = [];
    if (o.product) products.push(o.product);
    const extra = int(r, 0, 9);
    if (extra < 5) products.push(PRODUCTS[(i + extra) % PRODUCTS.length].sku);
    if (extra === 0) products.push(PRODUCTS[(i + 3) % PRODUCTS.length].sku);
    const uniq = [...new Set(products)];
    const hasCta = uniq.length > 0 && i % 5 !== 2;
    const firstProduct = PRODUCTS.find((p) => p.sku === uniq[0]);
    t -= int(r, 2, 11) * HOUR + int(r, 0, 59) * 60_000;
    const platformLink =
      member.source === 'instagram'
        ? `https://www.instagram.com/p/${code(r)}/`
        : member.source === 'tiktok'
          ? `https://www.tiktok.com/@${member.handle ?? 'user'}/video/${7300000000000000000n + BigInt(int(r, 1, 999999999))}`
          : '';
    items.push({
      id: o.firstPhotoId + i * 13,
      albumPhotoId: o.firstAlbumPhotoId + i * 7,
      albumId: o.albumId,
      type: src.type,
      src,
      approved: !unapproved.has(i),
      hasPermission: i % 7 !== 5,
      caption,
      // Real responses: alt text is often null, sometimes written by a moderator.
      altText: i % 4 === 0 ? `${src.label}, shared by ${member.handle ?? 'a customer'}` : null,
      userName: i % 29 === 14 ? null : member.handle,
      email: member.email,
      connectedUserId: connectedUserIdFor(member.email),
      avatar: i % 6 === 1 ? null : member.avatar,
      platformLink,
      source: member.source,
      action: hasCta && firstProduct ? { link: firstProduct.link, text: pick(r, CTA_TEXTS) } : null,
      products: uniq,
      createdAt: t,
      approvedAt: t + int(r, 1, 48) * HOUR,
      likes: int(r, 0, 2400),
      shares: int(r, 0, 180),
      quirks: {
        idAsString: i % 50 === 21,
        sizeAsString: i % 11 === 4,
        sizeMissing: i % 23 === 8,
        datesAsStrings: i % 9 === 2,
        altEmpty: i % 19 === 7,
      },
    });
  }
  return items;
}

/** An Instagram-like short code. */
function code(/** @type {() => number} */ r) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  let s = 'C';
  for (let i = 0; i < 10; i++) s += chars[Math.floor(r() * chars.length)];
  return s;
}

/** Builds a fresh, independent set of albums. */
export function createStore() {
  /** @type {Map<number, Album>} */
  const albums = new Map();
  /** @param {number} id @param {string} name @param {Item[]} items @param {string | null} [sku] */
  const add = (id, name, items, sku = null) => albums.set(id, { id, name, sku, items });

  add(
    ALBUMS.MAIN,
    'Community gallery',
    generate({
      albumId: ALBUMS.MAIN,
      count: 306,
      seed: 1,
      firstAlbumPhotoId: 387500001,
      firstPhotoId: 512000003,
      videoEvery: 10,
      unapproved: [17, 64, 111, 158, 205, 252],
    }),
  );
  add(
    ALBUMS.SMALL,
    'Staff picks',
    generate({ albumId: ALBUMS.SMALL, count: 12, seed: 2, firstAlbumPhotoId: 391200001, firstPhotoId: 518000001, videoEvery: 12 }),
  );
  add(
    ALBUMS.PRODUCT,
    'Trail Runner 42',
    generate({
      albumId: ALBUMS.PRODUCT,
      count: 40,
      seed: 3,
      firstAlbumPhotoId: 393300001,
      firstPhotoId: 521000001,
      videoEvery: 10,
      product: 'SKU-TRAIL-42',
    }),
    'SKU-TRAIL-42',
  );
  add(
    ALBUMS.EMPTY,
    'Enamel Camp Mug',
    generate({ albumId: ALBUMS.EMPTY, count: 2, seed: 4, firstAlbumPhotoId: 394400001, firstPhotoId: 524000001, videoEvery: 99, unapproved: [0, 1] }),
    'SKU-MUG-12',
  );
  // For the benchmark's long-album scroll (issue 4): paging through 2,000 items.
  add(
    ALBUMS.LONG,
    'Archive',
    generate({ albumId: ALBUMS.LONG, count: 2000, seed: 5, firstAlbumPhotoId: 395500001, firstPhotoId: 527000001, videoEvery: 10 }),
  );
  // Shaped like the live service's responses (real-shapes.js).
  add(
    ALBUMS.REAL,
    'Instagram import',
    realShapesAlbum({ albumId: ALBUMS.REAL, count: 36, firstAlbumPhotoId: 397700001, firstPhotoId: 531000001, images: IMAGES, videos: VIDEOS, repeatIndex: 3 }),
  );
  add(
    ALBUMS.PLACEHOLDERS,
    'Placeholders',
    placeholderAlbum({ albumId: ALBUMS.PLACEHOLDERS, firstAlbumPhotoId: 398800001, firstPhotoId: 532000001, images: IMAGES, videos: VIDEOS }),
  );
  // A shoppable story feed (stories.js).
  add(ALBUMS.STORIES, 'Stories', storiesAlbum({ albumId: ALBUMS.STORIES, firstAlbumPhotoId: 399900001, firstPhotoId: 533000001, sources: SOURCES }));
  add(ALBUMS.HOSTILE, 'Hostile content', hostileRecords(ALBUMS.HOSTILE, IMAGES, VIDEOS), 'SKU-HOSTILE-1');

  let nextAlbumPhotoId = 400000001;
  let nextPhotoId = 600000001;

  return {
    albums,
    /** @param {number} id @returns {Album | undefined} */
    getAlbum(id) {
      const found = albums.get(id);
      if (found) return found;
      if (Number.isInteger(id) && id >= SCRATCH_MIN && id <= SCRATCH_MAX) {
        const album = { id, name: `Scratch ${id}`, sku: null, items: [] };
        albums.set(id, album);
        return album;
      }
      return undefined;
    },
    /** @param {string} sku */
    albumIdForSku(sku) {
      return Object.hasOwn(SKUS, sku) ? SKUS[/** @type {keyof typeof SKUS} */ (sku)] : undefined;
    },
    nextIds() {
      const ids = { albumPhotoId: nextAlbumPhotoId, photoId: nextPhotoId };
      nextAlbumPhotoId += 1;
      nextPhotoId += 1;
      return ids;
    },
  };
}

/** @typedef {ReturnType<typeof createStore>} Store */
