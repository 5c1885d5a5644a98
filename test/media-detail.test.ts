import { expect } from '@open-wc/testing';
import { normalizeMedia } from '../src/client/media.js';
import { mediaDetail } from '../src/client/media-detail.js';
import { isOnSale } from '../src/client/sale.js';
import { CDN, image, video } from './support/raw-media.js';

/** What the detail view reads of a raw MEDIA object. */
const detail = (raw: unknown) => mediaDetail(normalizeMedia(raw));

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
    expect(p).to.deep.include({ id: 42, price: 229, salePrice: 179, currency: '', linkText: '', image: `${CDN}/thumb.jpg`, thumbSquare: `${CDN}/square.jpg` });
    expect(p!.saleStart?.getTime()).to.equal(1700000000000);
    expect(p!.saleEnd?.getTime()).to.equal(1800000000000);
    const [q] = detail(image({ products: [{ sales_price: 'cheap', sales_start_date: 'soon', sales_end_date: null, image_thumb_square: 'javascript:x' }] })).products;
    expect(q).to.deep.include({ salePrice: null, saleStart: null, saleEnd: null, thumbSquare: null });
    // Link texts in any language are kept as written.
    expect(normalizeMedia(image({ products: [{ link_text: 'Jetzt kaufen' }] })).products[0]!.linkText).to.equal('Jetzt kaufen');
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
    expect(item.hotspots).to.deep.equal([
      { productId: 3, productIndex: 0, box: { x: 300, y: 600, width: 300, height: 150 }, marker: { x: 400, y: 650 }, point: { x: 400 / 1080, y: 650 / 1350 } },
      { productId: 7, productIndex: 1, box: { x: 0, y: 0, width: 180, height: 90 }, marker: { x: 20, y: 10 }, point: { x: 20 / 1080, y: 10 / 1350 } },
      { productId: 7, productIndex: 1, box: { x: 900, y: 1300, width: 180, height: 50 }, marker: { x: 900 + 400 / 3, y: 1350 }, point: { x: (900 + 400 / 3) / 1080, y: 1 } },
    ]);
    for (const h of item.hotspots) {
      expect(h.point!.x).to.be.within(0, 1);
      expect(h.point!.y).to.be.within(0, 1);
    }
  });

  it('keeps hotspots in pixels without fractions when the original size is unknown', () => {
    const item = detail(
      image({ width: null, height: undefined, products: [{ id: 3 }], bounding_box_products: [{ x: -30, y: 90, width: 300, height: 600, product_id: 3 }] }),
    );
    expect(item.hotspots).to.deep.equal([
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
    expect(item.hotspots).to.deep.equal([]);
    expect(item.timedProducts).to.deep.equal([
      { time: 2, productId: 3, productIndex: 0 },
      { time: 12.5, productId: 4, productIndex: 1 },
    ]);
    // An image has no timed products, whatever it carries.
    expect(detail(image({ products: [{ id: 3 }], time_based_products: [{ timestamp: 1, product_id: 3 }] })).timedProducts).to.deep.equal([]);
  });

  it('gives products without sale data and nothing tagged for an item the reader did not make', () => {
    const item = { ...normalizeMedia(image({ bounding_box_products: [{ x: 1, y: 1, width: 9, height: 9, product_id: 3 }] })) };
    expect(mediaDetail(item)).to.deep.equal({
      products: item.products.map((p) => ({ ...p, thumbSquare: null, salePrice: null, saleStart: null, saleEnd: null })),
      hotspots: [],
      timedProducts: [],
    });
  });

  it('never throws, whatever the response held', () => {
    for (const raw of [undefined, null, 'x', [], { products: 'no', bounding_box_products: {}, time_based_products: 7 }, { products: [null, 1, {}], bounding_box_products: [[], null] }]) {
      expect(detail(raw).hotspots).to.deep.equal([]);
      expect(detail(raw).timedProducts).to.deep.equal([]);
    }
  });
});

describe('isOnSale', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  const day = 86_400_000;
  const product = (salePrice: number | null, start: number | null, end: number | null, price: number | null = 100) => ({
    price,
    salePrice,
    saleStart: start === null ? null : new Date(start),
    saleEnd: end === null ? null : new Date(end),
  });

  it('applies a sale price only inside its window', () => {
    expect(isOnSale(product(80, now - day, now + day), now)).to.equal(true);
    expect(isOnSale(product(80, now - 2 * day, now - day), now)).to.equal(false);
    expect(isOnSale(product(80, now + day, now + 2 * day), now)).to.equal(false);
    expect(isOnSale(product(80, null, now + day), now)).to.equal(true);
    expect(isOnSale(product(80, now - day, null), now)).to.equal(true);
    expect(isOnSale(product(80, now, now + 1), now)).to.equal(true);
    expect(isOnSale(product(80, now - 1, now), now)).to.equal(false);
  });

  it('is no sale without a sale price, or with one that is not lower', () => {
    expect(isOnSale(product(null, null, null), now)).to.equal(false);
    expect(isOnSale(product(100, null, null), now)).to.equal(false);
    expect(isOnSale(product(120, null, null), now)).to.equal(false);
    expect(isOnSale(product(20, null, null, null), now)).to.equal(true);
  });

  it('reads the window of a normalised product', () => {
    const raw = { id: 1, price: 100, sales_price: '79.5', sales_start_date: String(now - day), sales_end_date: now + day };
    const [p] = detail({ products: [raw] }).products;
    expect(isOnSale(p!, now)).to.equal(true);
    expect(isOnSale(p!, now + 2 * day)).to.equal(false);
  });
});
