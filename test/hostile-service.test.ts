import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { createEngagementTracker } from '../src/analytics/analytics.js';
import { setVisitorIdStorage, VISITOR_ID_KEY } from '../src/analytics/visitor-id-storage.js';
import type { UgcErrorDetail } from '../src/element/events.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, frames, mount, mountLoaded, part, parts, sandboxUrl, spyFetch, uniqueKey } from './support/album.js';
import { fakeFetch, mediaItem, memoryStorage } from './support/fake-fetch.js';
import { framePage, removeFramePages } from './support/host-page.js';
import { unsafeMarkup, watchPage } from './support/page-errors.js';
import type { PageWatch } from './support/page-errors.js';

// Issue 13 end to end: the sandbox plays a hostile Content Service (demo/sandbox/hostile-service.js,
// selected by the fault keys `fault-flood`, `-products`, `-oversize`, `-spoof`), and the widget must
// keep the page responsive, read no more than it needs, show no spoofed text and use no URL with
// credentials. Then privacy: referrer policies and when the visitor id comes to exist.

const hostile = (kind: string) => albumAttrs({ 'album-id': 1002, eager: true, 'api-key': uniqueKey(`test-${kind}-fault-${kind}`) });

/** Opens the detail view on tile `i` and waits for its dialog. */
async function openTile(el: UgcAlbumElement, i: number): Promise<HTMLDialogElement> {
  parts(el, 'item')[i]!.click();
  await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'detail view never opened');
  await el.updateComplete;
  return el.shadowRoot!.querySelector('dialog')!;
}

