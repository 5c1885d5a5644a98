// The behaviour that makes the widget fast (issue 4), asserted as behaviour: no timings here (those
// belong to `npm run bench`). Covered elsewhere and not repeated: no request before the widget is
// near (ugc-album.test.ts, "deferred loading"), and one album and one count request for identical
// widgets (lifecycle.test.ts).
import { expect, fixture } from '@open-wc/testing';
import { clearContentCache, clientOptions, resetClientOptions } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { setViewport } from '@web/test-runner-commands';
import { deviceScaleEmulation, engine, itWhere } from './support/engine.js';
import type { MediaItem } from '../src/client/media.types.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, frames, mount, mountLoaded, part, parts, record, sandboxUrl, uniqueKey } from './support/album.js';
import type { Attrs } from './support/album.js';

// Sandbox fixtures: 1001 has 300 approved items (images of several aspect ratios, and videos),
// 1002 has 12.
const MAIN = 1001;
const SMALL = 1002;

/** An element made from attributes, not yet connected. */
function album(attrs: Attrs): UgcAlbumElement {
  const el = document.createElement('ugc-album');
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== false) el.setAttribute(name, value === true ? '' : String(value));
  }
  return el;
}

/** A box relative to `host`, rounded to a tenth of a pixel. */
const relative = (node: Element, host: Element) => {
  const a = node.getBoundingClientRect();
  const b = host.getBoundingClientRect();
  const r = (n: number) => Math.round(n * 10) / 10;
  return [r(a.left - b.left), r(a.top - b.top), r(a.width), r(a.height)].join(' ');
};

const tileBoxes = (el: UgcAlbumElement) => [...el.shadowRoot!.querySelectorAll('li')].map((li) => relative(li, el));

/** Answers to requests made with api key `key` get their media URLs rewritten; others are untouched. */
function rewriteMedia(key: string, rewrite: (url: string) => string): void {
  clientOptions.fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input instanceof Request ? input.url : input).includes(key)) return res;
    const body = (await res.text()).replace(/"(https?:[^"]*\/media\/[^"]*)"/g, (_, url: string) => JSON.stringify(rewrite(url)));
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

