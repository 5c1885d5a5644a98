import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { createEngagementTracker } from '../src/analytics/analytics.js';
import { addToCart } from '../src/analytics/conversion.js';
import { setVisitorIdStorage, VISITOR_ID_KEY } from '../src/analytics/visitor-id-storage.js';
import { normalizeMedia } from '../src/client/media.js';
import { renderLightbox } from '../src/element/lightbox-view.js';
import { en } from '../src/i18n/i18n.js';
import { fakeFetch, mediaItem, memoryStorage } from './support/fake-fetch.js';

// Issue 13, point 7 (privacy by default) for the analytics and the detail view; the service's own
// requests and the tiles are covered end to end in test/hostile-service.test.ts.

const uidOf = () => (globalThis as unknown as Record<symbol, { uid?: string } | undefined>)[Symbol.for('ugc-album.analytics')]?.uid;

describe('privacy: analytics', () => {
  afterEach(() => setVisitorIdStorage());

  it('events go out with no referrer', () => {
    setVisitorIdStorage(() => memoryStorage());
    const { calls, fetch } = fakeFetch();
    createEngagementTracker({ analyticsUrl: 'https://collector.test', apiKey: 'k', widget: () => 'grid', onSend: () => {}, fetch }).pageRendered(7, 1, 1, [mediaItem(1)]);
    expect(calls.length).to.equal(1);
    expect(calls[0]!.init.referrerPolicy).to.equal('no-referrer');
  });

  it('no visitor id is made or stored for an event that cannot be sent', async () => {
    const storage = memoryStorage();
    setVisitorIdStorage(() => storage);
    const { calls, fetch } = fakeFetch();
    const sent: string[] = [];
    for (const analyticsUrl of ['', 'ftp://collector.test', 'javascript:alert(1)']) {
      createEngagementTracker({ analyticsUrl, apiKey: 'k', widget: () => 'grid', onSend: (n) => sent.push(n), fetch }).pageRendered(7, 1, 1, [mediaItem(1)]);
      expect(await addToCart({ analyticsUrl, apiKey: 'k', productSku: 'S', price: 1, quantity: 1, currency: 'USD', fetch }), analyticsUrl).to.equal(false);
    }
    // A runtime without fetch.
    createEngagementTracker({ analyticsUrl: 'https://collector.test', apiKey: 'k', widget: () => 'grid', onSend: () => {}, fetch: 'nope' as never }).pageRendered(7, 1, 1, [
      mediaItem(1),
    ]);
    expect(calls.length).to.equal(0);
    expect(sent).to.deep.equal([]);
    expect(storage.data[VISITOR_ID_KEY]).to.equal(undefined);
    expect(uidOf()).to.equal(undefined);

    // The first event that does go out makes it.
    createEngagementTracker({ analyticsUrl: 'https://collector.test', apiKey: 'k', widget: () => 'grid', onSend: () => {}, fetch }).pageRendered(7, 1, 1, [mediaItem(1)]);
    expect(calls.length).to.equal(1);
    expect(storage.data[VISITOR_ID_KEY]).to.be.a('string');
  });
});

describe('privacy: the detail view', () => {
  const view = (raw: Record<string, unknown>) => {
    const host = document.createElement('div');
    const noop = () => {};
    const item = normalizeMedia(raw);
    render(renderLightbox({ item, index: 0, total: 1, hasNext: false, strings: en, format: String, step: noop, closed: noop, action: noop }), host);
    return host;
  };

  it('its images (media, avatar, products) send no referrer; its links have rel noreferrer', () => {
    const cdn = 'https://cdn.example.com';
    const host = view({
      pixlee_cdn_photos: { small_url: `${cdn}/s.jpg`, large_url: `${cdn}/l.jpg` },
      user_name: 'ana',
      avatar_url: `${cdn}/a.jpg`,
      action_link: 'https://shop.example.com/',
      products: [{ title: 'Hat', link: 'https://shop.example.com/hat', image: `${cdn}/hat.jpg` }],
    });
    const images = [...host.querySelectorAll('img')];
    expect(images.length).to.equal(3);
    for (const img of images) expect(img.referrerPolicy, img.src).to.equal('no-referrer');
    const links = [...host.querySelectorAll('a')];
    expect(links.length).to.equal(2);
    for (const a of links) expect(a.relList.contains('noreferrer')).to.equal(true);
  });

  it('isolates the user name (<bdi>), so a name cannot reorder the text around it', () => {
    const host = view({ user_name: 'شركة', avatar_url: 'https://cdn.example.com/a.jpg' });
    expect(host.querySelector('[part="byline"] bdi')?.textContent).to.equal('شركة');
  });
});