describe('<ugc-album> against a hostile service', () => {
  let watch: PageWatch;
  beforeEach(() => {
    clearContentCache();
    watch = watchPage();
  });
  afterEach(() => {
    watch.stop();
    expect(watch.errors, 'uncaught errors').to.deep.equal([]);
    expect(watch.rejections, 'unhandled rejections').to.deep.equal([]);
    expect(watch.scripts, 'script run').to.deep.equal([]);
  });

  it('a 100,000-entry page renders per-page tiles only', async () => {
    const { el, load } = await mountLoaded({ ...hostile('flood'), 'per-page': 12 });
    expect(load.detail.items.length).to.equal(12);
    expect(parts(el, 'item').length).to.equal(12);
    expect(el.shadowRoot!.querySelectorAll('*').length).to.be.below(200);
  });

  it('a 100,000-entry page leaves the page responsive: no long task over 200 ms (Chromium only: longtask entries)', async function () {
    if (!PerformanceObserver.supportedEntryTypes?.includes('longtask')) this.skip();
    /** The durations of the long tasks while `run` runs (and one task after, for late entries). */
    const longTasks = async (run: () => Promise<unknown>): Promise<number[]> => {
      const seen: number[] = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries().map((e) => Math.round(e.duration))));
      observer.observe({ type: 'longtask' });
      try {
        await run();
        await frames(3);
        await new Promise((resolve) => setTimeout(resolve, 0));
        seen.push(...observer.takeRecords().map((e) => Math.round(e.duration)));
      } finally {
        observer.disconnect();
      }
      return seen;
    };
    // Warm up: the modules are compiled and a first gallery rendered, so no task below is theirs.
    await mountLoaded(albumAttrs({ 'album-id': 1002, eager: true }));
    // What this machine costs right now, measured on work no widget can avoid: a normal gallery's
    // load, and JSON.parse of the same 300 KB body (about 15 ms idle, ten times that on a loaded CI
    // machine). On an idle machine the limit is 200 ms; a loaded one widens it by its own slowness,
    // so the test measures the widget, not the machine. Rendering the flood took seconds.
    const control = await longTasks(() => mountLoaded(albumAttrs({ 'album-id': 1002, eager: true })));
    const attrs = hostile('flood');
    const body = await (await fetch(`${sandboxUrl}/api/v2/albums/1002/photos?api_key=${attrs['api-key']}-calibration`)).text();
    const start = performance.now();
    JSON.parse(body);
    const limit = Math.max(200, 3 * (performance.now() - start) + Math.max(0, ...control));
    let tiles = 0;
    const flood = await longTasks(async () => {
      const { el } = await mountLoaded(attrs);
      tiles = parts(el, 'item').length;
    });
    expect(tiles).to.equal(30);
    expect(flood.filter((d) => d > limit), `long tasks (ms): ${flood.join(', ')}; limit ${Math.round(limit)} ms`).to.deep.equal([]);
  });

  it('an item with 20,000 products lists the first 20 in the detail view', async () => {
    const { el } = await mountLoaded(hostile('products'));
    const dialog = await openTile(el, 0);
    const links = dialog.querySelectorAll('[part~="product"]');
    expect(links.length).to.equal(20);
    expect(links[19]!.textContent).to.contain('P20');
    dialog.close();
  });

  it('pages that end before the count (2 items, count 12): the count line says what the gallery holds, and "Load more" is not offered', async () => {
    const { el } = await mountLoaded(hostile('products'));
    await waitUntil(() => part(el, 'count')!.textContent, 'no count line');
    expect(parts(el, 'item').length).to.equal(2);
    expect(part(el, 'count')!.textContent).to.equal('2 posts');
    expect(part(el, 'load-more')!.matches('.at-end')).to.equal(true);
  });

  it('a body past 2 MB is not read: a parse error ("Response too large"), the readable message, no tiles', async () => {
    const errors: UgcErrorDetail[] = [];
    const el = await mount(hostile('oversize'), (e) => e.addEventListener('ugc-error', (ev) => errors.push(ev.detail)));
    await waitUntil(() => errors.length, 'no ugc-error');
    await frames();
    expect(errors[0]!.error.kind).to.equal('parse');
    expect(errors[0]!.error.message).to.equal('Response too large');
    expect(part(el, 'status')!.textContent).to.contain('could not read');
    expect(parts(el, 'item').length).to.equal(0);
  });

  it('spoofed text is shown without its direction overrides and invisible characters; the name is isolated', async () => {
    const { el } = await mountLoaded(hostile('spoof'));
    // The tile's name carries the submitter too, cleaned the same way (tile-controller.ts).
    expect(parts(el, 'item')[0]!.getAttribute('aria-label')).to.equal('Hostile item 1, Photo by officialmoc.elgoog');
    const dialog = await openTile(el, 0);
    const name = dialog.querySelector('[part="byline"] bdi')!;
    expect(name.textContent).to.equal('officialmoc.elgoog');
    const caption = dialog.querySelector('[part="caption"]')!.textContent!;
    expect(caption).to.equal('Totally real caption with hidden marks');
    const texts = [...dialog.querySelectorAll('p, a, span, bdi')].map((n) => n.textContent!).join('\n');
    expect(texts).to.not.match(/[\u202a-\u202e\u2066-\u2069\u200b-\u200f\u061c\u00ad\u0080-\u009f]/);
    expect(texts).to.contain('Real product');
    dialog.close();
  });

  it('no URL with credentials is used: the look-alike CTA and product are dropped, no src/srcset/href has one', async () => {
    const { el } = await mountLoaded(hostile('spoof'));
    const dialog = await openTile(el, 0);
    const urls = [...el.shadowRoot!.querySelectorAll('[src], [srcset], [href], [poster]')].flatMap((n) =>
      ['src', 'href', 'poster', 'srcset'].flatMap((a) => (n.getAttribute(a) ?? '').split(/,\s+/).map((c) => c.trim().split(/\s+/)[0]!)),
    );
    expect(urls.filter((u) => u.includes('@'))).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[part="avatar"]')).to.equal(null);
    expect(dialog.querySelectorAll('[part~="cta"]').length).to.equal(1); // the real product only
    expect(unsafeMarkup(el)).to.deep.equal([]);
    dialog.close();
  });
});