describe('<ugc-album> performance behaviour', () => {
  beforeEach(async () => {
    clearContentCache();
    await setViewport({ width: 800, height: 600, deviceScaleFactor: 1 });
  });
  afterEach(async () => {
    resetClientOptions();
    window.scrollTo(0, 0);
    await setViewport({ width: 800, height: 600, deviceScaleFactor: 1 });
  });

  describe('the first screen', () => {
    /** Whether a box intersects the viewport. */
    const onScreen = (node: Element) => {
      const r = node.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    };
    const images = (el: UgcAlbumElement) => parts<HTMLImageElement>(el, 'tile-image');
    const spacer = (height: number) => Object.assign(document.createElement('div'), { style: `height:${height}px` });

    it('loads the tiles in view at once, the first at high priority and the others in view at low, and the rest lazily', async () => {
      // Four columns of ~146 px from the top of an 800×600 viewport: four rows in view of six.
      const box = document.createElement('div');
      box.style.cssText = 'width:600px;--ugc-album-columns:4';
      const items: MediaItem[] = [];
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 24, eager: true }), (e) => e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)), box);
      box.after(spacer(innerHeight * 2));
      await waitUntil(() => items.length, 'never loaded');
      const all = images(el);
      const seen = all.map((img) => onScreen(img.closest('li')!));
      expect(seen.filter(Boolean).length, 'tiles in view').to.be.within(8, 20);
      expect(seen.filter((x) => !x).length, 'tiles out of view').to.be.at.least(4);
      all.forEach((img, i) => expect(img.getAttribute('loading'), `tile ${i}`).to.equal(seen[i] ? 'eager' : 'lazy'));
      // The browser raises every image laid out in view to high priority unless told otherwise: the
      // first tile's must not share a slow connection with a dozen others.
      expect(all.map((img) => img.getAttribute('fetchpriority'))).to.deep.equal(seen.map((s, i) => (i ? (s ? 'low' : null) : 'high')));
    });

    it('loads every tile lazily, none at high priority, when the widget starts below the first screen', async () => {
      const page = document.createElement('div');
      page.append(spacer(innerHeight * 1.3));
      const items: MediaItem[] = [];
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }), (e) => e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)), page);
      await waitUntil(() => items.length, 'never loaded');
      const all = images(el);
      expect(all.length).to.equal(12);
      expect(all.map((img) => img.getAttribute('loading'))).to.deep.equal(Array(12).fill('lazy'));
      expect(all.filter((img) => img.hasAttribute('fetchpriority'))).to.deep.equal([]);
    });

    it('in a carousel, loads at once the tiles across the screen only', async () => {
      const items: MediaItem[] = [];
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true, layout: 'carousel' }), (e) =>
        e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)),
      );
      await waitUntil(() => items.length, 'never loaded');
      const all = images(el);
      const seen = all.map((img) => onScreen(img.closest('li')!));
      expect(seen.filter(Boolean).length).to.be.within(3, 6);
      all.forEach((img, i) => expect(img.getAttribute('loading'), `tile ${i}`).to.equal(seen[i] ? 'eager' : 'lazy'));
      expect(all.map((img) => img.getAttribute('fetchpriority'))).to.deep.equal(seen.map((s, i) => (i ? (s ? 'low' : null) : 'high')));
    });
  });

  describe('a first page the host page preloaded (docs/performance.md, "Preload the first page")', () => {
    /** Adds the `<link rel="preload">` of docs/performance.md to the head; resolves once it has loaded. */
    const preload = (href: string, attrs: Record<string, string> = { crossorigin: '', referrerpolicy: 'no-referrer' }) =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        for (const [name, value] of Object.entries({ rel: 'preload', as: 'fetch', href, ...attrs })) link.setAttribute(name, value);
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
      });
    /** Who fetched `href` (Resource Timing: one entry per request that reached the network or the cache). */
    const fetchedBy = (href: string) =>
      performance.getEntriesByType('resource').filter((e) => e.name === href).map((e) => (e as PerformanceResourceTiming).initiatorType);

    it('takes it up: one request for the first page, the preload\'s (album, default per-page)', async () => {
      const key = uniqueKey('preload');
      const href = `${sandboxUrl}/api/v2/albums/${MAIN}/photos?api_key=${key}&page=1&per_page=30`;
      await preload(href);
      const { load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'api-key': key, eager: true }));
      expect(load.detail.items).to.have.length(30);
      expect(fetchedBy(href)).to.deep.equal(['link']);
    });

    it('takes it up in product mode (sku)', async () => {
      const key = uniqueKey('preload');
      const href = `${sandboxUrl}/api/v2/albums/from_sku?sku=SKU-TRAIL-42&api_key=${key}&page=1&per_page=10`;
      await preload(href);
      const { load } = await mountLoaded(albumAttrs({ sku: 'SKU-TRAIL-42', 'api-key': key, 'per-page': 10, eager: true }));
      expect(load.detail.items).to.have.length(10);
      expect(fetchedBy(href)).to.deep.equal(['link']);
    });

    it('without `crossorigin` it cannot be taken up: the widget asks again (why the docs have it)', async () => {
      const key = uniqueKey('preload');
      const href = `${sandboxUrl}/api/v2/albums/${MAIN}/photos?api_key=${key}&page=1&per_page=12`;
      await preload(href, {});
      await mountLoaded(albumAttrs({ 'album-id': MAIN, 'api-key': key, 'per-page': 12, eager: true }));
      expect(fetchedBy(href)).to.deep.equal(['link', 'fetch']);
    });
  });

  describe('the first page and the grid reading', () => {
    // A background tab runs no frames: no ResizeObserver reading and no animation frame come. The
    // first page must still show (and `ugc-load` fire), with a width guessed from the viewport.
    it('shows the first page without the grid reading, with a guessed width', async () => {
      const { requestAnimationFrame: raf, ResizeObserver: RO } = window;
      window.requestAnimationFrame = () => 0;
      window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
      try {
        const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, eager: true, 'per-page': 4 }));
        expect(parts(el, 'item').length).to.equal(4);
        expect(part(el, 'tile-image')!.getAttribute('sizes')).to.equal('34vw');
      } finally {
        Object.assign(window, { requestAnimationFrame: raf, ResizeObserver: RO });
      }
    });

    // WebKit often has the page and the count before its first grid reading. The count's render
    // then came with the status already 'ready' and no tiles yet: the placeholder grid was removed
    // before it was read, and no reading could ever come (the page never showed).
    it('the page and the count arriving before the grid reading: the first page still shows', async () => {
      const RO = window.ResizeObserver;
      const held: (() => void)[] = [];
      let holding = true;
      window.ResizeObserver = class extends RO {
        constructor(callback: ResizeObserverCallback) {
          super((entries, observer) => (holding ? held.push(() => callback(entries, observer)) : callback(entries, observer)));
        }
      };
      const key = uniqueKey('late-reading');
      let el: UgcAlbumElement;
      try {
        el = await mount(albumAttrs({ 'album-id': SMALL, eager: true, 'per-page': 4, 'api-key': key }));
      } finally {
        window.ResizeObserver = RO;
      }
      const fetched = (path: string) =>
        performance.getEntriesByType('resource').some((e) => e.name.includes(path) && e.name.includes(key) && (e as PerformanceResourceTiming).responseEnd > 0);
      await waitUntil(() => fetched(`/${SMALL}/photos?`) && fetched(`/${SMALL}/photos/count?`), 'the page and the count never came');
      await frames();
      holding = false;
      for (const deliver of held.splice(0)) deliver();
      await waitUntil(() => parts(el, 'item').length === 4, 'the first page never showed');
    });
  });

  describe('nothing below the widget moves', () => {
    /** The top of the text after the widget, relative to the page. */
    const below = (after: Element) => after.getBoundingClientRect().top + scrollY;

    it('from the placeholders to the first page, when "Load more" appears and when it goes', async function () {
      this.timeout(20_000);
      for (const [album, per] of [[MAIN, 8], [SMALL, 12]] as const) {
        const page = document.createElement('div');
        page.style.cssText = 'width:600px;--ugc-album-columns:4';
        const after = Object.assign(document.createElement('p'), { textContent: 'below' });
        const slow = uniqueKey('perf-fault-slow');
        const loads: unknown[] = [];
        const el = await mount(albumAttrs({ 'album-id': album, 'per-page': per, eager: true, 'api-key': slow }), (e) => e.addEventListener('ugc-load', (ev) => loads.push(ev)), page);
        page.append(after);
        await frames(2);
        expect(part(el, 'status')!.textContent, `album ${album}`).to.contain('Loading');
        const before = below(after);
        await waitUntil(() => loads.length, 'never loaded');
        await frames(2);
        // Album 1001 has more pages ("Load more" shows); 1002 fits in one (it is hidden, its row kept).
        expect(below(after), `album ${album}: first page`).to.equal(before);
        const more = part(el, 'load-more')!;
        expect(more.checkVisibility({ visibilityProperty: true }), `album ${album}: load more shown`).to.equal(album === MAIN);
        page.remove();
      }
    });

    it('in a carousel, the row stays where the placeholders were when its buttons arrive', async () => {
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 6, eager: true, layout: 'carousel', 'api-key': uniqueKey('perf-fault-slow') }));
      await frames(2);
      const top = () => part(el, 'grid')!.getBoundingClientRect().top - el.getBoundingClientRect().top;
      const before = top();
      await waitUntil(() => part(el, 'carousel-next') && parts(el, 'item').length, 'never loaded with its buttons');
      await frames(2);
      expect(top()).to.equal(before);
    });

    it('holds the boxes of the next page from the click on', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, 'per-page': 8, eager: true, 'api-key': uniqueKey('perf-fault-slow') }));
      await waitUntil(() => /12/.test(part(el, 'count')!.textContent!), 'count never shown');
      const loads = record(el, 'ugc-load');
      const grid = part(el, 'grid')!;
      part(el, 'load-more')!.click();
      await el.updateComplete;
      // The count says 4 more: their boxes stand at once, and the page's tiles take exactly them.
      const held = grid.getBoundingClientRect().height;
      expect(grid.querySelectorAll('li').length).to.equal(12);
      await waitUntil(() => loads.length, 'second page never loaded');
      expect(parts(el, 'item').length).to.equal(12);
      expect(grid.getBoundingClientRect().height).to.equal(held);
    });
  });

  describe('rendition choice', () => {
    // The largest still a tile may use: the detail view's (widget.md), never the original.
    const LARGE = 1280;
    for (const dpr of [2, 1]) {
      const enough = dpr > 1 ? 1 / 1.1 : 1;
      itWhere(dpr === 1 || engine.emulatesDeviceScale, deviceScaleEmulation, `at a device pixel ratio of ${dpr}, each tile takes the smallest rendition that covers ${dpr > 1 ? '91 % of ' : ''}its box, never the original`, async function () {
        this.timeout(20_000);
        await setViewport({ width: 800, height: 1200, deviceScaleFactor: dpr });
        expect(devicePixelRatio).to.equal(dpr);
        // 3 columns of ~195 px: 16:9 and 4:3 stills, square and portrait images all on screen.
        const box = document.createElement('div');
        box.style.cssText = 'width:600px;--ugc-album-columns:3';
        // Media URLs of their own, so no rendition is in the memory cache from an earlier test
        // (Chromium then prefers a cached larger one).
        const key = uniqueKey();
        rewriteMedia(key, (url) => `${url}?fresh=${key}`);
        const items: MediaItem[] = [];
        const el = await mount(
          albumAttrs({ 'album-id': MAIN, 'per-page': 15, eager: true, 'api-key': key }),
          (e) => e.addEventListener('ugc-load', (ev) => items.push(...ev.detail.items)),
          box,
        );
        await waitUntil(() => items.length, 'never loaded');
        const images = parts<HTMLImageElement>(el, 'tile-image');
        await waitUntil(() => images.every((i) => i.complete && i.currentSrc), 'images never loaded');
        const aspects = new Set<string>();
        let portraitSquares = 0;
        images.forEach((img, i) => {
          const item = items[i]!;
          // The tile's width in whole CSS px (as its `sizes` states it).
          const tile = Math.ceil(img.closest('li')!.getBoundingClientRect().width);
          // A square tile crops to the shorter side: what a rendition has there, per device pixel.
          const scale = item.width && item.height ? Math.min(1, item.height / item.width) : 1;
          const cover = (width: number) => (width * scale) / (tile * dpr);
          // A portrait image's tile files: its square crop in place of medium.
          const files = item.tile ?? item.renditions;
          const chosen = files.find((r) => r.url === img.currentSrc);
          expect(chosen, `tile ${i}: ${img.currentSrc} is none of the item's renditions`).to.exist;
          expect(chosen!.width, `tile ${i}: beyond the large rendition`).to.be.at.most(LARGE);
          expect(cover(chosen!.width), `tile ${i}: ${img.currentSrc} too small`).to.be.at.least(enough - 0.005);
          if (item.height! > item.width!) {
            expect(item.tile, `tile ${i}: a portrait image without its square crop`).to.exist;
            if (chosen!.width == 640) portraitSquares++;
          }
          for (const smaller of files.filter((r) => r.width < chosen!.width)) {
            expect(cover(smaller.width), `tile ${i}: ${smaller.url} would have done`).to.be.below(enough);
          }
          const original = item.renditions[item.renditions.length - 1]!;
          if (original.width > LARGE) expect(img.srcset).not.to.contain(original.url);
          aspects.add((item.width! / item.height!).toFixed(2));
        });
        // The album's first items really span the cases: landscape 16:9 and 4:3, square, portrait 4:5.
        expect([...aspects]).to.include.members(['1.78', '1.33', '1.00', '0.80']);
        // At 2×, ~195 px tiles need medium: the portrait ones take its square crop.
        if (dpr > 1) expect(portraitSquares, 'portrait tiles on the square crop').to.be.at.least(1);
      });
    }
  });

  describe('reserved boxes', () => {
    it('tiles have their final boxes from the placeholder on, before any image arrives', async function () {
      this.timeout(20_000);
      // Widget A: its album answers after ~1 s (placeholders first), and its images never arrive:
      // their URLs point at a held response, on another host name of the sandbox so that the held
      // connections queue nothing else. Widget B, beside it, loads normally.
      const slow = uniqueKey('perf-fault-slow');
      const held = `${sandboxUrl.replace('127.0.0.1', 'localhost')}/api/v2/albums/${MAIN}/photos?api_key=held-fault-timeout&f=`;
      rewriteMedia(slow, (url) => url.replace(`${sandboxUrl}/media/`, held));
      const row = document.createElement('div');
      row.style.cssText = 'display:grid;grid-template-columns:1fr 1fr;gap:16px;width:780px';
      const attrs = { 'album-id': MAIN, 'per-page': 6, eager: true };
      const a = album(albumAttrs({ ...attrs, 'api-key': slow }));
      const b = album(albumAttrs(attrs));
      const loadsA = record(a, 'ugc-load');
      row.append(a, b);
      await fixture(row);
      await frames(2);

      expect(part(a, 'status')!.textContent).to.contain('Loading');
      const placeholder = tileBoxes(a);
      const gridBox = relative(part(a, 'grid')!, a);
      expect(placeholder.length).to.equal(6);

      await waitUntil(() => loadsA.length, 'widget A never loaded');
      const imagesB = parts<HTMLImageElement>(b, 'tile-image');
      await waitUntil(() => imagesB.length === 6 && imagesB.every((i) => i.complete && i.naturalWidth > 0), 'widget B images never loaded');
      await frames(2);
      const imagesA = parts<HTMLImageElement>(a, 'tile-image');
      expect(imagesA.length).to.equal(6);
      expect(imagesA.filter((i) => i.complete).map((i) => i.currentSrc), 'an image of widget A arrived').to.deep.equal([]);
      // Loaded but imageless, loaded with images, and the placeholders: the same boxes.
      expect(tileBoxes(a)).to.deep.equal(placeholder);
      expect(relative(part(a, 'grid')!, a)).to.equal(gridBox);
      expect(tileBoxes(b)).to.deep.equal(placeholder);
      for (const box of placeholder) {
        const [, , w, h] = box.split(' ').map(Number);
        expect(w).to.be.greaterThan(0);
        expect(Math.abs(w! - h!)).to.be.lessThan(0.2);
      }
    });
  });

  describe('long albums', () => {
    it('groups tiles by whole rows in grids of their own, in one list; tiles far from view are skipped', async function () {
      this.timeout(20_000);
      const box = document.createElement('div');
      box.style.cssText = 'width:600px;--ugc-album-columns:4';
      const after = document.createElement('div');
      after.style.height = `${innerHeight * 3}px`;
      const loads = [] as unknown[];
      const el = await mount(
        albumAttrs({ 'album-id': MAIN, 'per-page': 6, eager: true }),
        (e) => e.addEventListener('ugc-load', (ev) => loads.push(ev)),
        box,
      );
      box.after(after);
      await waitUntil(() => loads.length === 1, 'never loaded');
      for (let n = 2; n <= 3; n++) {
        part(el, 'load-more')!.click();
        await waitUntil(() => loads.length === n, `page ${n} never loaded`);
      }
      const grid = part(el, 'grid')!;
      const groups = [...grid.children] as HTMLElement[];
      // Pages of 6 in rows of 4: groups of 8 tiles (two whole rows), so no row is left short.
      expect(groups.map((g) => g.querySelectorAll('li').length)).to.deep.equal([8, 8, 2]);
      // Each group is a grid of its own: a tile coming into view re-lays out its group, not the
      // whole grid. Tiles are skipped while far from view.
      for (const g of groups) expect(getComputedStyle(g).display).to.equal('grid');
      for (const li of grid.querySelectorAll('li')) expect(getComputedStyle(li).contentVisibility).to.equal('auto');

      // The groups line up as one grid: tile i is in column i % 4 and row i / 4.
      const tiles = parts(el, 'item').map((t) => t.closest('li')!.getBoundingClientRect());
      expect(tiles.length).to.equal(18);
      const pitch = tiles[4]!.top - tiles[0]!.top;
      tiles.forEach((t, i) => {
        expect(t.left, `tile ${i} column`).to.be.closeTo(tiles[i % 4]!.left, 0.5);
        expect(t.top, `tile ${i} row`).to.be.closeTo(tiles[0]!.top + Math.floor(i / 4) * pitch, 0.5);
      });

      // One list for assistive technology, every tile an item of it.
      expect(grid.tagName === 'UL' && grid.getAttribute('role') === 'list').to.equal(true);
      expect(el.shadowRoot!.querySelectorAll('ul, ol, [role="list"]').length).to.equal(1);
      await expect(el).to.be.accessible();

      // Far from view, tiles are skipped, and the grid keeps its size (nothing moves).
      const height = grid.getBoundingClientRect().height;
      const first = parts(el, 'item')[0]!;
      expect(first.checkVisibility({ contentVisibilityAuto: true })).to.equal(true);
      window.scrollTo(0, document.documentElement.scrollHeight);
      await waitUntil(() => !first.checkVisibility({ contentVisibilityAuto: true }), 'the first tile is never skipped');
      expect(grid.getBoundingClientRect().height).to.be.closeTo(height, 0.5);
    });
  });
});
