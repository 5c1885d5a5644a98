// What the detail view reads of an item (src/client/media-detail.ts, sale.ts, as built into
// dist/lib): products, prices and sales, hotspots, timed products. Pure functions: run once, in Node.
// Needs `node scripts/build.js` first (npm test builds).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { normalizeMedia } from '../../dist/lib/client/media.js';
import { mediaDetail } from '../../dist/lib/client/media-detail.js';
import { isOnSale } from '../../dist/lib/client/sale.js';
import { CDN, image, video } from './support/raw-media.js';

/** What the detail view reads of a raw MEDIA object. */
const detail = (raw) => mediaDetail(normalizeMedia(raw));

describe('mediaDetail', () => {
  it('reads products: sale price and window (numbers or strings), square thumbnail, null currency and link text', () => {
    const [p] = detail(
      image({
        products: [
          {
            id: '42',
            title: 'Ridge Shell',
            price: '229.00',
            sales_price: 179,
            sales_start_date: '1700000000000',
            sales_end_date: 1800000000000,
            currency: null,
            link_text: null,
            image_thumb: `${CDN}/thumb.jpg`,
            image_thumb_square: `${CDN}/square.jpg`,
          },
        ],
      }),
    ).products;
    assert.partialDeepStrictEqual(p, { id: 42, price: 229, salePrice: 179, currency: '', linkText: '', image: `${CDN}/thumb.jpg`, thumbSquare: `${CDN}/square.jpg` });
    assert.equal(p .saleStart?.getTime(), 1700000000000);
    assert.equal(p .saleEnd?.getTime(), 1800000000000);
    const [q] = detail(image({ products: [{ sales_price: 'cheap', sales_start_date: 'soon', sales_end_date: null, image_thumb_square: 'javascript:x' }] })).products;
    assert.partialDeepStrictEqual(q, { salePrice: null, saleStart: null, saleEnd: null, thumbSquare: null });
    // Link texts in any language are kept as written.
    assert.equal(normalizeMedia(image({ products: [{ link_text: 'Jetzt kaufen' }] })).products[0] .linkText, 'Jetzt kaufen');
  });

  it('reads hotspots: the SDK marker rule, fractions of a known size, clipped boxes, dropped junk', () => {
    const item = detail(
      image({
        width: 1080,
        height: 1350,
        products: [{ id: 3 }, { id: '7' }],
        bounding_box_products: [
          { x: 300, y: 600, width: 300, height: 150, aspect_ratio: 2, product_id: 3 },
          { x: '-60', y: -30, width: 240, height: 120, product_id: '7' }, // starts outside: clipped
          { x: 900, y: 1300, width: 400, height: 400, product_id: 7 }, // runs past the edge: clipped
          { x: 0, y: 0, width: 0, height: 0, product_id: 3 }, // zero box (a video's): dropped
          { x: 10, y: 10, width: -5, height: 10, product_id: 3 }, // negative size: dropped
          { x: 2000, y: 10, width: 50, height: 50, product_id: 3 }, // wholly outside: dropped
          { x: 10, y: 10, width: 50, height: 50, product_id: 99 }, // product not listed: dropped
          { x: 'a', y: 10, width: 50, height: 50, product_id: 3 },
          null,
          'box',
        ],
      }),
    );
    assert.deepEqual(item.hotspots, [
      { productId: 3, productIndex: 0, box: { x: 300, y: 600, width: 300, height: 150 }, marker: { x: 400, y: 650 }, point: { x: 400 / 1080, y: 650 / 1350 } },
      { productId: 7, productIndex: 1, box: { x: 0, y: 0, width: 180, height: 90 }, marker: { x: 20, y: 10 }, point: { x: 20 / 1080, y: 10 / 1350 } },
      { productId: 7, productIndex: 1, box: { x: 900, y: 1300, width: 180, height: 50 }, marker: { x: 900 + 400 / 3, y: 1350 }, point: { x: (900 + 400 / 3) / 1080, y: 1 } },
    ]);
    for (const h of item.hotspots) {
      assert.ok(h.point .x >= 0 && h.point .x <= 1);
      assert.ok(h.point .y >= 0 && h.point .y <= 1);
    }
  });

  it('keeps hotspots in pixels without fractions when the original size is unknown', () => {
    const item = detail(
      image({ width: null, height: undefined, products: [{ id: 3 }], bounding_box_products: [{ x: -30, y: 90, width: 300, height: 600, product_id: 3 }] }),
    );
    assert.deepEqual(item.hotspots, [
      { productId: 3, productIndex: 0, box: { x: 0, y: 90, width: 270, height: 600 }, marker: { x: 70, y: 290 }, point: null },
    ]);
  });

  it('reads the timed products of a video in time order, and no hotspots', () => {
    const item = detail(
      video({
        products: [{ id: 3 }, { id: 4 }],
        bounding_box_products: [{ x: 0, y: 0, width: 0, height: 0, aspect_ratio: 0, product_id: 3 }],
        time_based_products: [
          { timestamp: 12.5, product_id: 4 },
          { timestamp: '2', product_id: '3' },
          { timestamp: -1, product_id: 3 },
          { timestamp: 'soon', product_id: 3 },
          { timestamp: 5, product_id: 99 },
          { product_id: 3 },
          7,
        ],
      }),
    );
    assert.deepEqual(item.hotspots, []);
    assert.deepEqual(item.timedProducts, [
      { time: 2, productId: 3, productIndex: 0 },
      { time: 12.5, productId: 4, productIndex: 1 },
    ]);
    // An image has no timed products, whatever it carries.
    assert.deepEqual(detail(image({ products: [{ id: 3 }], time_based_products: [{ timestamp: 1, product_id: 3 }] })).timedProducts, []);
  });

  it('gives products without sale data and nothing tagged for an item the reader did not make', () => {
    const item = { ...normalizeMedia(image({ bounding_box_products: [{ x: 1, y: 1, width: 9, height: 9, product_id: 3 }] })) };
    assert.deepEqual(mediaDetail(item), {
      products: item.products.map((p) => ({ ...p, thumbSquare: null, salePrice: null, saleStart: null, saleEnd: null })),
      hotspots: [],
      timedProducts: [],
    });
  });

  it('never throws, whatever the response held', () => {
    for (const raw of [undefined, null, 'x', [], { products: 'no', bounding_box_products: {}, time_based_products: 7 }, { products: [null, 1, {}], bounding_box_products: [[], null] }]) {
      assert.deepEqual(detail(raw).hotspots, []);
      assert.deepEqual(detail(raw).timedProducts, []);
    }
  });
});