describe('<ugc-album> privacy', () => {
  beforeEach(() => clearContentCache());

  it('asks the service with no referrer, whatever the page set', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'referrer', content: 'unsafe-url' });
    document.head.append(meta);
    const spy = spyFetch();
    try {
      await mountLoaded(albumAttrs({ 'album-id': 1002, eager: true }));
      expect(spy.requests.length).to.be.above(0);
      for (const r of spy.requests) expect(r.init?.referrerPolicy, r.url).to.equal('no-referrer');
    } finally {
      spy.restore();
      meta.remove();
    }
  });

  it('UGC images (tiles, detail view, avatars, products) send no referrer', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': 1002, eager: true }));
    parts(el, 'item')[0]!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'detail view never opened');
    const images = [...el.shadowRoot!.querySelectorAll('img')];
    expect(images.length).to.be.above(1);
    for (const img of images) expect(img.referrerPolicy, img.src).to.equal('no-referrer');
    for (const a of el.shadowRoot!.querySelectorAll('a')) expect(a.relList.contains('noreferrer')).to.equal(true);
    el.shadowRoot!.querySelector('dialog')!.close();
  });

  it('no visitor id is made for a collector URL with credentials', () => {
    const storage = memoryStorage();
    setVisitorIdStorage(() => storage);
    try {
      const { calls, fetch } = fakeFetch();
      createEngagementTracker({ analyticsUrl: 'https://u:p@collector.test', apiKey: 'k', widget: () => 'grid', onSend: () => {}, fetch }).pageRendered(7, 1, 1, [mediaItem(1)]);
      expect(calls.length).to.equal(0);
      expect(storage.data[VISITOR_ID_KEY]).to.equal(undefined);
    } finally {
      setVisitorIdStorage();
    }
  });
});

describe('demo/hostile.html', () => {
  afterEach(removeFramePages);

  it('runs every attack against the sandbox and reports what the widget did', async () => {
    const url = new URL(`/demo/hostile.html?sandbox=${encodeURIComponent(sandboxUrl)}`, location.href);
    const doc = (await framePage(url, 1000, 700)).document;
    const report = (name: string) => doc.querySelector(`[data-report="${name}"]`)!.textContent!;
    const album = (key: string) => doc.querySelector<UgcAlbumElement>(`ugc-album[api-key="${key}"]`)!;
    await waitUntil(() => /items read/.test(report('flood')), 'flood never reported');
    expect(report('flood')).to.match(/^12 items read, 12 tiles rendered/);
    await waitUntil(() => /ugc-error/.test(report('oversize')), 'oversize never reported');
    expect(report('oversize')).to.contain('"Response too large"');

    for (const [key, expected] of [
      ['demo-hostile-fault-products', /lists 20\.$/],
      ['demo-hostile-fault-spoof', /"officialmoc\.elgoog"\. Links: \["Real product\$5\.00"\]\. URLs with credentials in the widget: 0\./],
    ] as const) {
      const el = album(key);
      await waitUntil(() => el.shadowRoot && part(el, 'item'), `${key} never rendered`);
      part(el, 'item')!.click();
      const name = key.replace('demo-hostile-fault-', '');
      await waitUntil(() => !/Waiting/.test(report(name)), `${name} never reported`);
      expect(report(name)).to.match(expected);
      el.shadowRoot!.querySelector('dialog')!.close();
    }

    const configs = [...doc.querySelectorAll<UgcAlbumElement>('#config ~ ugc-album, section:last-of-type ugc-album')];
    await waitUntil(() => configs.every((el) => /attribute/.test(el.shadowRoot?.querySelector('[part="status"]')?.textContent ?? '')), 'config errors never shown');
    const shown = configs.map((el) => el.shadowRoot!.querySelector('[part="status"]')!.textContent).join(' ');
    expect(shown).to.contain('album-id').and.to.contain('base-url').and.not.contain('hunter2');
  });
});
