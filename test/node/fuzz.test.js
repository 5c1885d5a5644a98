// The tolerant reader (src/client/media.ts, media-detail.ts; as built into dist/lib) under
// fuzzing: whatever a sloppy or hostile service sends, it never throws and passes on only http(s)
// URLs, bounded strings and numbers in range. Pure functions, so run once, here in Node, not in
// three browsers. Needs `node scripts/build.js` first (npm test builds).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { normalizeMedia, normalizePage } from '../../dist/lib/client/media.js';
import { mediaDetail } from '../../dist/lib/client/media-detail.js';
// Shared with the browser tests: Node strips its types.
import { urlsOf } from '../support/media-urls.ts';

/** Values a sloppy or hostile service might put in any field. */
const junk = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, '', ' ', 'null', 'NaN', NaN, Infinity, -1, 0, '1e400', '0x10', true, 'true', [], {}),
  fc.constantFrom(
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>',
    'vbscript:x',
    '//cdn.example.com/x.jpg',
    '/x.jpg',
    'http://',
    'https://[::1',
    'https://cdn.example.com/ok.jpg',
  ),
  fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'file', 'javascript'] }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.integer().map(String),
);

const url = fc.webUrl();
const text = fc.option(fc.string(), { nil: null });
const epoch = fc.oneof(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 2e12 }).map(String));

/** A realistic MEDIA object of contract §1. */
const media = fc.record({
  id: fc.nat(),
  album_photo_id: fc.nat(),
  album_id: fc.nat(),
  content_type: fc.constantFrom('image', 'video'),
  pixlee_cdn_photos: fc.record({ small_url: url, medium_url: url, large_url: url, original_url: url, square_medium_url: url }),
  thumbnail_url: url,
  medium_url: url,
  big_url: url,
  source_url: url,
  width: fc.nat(),
  height: fc.nat(),
  title: text,
  photo_title: text,
  alt_text: text,
  user_name: text,
  avatar_url: fc.option(url, { nil: null }),
  platform_link: fc.oneof(url, fc.constant('')),
  action_link: fc.option(url, { nil: null }),
  action_link_text: text,
  products: fc.array(
    fc.record({
      id: fc.nat(),
      sku: fc.string(),
      title: fc.string(),
      link: url,
      link_text: fc.string(),
      image: url,
      image_thumb: url,
      image_thumb_square: url,
      price: fc.double(),
      sales_price: fc.option(fc.double(), { nil: null }),
      sales_start_date: fc.option(epoch, { nil: null }),
      sales_end_date: fc.option(epoch, { nil: null }),
      currency: fc.option(fc.string(), { nil: null }),
    }),
    { maxLength: 3 },
  ),
  source: fc.constantFrom('instagram', 'desktop', 'tiktok', 'api', null),
  created_at: epoch,
  approved_on_date: epoch,
});

/** A realistic object with some fields replaced by junk, dropped, or nested objects replaced. */
const mutate = (value) =>
  fc
    .tuple(fc.dictionary(fc.constantFrom(...Object.keys(value)), junk), fc.subarray(Object.keys(value)))
    .map(([replaced, dropped]) => {
      const copy = { ...value, ...replaced };
      for (const key of dropped) delete copy[key];
      return copy;
    });

const mutatedMedia = media.chain((m) =>
  mutate(m).chain((outer) =>
    fc.oneof(
      fc.constant(outer),
      mutate(m.pixlee_cdn_photos).map((cdn) => ({ ...outer, pixlee_cdn_photos: cdn })),
      fc.array(fc.oneof(junk, ...m.products.map(mutate))).map((products) => ({ ...outer, products })),
    ),
  ),
);

const isHttp = (u) => /^https?:\/\//.test(u) && /^https?:$/.test(new URL(u).protocol);