describe('isOnSale', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const day = 86_400_000;
  const product = (salePrice, start, end, price = 100) => ({
    price,
    salePrice,
    saleStart: start === null ? null : new Date(start),
    saleEnd: end === null ? null : new Date(end),
  });

  it('applies a sale price only inside its window', () => {
    assert.equal(isOnSale(product(80, now - day, now + day), now), true);
    assert.equal(isOnSale(product(80, now - 2 * day, now - day), now), false);
    assert.equal(isOnSale(product(80, now + day, now + 2 * day), now), false);
    assert.equal(isOnSale(product(80, null, now + day), now), true);
    assert.equal(isOnSale(product(80, now - day, null), now), true);
    assert.equal(isOnSale(product(80, now, now + 1), now), true);
    assert.equal(isOnSale(product(80, now - 1, now), now), false);
  });

  it('is no sale without a sale price, or with one that is not lower', () => {
    assert.equal(isOnSale(product(null, null, null), now), false);
    assert.equal(isOnSale(product(100, null, null), now), false);
    assert.equal(isOnSale(product(120, null, null), now), false);
    assert.equal(isOnSale(product(20, null, null, null), now), true);
  });

  it('reads the window of a normalised product', () => {
    const raw = { id: 1, price: 100, sales_price: '79.5', sales_start_date: String(now - day), sales_end_date: now + day };
    const [p] = detail({ products: [raw] }).products;
    assert.equal(isOnSale(p , now), true);
    assert.equal(isOnSale(p , now + 2 * day), false);
  });
});
