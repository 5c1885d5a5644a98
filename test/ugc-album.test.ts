import { expect } from '@open-wc/testing';
import { clearContentCache, clientOptions, itOnSources } from './support/build.js';
import { waitUntil } from './support/wait.js';
// @web/test-runner 1.x moved the browser commands here (formerly `@web/test-runner/commands`).
import { sendKeys } from '@web/test-runner-commands';
import { moveFocus } from './support/keys.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import {
  albumAttrs,
  counted,
  focusOf,
  frames,
  mount,
  mountLoaded,
  part,
  parts,
  record,
  sandboxUrl,
  spyFetch,
  uniqueKey,
} from './support/album.js';

// Sandbox fixtures (demo/sandbox/fixtures.js): 1001 has 300 approved items, 1002 has 12, the
// product SKU-TRAIL-42 has album 1003 (40 items), 1004 is empty; keys starting "invalid" get 401.
const MAIN = 1001;
const SMALL = 1002;

describe('<ugc-album>', () => {
  let spy: ReturnType<typeof spyFetch>;
  // Nothing may reach the host page: every test fails on an uncaught error or unhandled rejection.
  let escaped: string[];
  const onRejection = (e: PromiseRejectionEvent) => escaped.push(`unhandled rejection: ${e.reason}`);
  const onError = (e: ErrorEvent) => escaped.push(`uncaught: ${e.message}`);
  beforeEach(() => {
    clearContentCache();
    spy = spyFetch();
    escaped = [];
    addEventListener('unhandledrejection', onRejection);
    addEventListener('error', onError);
  });
  afterEach(async () => {
    spy.restore();
    await frames();
    removeEventListener('unhandledrejection', onRejection);
    removeEventListener('error', onError);
    expect(escaped).to.deep.equal([]);
  });

  describe('first page', () => {
    it('renders the count, a list of named tile buttons and "load more"', async () => {
      const { el, load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
      expect(load.detail.page).to.equal(1);
      expect(load.detail.items.length).to.equal(12);
      expect(load.detail.hasNext).to.equal(true);
      expect(load.detail.albumId).to.equal(MAIN);
      expect(load.bubbles && load.composed).to.equal(true);

      const grid = part(el, 'grid')!;
      expect(grid.tagName).to.equal('UL');
      expect(grid.getAttribute('role')).to.equal('list');
      const tiles = parts<HTMLButtonElement>(el, 'item');
      expect(tiles.length).to.equal(12);
      for (const tile of tiles) {
        expect(tile.tagName).to.equal('BUTTON');
        expect(tile.closest('li')).to.exist;
        expect(tile.getAttribute('aria-label')).to.be.a('string').and.not.equal('');
      }
      const alts = load.detail.items.map((i) => i.alt);
      expect(tiles[0]!.getAttribute('aria-label')).to.equal(alts[0]);

      await waitUntil(() => part(el, 'count')!.textContent!.trim(), 'count never shown');
      expect(part(el, 'count')!.textContent!.trim()).to.equal('300 posts');
      expect(part(el, 'load-more')!.tagName).to.equal('BUTTON');
      expect(part(el, 'status')!.textContent!.trim()).to.equal('');
      expect(el.shadowRoot!.mode).to.equal('open');
    });

    it('formats the count in the reader locale (lang of the element or page)', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 1, eager: true, lang: 'hi-IN-u-nu-deva' }));
      await waitUntil(() => /posts/.test(part(el, 'count')!.textContent!));
      expect(part(el, 'count')!.textContent!.trim()).to.equal('३०० posts');
    });

    itOnSources('reserves every tile box and loads images from a srcset, never the original', async () => {
      // Media URLs of its own: Chromium prefers a larger candidate already in the memory cache (a
      // detail view of another test file may have loaded this item's large rendition).
      const key = uniqueKey('srcset');
      clientOptions.fetch = async (input, init) => {
        const res = await fetch(input, init);
        const body = (await res.text()).replace(/"(https?:[^"]*\/media\/[^"]*)"/g, (_, url: string) => JSON.stringify(`${url}?fresh=${key}`));
        return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
      };
      const { el, load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 8, eager: true, 'api-key': key })).finally(
        () => delete clientOptions.fetch,
      );
      for (const li of el.shadowRoot!.querySelectorAll('li')) {
        const box = li.getBoundingClientRect();
        expect(box.width).to.be.greaterThan(0);
        expect(Math.abs(box.width - box.height)).to.be.lessThan(1);
      }
      const img = parts<HTMLImageElement>(el, 'tile-image')[0]!;
      // The tile's measured width (see the next test for why not `sizes="auto"`), once the grid's
      // size has been read. Usually before the first page shows; WebKit reports it after the page's
      // event, and a machine too busy to lay out for a second shows the page first (TileController's
      // deadline, with a width guessed from the viewport, every tile lazy) and corrects it after.
      const width = Math.ceil(el.shadowRoot!.querySelector('li')!.getBoundingClientRect().width);
      await waitUntil(() => img.getAttribute('sizes') === `${width}px`, `sizes is ${img.getAttribute('sizes')}`);
      // In the first screen: loaded at once (performance.test.ts has the lazy ones).
      expect(img.getAttribute('loading')).to.equal('eager');
      expect(img.getAttribute('decoding')).to.equal('async');
      expect(img.getAttribute('srcset')).to.match(/ \d+w(, |$)/);
      expect(img.alt).to.equal('');
      const item = load.detail.items[0]!;
      expect(item.originalUrl).to.be.a('string');
      expect(img.getAttribute('srcset')).not.to.contain(item.originalUrl);
      await waitUntil(() => img.complete && img.currentSrc, 'first tile image never loaded');
      const chosen = (item.tile ?? item.renditions).find((r) => r.url === img.currentSrc);
      expect(chosen, img.currentSrc).to.exist;
      expect(chosen!.width).to.be.at.most(640);
    });

    it('takes small renditions again when the images are already cached (second widget)', async () => {
      const attrs = { 'album-id': MAIN, 'per-page': 8, eager: true };
      const first = await mountLoaded(albumAttrs(attrs));
      const firstImages = parts<HTMLImageElement>(first.el, 'tile-image');
      await waitUntil(() => firstImages.every((i) => i.complete), 'images never loaded');
      performance.clearResourceTimings();
      const second = await mountLoaded(albumAttrs(attrs));
      const images = parts<HTMLImageElement>(second.el, 'tile-image');
      // In view: its lower row is below the fold, where WebKit and Firefox load lazy images later
      // than Chromium (smaller lazy-loading margins).
      second.el.scrollIntoView({ block: 'start' });
      await waitUntil(() => images.every((i) => i.complete && i.currentSrc), 'images never shown');
      await frames(3);
      const media = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/media/'));
      expect(media.filter((n) => /large|big|original/.test(n))).to.deep.equal([]);
    });

    it('shows videos with a play badge and a name that says video', async () => {
      const { el, load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
      const index = load.detail.items.findIndex((i) => i.type === 'video');
      expect(index).to.be.at.least(0);
      const tile = parts(el, 'item')[index]!;
      expect(tile.getAttribute('part')).to.contain('video');
      expect(tile.getAttribute('aria-label')).to.match(/video/i);
      expect(tile.querySelector('[part="play"]')).to.exist;
    });

    it('is accessible while loading and once loaded', async () => {
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true, 'api-key': uniqueKey('k-fault-slow') }));
      expect(part(el, 'status')!.textContent).to.contain('Loading');
      await expect(el).to.be.accessible();
      await waitUntil(() => parts(el, 'item').length === 12, 'never loaded');
      await expect(el).to.be.accessible();
    });
  });

  describe('paging', () => {
    it('appends pages, announces them politely, and hides "load more" at the end', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, 'per-page': 5, eager: true }));
      const loads = record(el, 'ugc-load');
      const live = el.shadowRoot!.querySelector('[aria-live="polite"]:not([part])')!;

      const more = part<HTMLButtonElement>(el, 'load-more')!;
      more.focus();
      more.click();
      await waitUntil(() => loads.length === 1);
      expect(loads[0]!.detail.page).to.equal(2);
      expect(loads[0]!.detail.items.length).to.equal(5);
      expect(parts(el, 'item').length).to.equal(10);
      expect(live.textContent!.trim()).to.equal('5 more posts loaded, 10 shown');
      expect(focusOf(el)).to.equal('load-more', 'focus stays on the button');

      more.click();
      await waitUntil(() => loads.length === 2);
      expect(loads[1]!.detail).to.include({ page: 3, hasNext: false });
      expect(parts(el, 'item').length).to.equal(12);
      // Hidden at the end, its row kept (nothing below moves): not seen, not focusable, not read.
      const end = part<HTMLButtonElement>(el, 'load-more')!;
      expect(end.checkVisibility({ visibilityProperty: true })).to.equal(false);
      expect(getComputedStyle(end).visibility).to.equal('hidden');
      expect(live.textContent!.trim()).to.equal('2 more posts loaded, 12 shown');
      // The focused button went away: focus lands on the first new tile, not on the page.
      expect(focusOf(el)).to.equal('item 10');
    });
  });

  describe('product mode (sku)', () => {
    it('uses the product album from the response for the count and analytics', async () => {
      const key = uniqueKey();
      const el = await mount(
        { 'base-url': sandboxUrl, 'api-key': key, 'album-id': MAIN, sku: 'SKU-TRAIL-42', 'per-page': 10, 'analytics-url': sandboxUrl, eager: true },
        (e) => e.addEventListener('ugc-load', () => {}),
      );
      const sent = record(el, 'ugc-analytics');
      await waitUntil(() => /posts/.test(part(el, 'count')!.textContent!), 'count never shown');
      expect(part(el, 'count')!.textContent!.trim()).to.equal('40 posts');
      expect(spy.to('from_sku').map((r) => r.url)).to.have.length(1);
      expect(spy.to(`/albums/${MAIN}/`).map((r) => r.url)).to.have.length(0);
      expect(spy.to('/albums/1003/photos/count').map((r) => r.url)).to.have.length(1);
      await waitUntil(() => sent.some((e) => e.detail.name === 'openedWidget'), 'no openedWidget');
      const opened = sent.find((e) => e.detail.name === 'openedWidget')!;
      expect(opened.detail.body.album_id).to.equal(1003);
    });

    it('says so when the product is unknown', async () => {
      const errors: Event[] = [];
      const el = await mount(albumAttrs({ sku: 'NO-SUCH-SKU', eager: true }), (e) =>
        e.addEventListener('ugc-error', (ev) => errors.push(ev)),
      );
      await waitUntil(() => errors.length, 'no ugc-error');
      expect(part(el, 'status')!.textContent).to.contain('This product could not be found.');
    });
  });

  describe('states', () => {
    it('404: a readable message, a retry, ugc-error, accessible', async () => {
      const errors: CustomEvent[] = [];
      const el = await mount(albumAttrs({ 'album-id': 4040, eager: true }), (e) =>
        e.addEventListener('ugc-error', (ev) => errors.push(ev)),
      );
      await waitUntil(() => errors.length, 'no ugc-error');
      const { error } = (errors[0] as CustomEvent<{ error: { kind: string; status: number } }>).detail;
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(404);
      expect(errors[0]!.bubbles && errors[0]!.composed).to.equal(true);
      const status = part(el, 'status')!;
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.textContent).to.contain('This album could not be found.');
      expect(part(el, 'retry'), 'no Retry: trying again cannot find it').to.equal(null);
      // The box it had stays (no layout shift): its placeholders, hidden from assistive technology,
      // and the row of "Load more", hidden.
      expect(part(el, 'grid')!.getAttribute('aria-hidden')).to.equal('true');
      expect(parts(el, 'item').length).to.equal(0);
      expect(getComputedStyle(part(el, 'load-more')!).visibility).to.equal('hidden');
      await expect(el).to.be.accessible();
    });

    it('401: says the key was refused', async () => {
      const errors: CustomEvent[] = [];
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'api-key': 'invalid-key', eager: true }), (e) =>
        e.addEventListener('ugc-error', (ev) => errors.push(ev)),
      );
      await waitUntil(() => errors.length, 'no ugc-error');
      expect(part(el, 'status')!.textContent).to.contain("This gallery's API key was refused.");
      await expect(el).to.be.accessible();
    });

    it('retry recovers after a failure', async () => {
      // Fails its first request per endpoint (after the client's own retries are used up: 3 tries).
      const el = await mount(albumAttrs({ 'album-id': SMALL, 'api-key': uniqueKey('k-fault-500-times3'), eager: true }));
      await waitUntil(() => part(el, 'retry'), 'no retry offered');
      expect(part(el, 'status')!.textContent).to.contain('having trouble');
      part(el, 'retry')!.click();
      await waitUntil(() => parts(el, 'item').length === 12, 'retry did not load');
      expect(part(el, 'status')!.textContent!.trim()).to.equal('');
    });

    it('empty album: "No posts yet.", no grid, accessible', async () => {
      const errors = [] as Event[];
      const { el, load } = await mountLoaded(albumAttrs({ 'album-id': 1004, eager: true }));
      el.addEventListener('ugc-error', (e) => errors.push(e));
      expect(load.detail.items.length).to.equal(0);
      expect(load.detail.hasNext).to.equal(false);
      expect(part(el, 'status')!.textContent!.trim()).to.equal('No posts yet.');
      expect(parts(el, 'grid').length).to.equal(0);
      expect(parts(el, 'count').length).to.equal(0);
      expect(errors.length).to.equal(0);
      await expect(el).to.be.accessible();
    });
  });

  describe('bad configuration', () => {
    let warn: typeof console.warn;
    let warnings: string[];
    beforeEach(() => {
      warn = console.warn;
      warnings = [];
      console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    });
    afterEach(() => {
      console.warn = warn;
    });

    const cases: [string, Record<string, string | boolean | number>, string][] = [
      ['invalid filters JSON', { 'album-id': MAIN, filters: '{"approved":tru' }, 'filters'],
      ['sort that is not an object', { 'album-id': MAIN, sort: '[1]' }, 'sort'],
      ['per-page over 100', { 'album-id': MAIN, 'per-page': 500 }, 'per-page'],
      ['per-page not a number', { 'album-id': MAIN, 'per-page': 'ten' }, 'per-page'],
      ['no album-id or sku', {}, 'album-id'],
      ['no api-key', { 'album-id': MAIN, 'api-key': '' }, 'api-key'],
      ['a base-url that is not http(s)', { 'album-id': MAIN, 'base-url': 'javascript:alert(1)' }, 'base-url'],
    ];
    for (const [what, attrs, attribute] of cases) {
      it(`${what}: status message, one warning naming ${attribute}, ugc-error, no request`, async () => {
        const errors: CustomEvent[] = [];
        const el = await mount(albumAttrs({ ...attrs, eager: true }), (e) =>
          e.addEventListener('ugc-error', (ev) => errors.push(ev)),
        );
        await waitUntil(() => errors.length, 'no ugc-error');
        await frames();
        const { error } = (errors[0] as CustomEvent<{ error: { kind: string; message: string } }>).detail;
        expect(error.kind).to.equal('config');
        expect(error.message).to.contain(attribute);
        expect(part(el, 'status')!.textContent).to.contain(`the ${attribute} attribute`);
        expect(parts(el, 'retry').length).to.equal(0);
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain(attribute);
        expect(spy.requests.map((r) => r.url)).to.deep.equal([]);
        await expect(el).to.be.accessible();
      });
    }

    it('never reads a secret-key attribute', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, 'secret-key': 'TOP-SECRET', eager: true }));
      expect(el).to.exist;
      for (const { url, init } of spy.requests) {
        expect(url).not.to.contain('TOP-SECRET');
        expect(JSON.stringify(init?.headers ?? {})).not.to.contain('TOP-SECRET');
      }
    });
  });

  describe('configuration changes', () => {
    it('aborts what is in flight and loads the new configuration, once per batch', async () => {
      const key = uniqueKey('k-fault-slow');
      const el = await mount({ 'base-url': sandboxUrl, 'api-key': key, 'album-id': MAIN, eager: true });
      await waitUntil(() => spy.to(`/albums/${MAIN}/photos`).length, 'first request never sent');
      const first = spy.to(`/albums/${MAIN}/photos`)[0]!;
      const loads = record(el, 'ugc-load');

      el.setAttribute('album-id', String(SMALL));
      el.setAttribute('per-page', '4');
      el.setAttribute('api-key', uniqueKey());
      await waitUntil(() => loads.length, 'new configuration never loaded');
      expect(first.init?.signal?.aborted).to.equal(true);
      const lists = spy.to(/\/albums\/\d+\/photos\?/);
      expect(lists.map((r) => r.url).filter((u) => u.includes(`/albums/${SMALL}/`))).to.have.length(1);
      expect(loads.length).to.equal(1);
      expect(loads[0]!.detail.albumId).to.equal(SMALL);
      expect(parts(el, 'item').length).to.equal(4);
      expect(el.perPage).to.equal(4);
    });

    it('reload() fetches past the edge cache and revalidates the count ETag', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, eager: true }));
      await waitUntil(() => spy.to('/photos/count').length && /posts/.test(part(el, 'count')!.textContent!));
      expect(spy.requests.some((r) => r.url.includes('unique_id'))).to.equal(false);
      const before = spy.requests.length;
      const loads = record(el, 'ugc-load');

      const done = el.reload();
      expect(done).to.be.instanceOf(Promise);
      await done;
      expect(loads.length).to.equal(1);
      const after = spy.requests.slice(before);
      const list = after.find((r) => /\/photos\?/.test(r.url))!;
      expect(new URL(list.url).searchParams.get('unique_id')).to.match(/^\d+$/);
      const count = after.find((r) => r.url.includes('/photos/count'))!;
      expect(new Headers(count.init?.headers).get('if-none-match')).to.be.a('string').and.not.equal('');
      expect(part(el, 'count')!.textContent!.trim()).to.equal('12 posts');
    });

    it('reload() resolves (never rejects) on failure', async () => {
      const el = await mount(albumAttrs({ 'album-id': 4040, eager: true }));
      await el.reload();
      expect(part(el, 'status')!.textContent).to.contain('could not be found');
    });
  });

  describe('deferred loading', () => {
    it('makes no request until the widget is within about a viewport of being seen', async () => {
      const page = document.createElement('div');
      const spacer = document.createElement('div');
      spacer.style.height = `${innerHeight * 4}px`;
      page.append(spacer);
      const key = uniqueKey();
      const el = await mount(
        { 'base-url': sandboxUrl, 'api-key': key, 'album-id': SMALL, 'analytics-url': sandboxUrl },
        undefined,
        page,
      );
      const sent = record(el, 'ugc-analytics');
      const loads = record(el, 'ugc-load');
      await frames(3);
      expect(spy.requests.map((r) => r.url)).to.deep.equal([]);
      expect(parts(el, 'item').length).to.equal(0);

      // Within one viewport below the fold: the album loads, but it is not visible yet.
      window.scrollTo(0, innerHeight * 2.5);
      await waitUntil(() => loads.length, 'never loaded once near');
      await waitUntil(() => sent.some((e) => e.detail.name === 'openedWidget'), 'no openedWidget');
      await frames(3);
      expect(sent.map((e) => e.detail.name)).not.to.include('widgetVisible');

      window.scrollTo(0, innerHeight * 4);
      await waitUntil(() => sent.some((e) => e.detail.name === 'widgetVisible'), 'no widgetVisible');
      window.scrollTo(0, 0);
    });
  });

  describe('detail view', () => {
    let el: UgcAlbumElement;
    let total: number;
    beforeEach(async () => {
      const r = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
      el = r.el;
      total = r.load.detail.items.length;
      await counted(el);
    });
    const dialog = () => part<HTMLDialogElement>(el, 'lightbox');
    const label = () => el.shadowRoot!.getElementById('position')!.textContent!.trim();

    it('opens on click as a labelled modal dialog, closes, and gives focus back', async () => {
      const opens = record(el, 'ugc-lightbox-open');
      const closes = record(el, 'ugc-lightbox-close');
      const clicks = record(el, 'ugc-item-click');
      const tile = parts(el, 'item')[2]!;
      tile.focus();
      tile.click();
      await waitUntil(() => opens.length);
      expect(clicks[0]!.detail.index).to.equal(2);
      expect(clicks[0]!.cancelable).to.equal(true);
      expect(opens[0]!.detail.index).to.equal(2);
      const d = dialog()!;
      expect(d.tagName).to.equal('DIALOG');
      expect(d.open).to.equal(true);
      expect(d.matches(':modal')).to.equal(true);
      expect(d.getAttribute('aria-modal')).to.equal('true');
      expect(label()).to.equal(`Item 3 of 300`);
      expect(document.documentElement.style.overflow).to.equal('hidden');
      await expect(el).to.be.accessible();

      part(el, 'lightbox-close')!.click();
      await waitUntil(() => closes.length);
      expect(closes[0]!.detail.index).to.equal(2);
      await el.updateComplete;
      expect(dialog() === null).to.equal(true, 'the dialog is gone');
      expect(focusOf(el)).to.equal('item 2');
      expect(document.documentElement.hasAttribute('style')).to.equal(false);
    });

    it('shows media, caption, submitter and CTA links that open safely in a new tab', async () => {
      const opens = record(el, 'ugc-lightbox-open');
      const withCta = parts(el, 'item').findIndex((_, i) => i >= 0);
      parts(el, 'item')[withCta]!.click();
      await waitUntil(() => opens.length);
      const item = opens[0]!.detail.item;
      const img = part<HTMLImageElement>(el, 'lightbox-image');
      if (item.type === 'image') {
        expect(img!.alt).to.equal(item.alt);
        expect(img!.getAttribute('srcset')).to.match(/\d+w/);
        expect(img!.getAttribute('srcset')).not.to.contain(item.originalUrl);
      }
      // The original post and its date, the separator's spaces kept (on dist too: the build's
      // template minifier trims the whitespace at the ends of an element's text).
      expect(part(el, 'attribution')!.parentElement!.textContent).to.match(/^View on \S+ · \S/);
      for (const a of parts<HTMLAnchorElement>(el, 'cta')) {
        expect(a.target).to.equal('_blank');
        expect(a.rel).to.equal('noopener noreferrer ugc');
        expect(a.href).to.match(/^https?:/);
      }
    });

    it('reports CTA clicks (click, keyboard, middle click) as ugc-cta-click and actionClicked', async () => {
      const items = (await new Promise<CustomEvent>((resolve) => {
        el.addEventListener('ugc-lightbox-open', resolve as EventListener, { once: true });
        parts(el, 'item')[0]!.click();
      })) as CustomEvent;
      expect(items).to.exist;
      // Open an item that has a CTA or product link.
      let link = part<HTMLAnchorElement>(el, 'cta');
      for (let i = 0; !link && i < total - 1; i++) {
        part(el, 'lightbox-next')!.click();
        await el.updateComplete;
        link = part<HTMLAnchorElement>(el, 'cta');
      }
      expect(link, 'an item with a CTA').to.exist;
      const ctas = record(el, 'ugc-cta-click');
      // Keep the test page where it is: the page listener cancels navigation.
      el.addEventListener('click', (e) => e.preventDefault());
      link!.click();
      link!.dispatchEvent(new MouseEvent('auxclick', { button: 1, bubbles: true, composed: true, cancelable: true }));
      link!.dispatchEvent(new MouseEvent('auxclick', { button: 2, bubbles: true, composed: true, cancelable: true }));
      expect(ctas.length).to.equal(2);
      expect(ctas[0]!.detail.url).to.equal(link!.href);
      expect(ctas[0]!.bubbles && ctas[0]!.composed).to.equal(true);
    });

    it('keyboard: Tab to a tile, Enter/Space open, arrows move, Escape closes, focus returns', async () => {
      const closes = record(el, 'ugc-lightbox-close');
      (document.activeElement as HTMLElement | null)?.blur();
      await moveFocus();
      expect(focusOf(el)).to.equal('item 0');

      await sendKeys({ press: 'Enter' });
      await waitUntil(() => dialog()?.open, 'Enter did not open');
      expect(label()).to.equal('Item 1 of 300');
      // Each key's effect is awaited (Firefox's automation answers before the page has handled it).
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => label() === 'Item 2 of 300', `ArrowRight: ${label()}`);
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => label() === 'Item 3 of 300', `ArrowRight: ${label()}`);
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => label() === 'Item 2 of 300', `ArrowLeft: ${label()}`);
      expect(dialog()!.contains(el.shadowRoot!.activeElement)).to.equal(true, 'focus is inside the dialog');

      await sendKeys({ press: 'Escape' });
      await waitUntil(() => closes.length, 'Escape did not close');
      await el.updateComplete;
      expect(dialog() === null).to.equal(true, 'the dialog is gone');
      expect(focusOf(el)).to.equal('item 0');

      // The grid is one Tab stop: → moves to the next tile.
      await moveFocus('ArrowRight');
      expect(focusOf(el)).to.equal('item 1');
      await sendKeys({ press: ' ' });
      await waitUntil(() => dialog()?.open, 'Space did not open');
      expect(label()).to.equal('Item 2 of 300');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => closes.length === 2);
      await el.updateComplete;
      expect(focusOf(el)).to.equal('item 1');
    });

    it('previous is inert on the first item; next past the last tile loads the next page', async () => {
      const loads = record(el, 'ugc-load');
      parts(el, 'item')[0]!.click();
      await waitUntil(() => dialog()?.open);
      const prev = part(el, 'lightbox-prev')!;
      expect(prev.getAttribute('aria-disabled')).to.equal('true');
      prev.click();
      await el.updateComplete;
      expect(label()).to.equal('Item 1 of 300');

      el.addEventListener('ugc-lightbox-open', () => expect.fail('opened twice'));
      parts(el, 'item')[total - 1]!.click(); // behind the modal: ignored
      for (let i = 1; i < total; i++) part(el, 'lightbox-next')!.click();
      await el.updateComplete;
      expect(label()).to.equal(`Item ${total} of 300`);
      part(el, 'lightbox-next')!.click();
      await waitUntil(() => loads.length, 'next did not load a page');
      await waitUntil(() => label() === `Item ${total + 1} of 300`);
    });

    it('arrow keys stay with a focused video, which pauses when the item changes or the view closes', async () => {
      const opens = record(el, 'ugc-lightbox-open');
      const { items } = { items: parts(el, 'item') };
      const index = items.findIndex((t) => /video/.test(t.getAttribute('part')!));
      items[index]!.click();
      await waitUntil(() => opens.length);
      const video = part<HTMLVideoElement>(el, 'lightbox-video')!;
      expect(video).to.exist;
      expect(video.controls).to.equal(true);
      expect(video.hasAttribute('playsinline')).to.equal(true);
      expect(video.getAttribute('preload')).to.equal('metadata');
      expect(video.getAttribute('poster')).to.match(/^https?:/);
      video.focus();
      await sendKeys({ press: 'ArrowRight' });
      await el.updateComplete;
      expect(label()).to.equal(`Item ${index + 1} of 300`);

      let paused = 0;
      video.pause = () => void paused++;
      part(el, 'lightbox-next')!.click();
      await el.updateComplete;
      expect(paused).to.be.at.least(1);
      expect(label()).to.equal(`Item ${index + 2} of 300`);
    });

    it('stays closed when ugc-item-click is cancelled', async () => {
      const opens = record(el, 'ugc-lightbox-open');
      el.addEventListener('ugc-item-click', (e) => e.preventDefault());
      parts(el, 'item')[1]!.click();
      await el.updateComplete;
      await frames();
      expect(dialog() === null).to.equal(true, 'the dialog is gone');
      expect(opens.length).to.equal(0);
      expect(document.documentElement.getAttribute('style')).to.equal(null);
    });

    it('restores page styles exactly and closes when the element is removed', async () => {
      const root = document.documentElement;
      root.style.setProperty('overflow-y', 'scroll', 'important');
      root.style.setProperty('color', 'rgb(1, 2, 3)');
      try {
        parts(el, 'item')[0]!.click();
        await waitUntil(() => dialog()?.open);
        expect(root.style.overflowY).to.equal('hidden');
        const closes = record(el, 'ugc-lightbox-close');
        el.remove();
        expect(closes.length).to.equal(1);
        expect(root.style.getPropertyValue('overflow-y')).to.equal('scroll');
        expect(root.style.getPropertyPriority('overflow-y')).to.equal('important');
        expect(root.style.overflowX).to.equal('');
        expect(root.style.color).to.equal('rgb(1, 2, 3)');
      } finally {
        root.removeAttribute('style');
      }
    });
  });

  it('renders the hostile album inert: text stays text, only http(s) URLs, no script runs', async () => {
    const alerts: unknown[] = [];
    const alert = window.alert;
    window.alert = (m?: unknown) => void alerts.push(m);
    try {
      const { el, load } = await mountLoaded(albumAttrs({ 'album-id': 1666, 'per-page': 100, eager: true }));
      const total = parts(el, 'item').length;
      expect(total).to.equal(load.detail.items.length);
      const urls = () =>
        [...el.shadowRoot!.querySelectorAll('[src], [href], [poster], [srcset]')].flatMap((n) =>
          ['src', 'href', 'poster', 'srcset'].map((a) => n.getAttribute(a)).filter((v): v is string => v !== null),
        );
      parts(el, 'item')[0]!.click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'no detail view');
      const seen = new Set<string>(urls());
      for (let i = 1; i < total; i++) {
        part(el, 'lightbox-next')!.click();
        await el.updateComplete;
        for (const u of urls()) seen.add(u);
      }
      await frames(3);
      for (const u of seen) expect(u).to.match(/^https?:\/\//i);
      expect(el.shadowRoot!.querySelectorAll('script, svg, iframe, object, embed').length).to.equal(0);
      expect(alerts).to.deep.equal([]);
      part<HTMLDialogElement>(el, 'lightbox')!.close();
    } finally {
      window.alert = alert;
    }
  });

  it('sends the engagement events it should and mirrors each as ugc-analytics', async () => {
    const el = await mount(albumAttrs({ 'album-id': SMALL, 'per-page': 5, 'analytics-url': sandboxUrl, eager: true }));
    const sent = record(el, 'ugc-analytics');
    await waitUntil(() => sent.length >= 2, 'openedWidget and widgetVisible');
    expect(sent.map((e) => e.detail.name)).to.deep.equal(['openedWidget', 'widgetVisible']);
    expect(sent[0]!.detail.body).to.include({ album_id: SMALL, widget: 'grid', per_page: 5, page: 1 });
    part(el, 'load-more')!.click();
    await waitUntil(() => sent.length === 3, 'loadMore');
    expect(sent[2]!.detail.name).to.equal('loadMore');
    parts(el, 'item')[0]!.click();
    await waitUntil(() => sent.length === 4, 'openedLightbox');
    expect(sent[3]!.detail.name).to.equal('openedLightbox');
    part<HTMLDialogElement>(el, 'lightbox')!.close();
  });

  it('sends no engagement events with no-analytics', async () => {
    const { el } = await mountLoaded(
      albumAttrs({ 'album-id': SMALL, 'per-page': 5, 'analytics-url': sandboxUrl, 'no-analytics': true, eager: true }),
    );
    const sent = record(el, 'ugc-analytics');
    parts(el, 'item')[0]!.click();
    await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open);
    await frames();
    expect(sent.length).to.equal(0);
    expect(spy.to('/events/').map((r) => r.url)).to.have.length(0);
    part<HTMLDialogElement>(el, 'lightbox')!.close();
  });
});