const expectSafe = (item) => {
  for (const u of urlsOf(item)) assert.ok(isHttp(u), u);
  const texts = [item.caption, item.alt, item.userName, item.action?.text ?? ''];
  for (const s of [...texts, ...item.products.flatMap((p) => [p.sku, p.title, p.linkText, p.currency])]) {
    assert.equal(typeof s, 'string');
    assert.ok(s.length <= 2200, `${s.length} characters`);
  }
  assert.notEqual(item.alt, '');
  assert.ok(['image', 'video'].includes(item.type), item.type);
  assert.ok(Number.isSafeInteger(item.id) && Number.isSafeInteger(item.albumPhotoId));
  // Width 0 only for an original of unknown size that is the only image (used without a descriptor).
  for (const r of item.renditions) assert.ok(r.width >= 0 && Number.isFinite(r.width));
  if (item.renditions.some((r) => r.width === 0)) assert.equal(item.renditions.length, 1);
  const detail = mediaDetail(item);
  assert.equal(detail.products.length, item.products.length);
  for (const p of detail.products) {
    for (const u of [p.thumbSquare]) if (u !== null) assert.ok(isHttp(u), u);
    for (const d of [p.saleStart, p.saleEnd]) assert.ok(d === null || !isNaN(d.getTime()));
    assert.ok(p.salePrice === null || Number.isFinite(p.salePrice));
  }
  for (const h of detail.hotspots) {
    assert.ok(h.box.width > 0 && h.box.height > 0 && h.box.x >= 0 && h.box.y >= 0);
    assert.equal(item.products[h.productIndex]?.id, h.productId);
    if (h.point) assert.ok(h.point.x >= 0 && h.point.x <= 1 && h.point.y >= 0 && h.point.y <= 1);
  }
  for (const t of detail.timedProducts) assert.ok(t.time >= 0 && Number.isFinite(t.time));
  for (const d of [item.createdAt, item.approvedAt]) assert.ok(d === null || !isNaN(d.getTime()));
};

const expectSafePage = (page) => {
  assert.ok(page.page >= 1 && page.perPage >= 1);
  assert.equal(typeof page.hasNext, 'boolean');
  page.items.forEach(expectSafe);
};

const runs = { numRuns: 3000 };

/** Tagged products alone (cheap to generate): boxes and times with numbers, strings and junk. */
const number = fc.oneof(fc.double(), fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 }).map(String), junk);
const tagged = fc.record({
  content_type: fc.constantFrom('image', 'video'),
  width: fc.oneof(fc.nat(5000), junk),
  height: fc.oneof(fc.nat(5000), junk),
  // Product ids overlap the boxes' (small naturals), so many boxes and times match a product.
  products: fc.array(fc.oneof(fc.record({ id: fc.oneof(fc.nat(3), fc.nat(3).map(String)) }), junk), { maxLength: 3 }),
  bounding_box_products: fc.oneof(
    fc.array(fc.oneof(fc.record({ x: number, y: number, width: number, height: number, product_id: fc.oneof(fc.nat(3), junk) }), junk), { maxLength: 4 }),
    junk,
  ),
  time_based_products: fc.oneof(fc.array(fc.oneof(fc.record({ timestamp: number, product_id: fc.oneof(fc.nat(3), junk) }), junk), { maxLength: 4 }), junk),
});

describe('the tolerant reader under fuzzing', () => {

  it('normalizeMedia never throws on anything and yields only http(s) URLs', () => {
    const anything = fc.anything({
      withNullPrototype: true,
      withSparseArray: true,
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withDate: true,
      withTypedArray: true,
      withObjectString: true,
    });
    fc.assert(fc.property(anything, (raw) => expectSafe(normalizeMedia(raw))), runs);
  });

  it('normalizeMedia never throws on mutated realistic MEDIA objects', () => {
    fc.assert(fc.property(mutatedMedia, (raw) => expectSafe(normalizeMedia(raw))), runs);
  });

  it('normalizeMedia keeps hotspots inside the image and timed products in time, whatever the boxes', () => {
    fc.assert(fc.property(tagged, (raw) => expectSafe(normalizeMedia(raw))), runs);
  });

  it('normalizePage never throws on anything', () => {
    fc.assert(fc.property(fc.anything(), (raw) => expectSafePage(normalizePage(raw, { page: 1, perPage: 30 }))), runs);
  });

  it('normalizePage never throws on mutated realistic pages', () => {
    const page = fc.record({
      status: junk,
      album_id: fc.oneof(fc.nat(), junk),
      page: fc.oneof(fc.nat(), junk),
      per_page: fc.oneof(fc.nat(), junk),
      next: fc.oneof(fc.boolean(), junk),
      data: fc.oneof(fc.array(fc.oneof(mutatedMedia, junk), { maxLength: 5 }), junk),
    });
    fc.assert(fc.property(page, (raw) => expectSafePage(normalizePage(raw, { page: 2, perPage: 10 }))), { numRuns: 1000 });
  });
});
