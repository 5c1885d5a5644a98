import { expect } from '@open-wc/testing';
import { createEngagementTracker } from '../src/analytics/analytics.js';
import { grantAnalyticsConsent, requireAnalyticsConsent, revokeAnalyticsConsent } from '../src/analytics/consent.js';
import { addToCart, conversion, type ConversionOptions } from '../src/analytics/conversion.js';
import type { MediaItem } from '../src/client/media.types.js';
import { setVisitorIdStorage } from '../src/analytics/visitor-id-storage.js';
import { fakeFetch, resetShared, useFreshTracker } from './support/fake-fetch.js';
import { sandboxUrl } from './support/sandbox.js';

const target = { analyticsUrl: 'https://collector.test', apiKey: 'pk_1' };
const line = { productSku: 'SL-BENJ', price: 13, quantity: 2, currency: 'USD' };
const order = (fetch: typeof globalThis.fetch): ConversionOptions => ({
  ...target,
  fetch,
  cartContents: [line, { productSku: 'AB-1', price: '5.00', quantity: 1, currency: 'USD' }],
  cartTotal: 31,
  cartTotalQuantity: 3,
  orderId: 234232,
  currency: 'USD',
});
const INIT = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  keepalive: true,
  mode: 'cors',
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
};

describe('conversion helpers', () => {
  useFreshTracker('visitor-0001');

  it('addToCart sends the contract body and resolves true when accepted', async () => {
    const net = fakeFetch();
    expect(await addToCart({ ...target, ...line, fetch: net.fetch })).to.equal(true);
    // Each send has its own signal (aborted when the collector does not answer in time).
    expect(net.calls.map(({ url, init: { signal, ...init } }) => (expect(signal).to.be.instanceOf(AbortSignal), { url, init }))).to.deep.equal([
      {
        url: 'https://collector.test/events/addToCart',
        init: {
          ...INIT,
          body:
            '{"API_KEY":"pk_1","uid":"visitor-0001","platform":"web","product_sku":"SL-BENJ",' +
            '"price":13,"quantity":2,"currency":"USD"}',
        },
      },
    ]);
  });

  it('conversion sends the contract body and resolves true when accepted', async () => {
    const net = fakeFetch();
    expect(await conversion(order(net.fetch))).to.equal(true);
    // Each send has its own signal (aborted when the collector does not answer in time).
    expect(net.calls.map(({ url, init: { signal, ...init } }) => (expect(signal).to.be.instanceOf(AbortSignal), { url, init }))).to.deep.equal([
      {
        url: 'https://collector.test/events/conversion',
        init: {
          ...INIT,
          body:
            '{"API_KEY":"pk_1","uid":"visitor-0001","platform":"web","cart_contents":[' +
            '{"product_sku":"SL-BENJ","price":13,"quantity":2,"currency":"USD"},' +
            '{"product_sku":"AB-1","price":"5.00","quantity":1,"currency":"USD"}],' +
            '"cart_total":31,"cart_total_quantity":3,"order_id":234232,"currency":"USD"}',
        },
      },
    ]);
  });

  it('uses the uid of the widgets on the page', async () => {
    setVisitorIdStorage(() => null);
    const net = fakeFetch();
    const tracker = createEngagementTracker({ ...target, widget: () => 'grid', onSend: () => {}, fetch: net.fetch });
    tracker.lightboxOpened(7, { albumPhotoId: 1 } as MediaItem);
    await addToCart({ ...target, ...line, fetch: net.fetch });
    const [widgetUid, shopUid] = net.calls.map((c) => JSON.parse(String(c.init.body)).uid);
    expect(shopUid).to.be.a('string').and.equal(widgetUid);
  });

  it('resolves false, never rejects, when not accepted or not sent', async () => {
    const refused = fakeFetch(() => Promise.resolve(new Response('{"error":"bad"}', { status: 400 })));
    expect(await addToCart({ ...target, ...line, fetch: refused.fetch })).to.equal(false);

    const down = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await conversion(order(down.fetch))).to.equal(false);

    const none = fakeFetch();
    expect(await addToCart({ ...target, ...line, analyticsUrl: '', fetch: none.fetch })).to.equal(false);
    const broken = { ...order(none.fetch), cartContents: null } as unknown as ConversionOptions;
    expect(await conversion(broken)).to.equal(false);
    expect(none.calls).to.have.length(0);
  });

  it('is accepted by the sandbox collector over real CORS', async () => {
    const shop = { analyticsUrl: sandboxUrl, apiKey: 'pk_conversion_test' };
    expect(await addToCart({ ...shop, ...line })).to.equal(true);
    expect(await conversion({ ...order(window.fetch), ...shop, fetch: undefined })).to.equal(true);
    expect(await addToCart({ ...shop, ...line, apiKey: 'pk-fault-nocors' })).to.equal(false);
  });

  it('waits for consent: sent on a replaying grant, dropped otherwise', async () => {
    requireAnalyticsConsent();
    const net = fakeFetch();
    const held = addToCart({ ...target, ...line, fetch: net.fetch });
    expect(net.calls).to.have.length(0);
    grantAnalyticsConsent({ replay: true });
    expect(await held).to.equal(true);
    expect(net.calls).to.have.length(1);

    resetShared();
    requireAnalyticsConsent();
    const dropped = conversion(order(net.fetch));
    grantAnalyticsConsent();
    expect(await dropped).to.equal(false);

    revokeAnalyticsConsent();
    expect(await addToCart({ ...target, ...line, fetch: net.fetch })).to.equal(false);
    expect(net.calls).to.have.length(1);
  });
});
