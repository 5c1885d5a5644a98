// The widget on pages with the habits of real shops, each against the sandbox over real HTTP with
// the built bundles (see support/host-page.ts): legacy scripts that extend the built-in prototypes,
// and nothing thrown into the page, nothing left unsaid to the merchant.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import {
  exercise,
  uniqueKey,
  hostPage,
  openDetail,
  part,
  parts,
  removeFramePages,
  waitForEvents,
} from './support/host-page.js';
import type { Bundle, HostWindow } from './support/host-page.js';

/**
 * What older shop platforms' scripts do to the built-ins: enumerable members, functions and plain
 * values, on Object.prototype (home-made helpers), Array.prototype and String.prototype (Prototype.js,
 * MooTools). Plain assignment makes them enumerable, so `for … in` over any object meets them.
 */
const legacyPrototypes = `<script>
  Object.prototype.clone = function () { return Object.assign({}, this); };
  Object.prototype.extend = function (source) { for (const k of Object.keys(source)) this[k] = source[k]; return this; };
  Object.prototype.shopVersion = '1.9.4.5';
  Object.prototype.legacyDebug = false;
  Array.prototype.each = function (f) { for (let i = 0; i < this.length; i++) f(this[i], i); };
  Array.prototype.first = function () { return this[0]; };
  Array.prototype.legacyIndex = 0;
  String.prototype.strip = function () { return this.trim(); };
  String.prototype.capitalize = function () { return this.charAt(0).toUpperCase() + this.slice(1); };
  String.prototype.legacyEncoding = 'latin1';
</script>`;

const widget = (apiKey: string, attributes: string) =>
  `<ugc-album eager api-key="${apiKey}" base-url="{sandbox}" analytics-url="{sandbox}" ${attributes}></ugc-album>`;

/** The shop's conversion helpers as the page reaches them: the module's exports or the global. */
async function shopApi(win: HostWindow, bundle: Bundle) {
  if (bundle === 'classic') return win.UgcAlbum!;
  // The module the page loaded (the same URL: the same module instance and chunks).
  const src = win.document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
  const load = (win as unknown as { eval(code: string): Promise<HostWindow['UgcAlbum']> }).eval(`import(${JSON.stringify(src)})`);
  return (await load)!;
}

const problems = (win: HostWindow) => [...win.__host.errors, ...win.__host.warnings, ...win.__host.ugcErrors];

describe('host pages: the built bundles on pages nobody here controls', function () {
  // Each test is a whole page life (render, paging, detail view, chunks, collector round trips):
  // every wait is for a condition; this only keeps a slow engine on a loaded machine from failing.
  this.timeout(40_000);
  afterEach(removeFramePages);

  // Pages whose scripts changed the built-ins, each with both bundles.
  const legacyPages = [
    { page: 'has extended Object, Array and String prototypes', head: legacyPrototypes },
    // Array.prototype.toJSON (JSON.stringify([1]) is '"[1]"'), Object.keys as a for…in, Array.from
    // that takes only array-likes, Enumerable's map/filter/entries, a bind without `new`.
    { page: 'runs Prototype 1.6', head: `<script src="${location.origin}/test/fixtures/prototype-1.6.js"></script>` },
  ];
  for (const { page, head } of legacyPages) {
    for (const bundle of ['module', 'classic'] as const) {
      it(`${bundle}: every part works when the page ${page}`, async () => {
        const apiKey = uniqueKey('proto');
        const { win, albums } = await hostPage({
          head,
          bundles: [bundle],
          // Filters: an array inside an object, as Prototype's Array.prototype.toJSON would garble it.
          body:
            widget(apiKey, `album-id="1002" per-page="5" filters='{"content_type":["image","video"]}'`) +
            widget(apiKey, 'album-id="1002" layout="carousel" locale="fr"'),
        });
        const [grid, carousel] = albums as [UgcAlbumElement, UgcAlbumElement];
        // Render, paging, the detail view (its chunk in the module build).
        await exercise(grid, 5);
        // The carousel's chunk and the French chunk.
        await waitUntil(() => parts(carousel, 'item').length === 12, 'the carousel did not render');
        await waitUntil(() => part(carousel, 'carousel-next'), 'the carousel controls did not arrive');
        const dialog = await openDetail(carousel);
        await waitUntil(() => /Élément 1 sur 12/.test(dialog.outerHTML), 'the detail view is not in French');
        // The analytics chunk: the engagement events reach the collector.
        await waitForEvents(apiKey, ['openedWidget', 'loadMore', 'openedLightbox']);
        // The shop's conversion helpers (the same chunk in the module build).
        const shop = await shopApi(win, bundle);
        const target = { analyticsUrl: `${new URL(grid.getAttribute('base-url')!).origin}`, apiKey };
        const line = { productSku: 'SKU-1', price: 12, quantity: 1, currency: 'EUR' };
        expect(await shop.addToCart!({ ...target, ...line } as never), 'addToCart').to.equal(true);
        expect(
          await shop.conversion!({
            ...target,
            orderId: 7,
            currency: 'EUR',
            cartTotal: 12,
            cartTotalQuantity: 1,
            cartContents: [line],
          } as never),
          'conversion',
        ).to.equal(true);
        await waitForEvents(apiKey, ['addToCart', 'conversion']);
        expect(problems(win)).to.deep.equal([]);
      });
    }
  }

  it("Prototype 1.6: a conversion's cart goes out as an array, and the collector takes it", async () => {
    const apiKey = uniqueKey('proto-conversion');
    const { win, albums } = await hostPage({ head: legacyPages[1]!.head, bundles: ['classic'], body: widget(apiKey, 'album-id="1002" per-page="5"') });
    const shop = await shopApi(win, 'classic');
    const target = { analyticsUrl: new URL(albums[0]!.getAttribute('base-url')!).origin, apiKey };
    const line = { productSku: 'SKU-1', price: 12, quantity: 2, currency: 'EUR' };
    const order = { ...target, orderId: 8, currency: 'EUR', cartTotal: 24, cartTotalQuantity: 2, cartContents: [line, line] };
    // Made in the page's realm, as the shop's own code makes it: its arrays have Prototype's toJSON.
    const pageOrder = (win as unknown as { JSON: JSON }).JSON.parse(JSON.stringify(order)) as never;
    expect(await shop.conversion!(pageOrder), 'the collector refused the conversion').to.equal(true);
    await waitForEvents(apiKey, ['conversion']);
    expect(problems(win)).to.deep.equal([]);
  });

  describe('a chunk that does not load', () => {
    const warningsOf = (win: HostWindow, chunk: string) =>
      win.__host.warnings.filter((w) => w.includes(`ugc-album-${chunk}.js failed to load:`));

    it('analytics: one warning naming the chunk and the error, one ugc-error of kind analytics, the gallery works on', async () => {
      const apiKey = uniqueKey('no-analytics-chunk');
      const { win, albums } = await hostPage({ without: 'analytics', body: widget(apiKey, 'album-id="1002" per-page="5"') });
      const [el] = albums as [UgcAlbumElement];
      await waitUntil(() => win.__host.ugcErrors.length, 'no ugc-error for the missing analytics chunk');
      await exercise(el, 5);
      const shop = await shopApi(win, 'module');
      const line = { productSku: 'SKU-1', price: 12, quantity: 1, currency: 'EUR' };
      expect(await shop.addToCart!({ analyticsUrl: el.getAttribute('base-url'), apiKey, ...line } as never)).to.equal(false);

      const warnings = warningsOf(win, 'analytics');
      expect(warnings.length, win.__host.warnings.join('\n')).to.equal(1);
      // The browser's own reason, e.g. "TypeError: Failed to fetch dynamically imported module: …".
      expect(warnings[0]).to.match(/TypeError|Error/);
      expect(win.__host.ugcErrors).to.have.length(1);
      expect(win.__host.ugcErrors[0]).to.match(/^analytics: .*Error.* \(ContentError\)$/);
      // The shopper sees nothing of it: no message, no Retry.
      expect(part(el, 'status')!.textContent!.trim()).to.equal('');
      expect(part(el, 'retry')).to.equal(null);
      expect(win.__host.errors).to.deep.equal([]);
    });

    it("tile-marks: one warning, plain tiles, and the count (which waits for the tiles' finish) still shows", async () => {
      const { win, albums } = await hostPage({ without: 'tile-marks', body: widget(uniqueKey('no-marks'), 'album-id="1002" per-page="5"') });
      const [el] = albums as [UgcAlbumElement];
      await waitUntil(() => warningsOf(win, 'tile-marks').length, 'no warning for ugc-album-tile-marks.js');
      // No update asked for here: the widget shows the count on its own once the chunk has failed.
      await waitUntil(() => parts(el, 'item').length === 5 && /^12 posts$/.test(part(el, 'count')!.textContent!), 'no count without the chunk');
      expect(el.shadowRoot!.querySelector('.tile-marks'), 'no marks without the chunk').to.equal(null);
      expect(win.__host.warnings, 'no other warning').to.have.length(1);
      expect(win.__host.errors).to.deep.equal([]);
    });

    const cases = [
      { chunk: 'lightbox', attributes: 'album-id="1002" per-page="5"', act: (el: UgcAlbumElement) => parts(el, 'item')[0]!.click() },
      { chunk: 'carousel', attributes: 'album-id="1002" layout="carousel"', act: () => {} },
      { chunk: 'fr', attributes: 'album-id="1002" locale="fr"', act: () => {} },
      { chunk: 'i18n-failure', attributes: 'album-id="424242"', act: () => {} },
    ];
    for (const { chunk, attributes, act } of cases) {
      it(`${chunk}: one warning naming the chunk, nothing thrown, the gallery works on`, async () => {
        const { win, albums } = await hostPage({ without: chunk, body: widget(uniqueKey('no-chunk'), attributes) });
        const [el] = albums as [UgcAlbumElement];
        // Rendered, or (the unknown album) failed: its warning is then the sign.
        await waitUntil(() => parts(el, 'item').length || warningsOf(win, chunk).length, 'the widget did not render');
        act(el);
        await waitUntil(() => warningsOf(win, chunk).length, `no warning for ugc-album-${chunk}.js`);
        // Asked again (the next click, the next render): still one warning.
        act(el);
        el.requestUpdate();
        await el.updateComplete;
        expect(warningsOf(win, chunk), win.__host.warnings.join('\n')).to.have.length(1);
        expect(win.__host.warnings, 'no other warning').to.have.length(1);
        expect(win.__host.errors).to.deep.equal([]);
        expect(el.shadowRoot!.querySelector('dialog')?.open ?? false, 'no detail view without its chunk').to.equal(false);
      });
    }
  });

  describe('a loud host stylesheet', () => {
    // A fashion shop's body text: uppercase, tracked, spaced, pre-wrapped, indented, justified, on a
    // triple-height line, italic with a shadow, breaking anywhere.
    const loud = `<style>body{font:17px/3 Georgia,serif;font-weight:300;color:rgb(51,34,17);text-transform:uppercase;
      letter-spacing:.4em;word-spacing:1.5em;white-space:pre;text-indent:4em;text-align:justify;font-style:italic;
      text-shadow:2px 2px 0 #f0f;word-break:break-all}</style>`;

    /** The text properties the widget resets, as computed on `el`; lengths in px, line-height in em. */
    const resetStyle = (el: Element) => {
      const cs = getComputedStyle(el);
      const px = (v: string) => parseFloat(v) || 0; // `normal` spacing is 0
      return {
        textTransform: cs.textTransform,
        letterSpacing: px(cs.letterSpacing),
        wordSpacing: px(cs.wordSpacing),
        whiteSpace: cs.whiteSpace,
        textIndent: px(cs.textIndent),
        lineHeight: Math.round((px(cs.lineHeight) / px(cs.fontSize)) * 100) / 100,
      };
    };
    const reset = { textTransform: 'none', letterSpacing: 0, wordSpacing: 0, whiteSpace: 'normal', textIndent: 0, lineHeight: 1.5 };
    /** What the widget takes from the page. */
    const taken = (el: Element) => {
      const cs = getComputedStyle(el);
      return { fontFamily: cs.fontFamily, fontSize: cs.fontSize, fontWeight: cs.fontWeight, color: cs.color };
    };
    const page = { fontFamily: 'Georgia, serif', fontSize: '17px', fontWeight: '300', color: 'rgb(51, 34, 17)' };

    for (const bundle of ['module', 'classic'] as const) {
      it(`${bundle}: takes the page's font and colour, resets the text properties that reshape it, in the grid and the detail view`, async () => {
        const { win, albums } = await hostPage({ head: loud, bundles: [bundle], body: widget(uniqueKey('loud'), 'album-id="1002" per-page="4" no-analytics') });
        const [el] = albums as [UgcAlbumElement];
        await waitUntil(() => parts(el, 'item').length === 4 && /\d/.test(part(el, 'count')!.textContent!), 'no grid');
        const count = part(el, 'count')!;
        expect(taken(count)).to.deep.equal(page);
        expect(getComputedStyle(count).textAlign, "the page's alignment").to.equal('justify');
        expect(resetStyle(count), 'the count').to.deep.equal(reset);
        // The count is one line of its reserved 1.5em (docs/performance.md, "Reserve the gallery's space").
        expect(count.getBoundingClientRect().height).to.equal(1.5 * 17);
        expect(resetStyle(part(el, 'load-more')!).textTransform, 'load more').to.equal('none');

        // The detail view: a top-layer <dialog> in the shadow root inherits from the host too, and
        // drops the page's italics, shadow and word breaking on its own surface.
        const dialog = await openDetail(el);
        const caption = part(el, 'caption')!;
        const position = dialog.querySelector('#position')!;
        for (const [name, node] of [['caption', caption], ['n of total', position]] as const) {
          // The caption keeps the line breaks of the post (its own `pre-line`), never the page's `pre`.
          expect(resetStyle(node), name).to.deep.equal(node === caption ? { ...reset, whiteSpace: 'pre-line' } : reset);
          const cs = getComputedStyle(node);
          expect([cs.textAlign, cs.fontStyle, cs.textShadow, cs.wordBreak, cs.fontFamily], name).to.deep.equal(['start', 'normal', 'none', 'normal', page.fontFamily]);
        }
        expect(caption.getClientRects().length && caption.scrollWidth <= caption.clientWidth, 'the caption wraps inside the view').to.equal(true);
        expect(win.__host.errors).to.deep.equal([]);
      });
    }

    it("a page rule on the element takes the page's value back", async () => {
      const { albums } = await hostPage({
        head: `${loud}<style>ugc-album{letter-spacing:inherit;line-height:1.2}</style>`,
        body: widget(uniqueKey('loud'), 'album-id="1002" per-page="4" no-analytics'),
      });
      const [el] = albums as [UgcAlbumElement];
      await waitUntil(() => /\d/.test(part(el, 'count')?.textContent ?? ''), 'no count');
      const style = resetStyle(part(el, 'count')!);
      expect([style.letterSpacing, style.lineHeight, style.textTransform]).to.deep.equal([6.8, 1.2, 'none']);
    });
  });

  describe('the host-page matrix', () => {
    /** A widget's whole visible life on `win`: render, page, detail view, analytics; nothing thrown. */
    async function works(win: HostWindow, el: UgcAlbumElement, apiKey: string) {
      await exercise(el, 5);
      await waitForEvents(apiKey, ['openedWidget', 'loadMore', 'openedLightbox']);
      expect(problems(win)).to.deep.equal([]);
    }

    it('quirks mode (no doctype): renders, pages, opens a detail view that covers the viewport', async () => {
      const apiKey = uniqueKey('quirks');
      const { win, doc, albums } = await hostPage({ quirks: true, body: widget(apiKey, 'album-id="1002" per-page="5"') });
      expect(doc.compatMode).to.equal('BackCompat');
      const [el] = albums as [UgcAlbumElement];
      await waitUntil(() => parts(el, 'item').length === 5, 'no grid');
      // Square tiles with their boxes reserved, as in standards mode.
      const box = parts(el, 'item')[0]!.getBoundingClientRect();
      expect(box.width).to.be.greaterThan(50);
      expect(Math.abs(box.width - box.height)).to.be.lessThan(1);
      const dialog = await openDetail(el);
      const r = dialog.getBoundingClientRect();
      expect(r.top >= 0 && r.left >= 0 && r.bottom <= win.innerHeight && r.right <= win.innerWidth, `dialog ${JSON.stringify(r)}`).to.equal(true);
      expect(r.width).to.be.greaterThan(win.innerWidth / 2);
      part(el, 'lightbox-close')!.click();
      await waitUntil(() => !dialog.open, 'the detail view did not close');
      await works(win, el, apiKey);
    });

    // A third party (an A/B tool, an old analytics library) wraps fetch and hands back its own
    // promise type: jQuery-Deferred-like (then, catch, done, fail, always; no finally), and a bare
    // { then } as the least a thenable can be.
    const thenables = {
      'a jQuery-style promise': `function wrap(p) { return {
          then: (f, r) => wrap(p.then(f, r)), catch: (r) => wrap(p.catch(r)),
          done: (f) => (p.then(f), wrap(p)), fail: (f) => (p.catch(f), wrap(p)), always: (f) => (p.then(f, f), wrap(p)) }; }`,
      'a bare thenable': `function wrap(p) { return { then: (f, r) => wrap(p.then(f, r)) }; }`,
    };
    for (const [name, wrap] of Object.entries(thenables)) {
      it(`a fetch wrapper that returns ${name}: content, analytics and conversions work`, async () => {
        const apiKey = uniqueKey('thenable');
        const { win, albums } = await hostPage({
          head: `<script>${wrap}
            const nativeFetch = window.fetch; window.__wrapped = 0;
            window.fetch = function (input, init) { window.__wrapped++; return wrap(nativeFetch.call(this, input, init)); };</script>`,
          body: widget(apiKey, 'album-id="1002" per-page="5"'),
        });
        const [el] = albums as [UgcAlbumElement];
        await works(win, el, apiKey);
        const shop = await shopApi(win, 'module');
        const line = { productSku: 'SKU-1', price: 12, quantity: 1, currency: 'EUR' };
        expect(await shop.addToCart!({ analyticsUrl: el.getAttribute('base-url'), apiKey, ...line } as never)).to.equal(true);
        // Every request went through the page's wrapper.
        expect((win as unknown as { __wrapped: number }).__wrapped).to.be.greaterThan(4);
        expect(problems(win)).to.deep.equal([]);
      });
    }

    it('a Zone.js-style patched Promise (the global replaced, fetch returning it): everything works', async () => {
      const apiKey = uniqueKey('zone');
      const { win, albums } = await hostPage({
        head: `<script>
          const NativePromise = Promise; window.__zoned = 0;
          // Not the native class: callbacks run through the "zone"; the global and fetch hand it out.
          class ZoneAwarePromise extends NativePromise {
            then(f, r) {
              const zoned = (cb) => typeof cb == 'function' ? (v) => { window.__zoned++; return cb(v); } : cb;
              return super.then(zoned(f), zoned(r));
            }
          }
          Object.defineProperty(ZoneAwarePromise, Symbol.species, { get: () => ZoneAwarePromise });
          window.Promise = ZoneAwarePromise;
          const nativeFetch = window.fetch;
          window.fetch = function (input, init) { return ZoneAwarePromise.resolve(nativeFetch.call(this, input, init)); };
        </script>`,
        bundles: ['module', 'classic'],
        body: widget(apiKey, 'album-id="1002" per-page="5"') + widget(apiKey, 'album-id="1002" per-page="5" layout="carousel" locale="de"'),
      });
      const [grid, carousel] = albums as [UgcAlbumElement, UgcAlbumElement];
      await works(win, grid, apiKey);
      await waitUntil(() => part(carousel, 'carousel-next') && /Beiträge/.test(part(carousel, 'count')!.textContent!), 'no German carousel');
      expect((win as unknown as { __zoned: number }).__zoned, 'the widget ran through the patched Promise').to.be.greaterThan(0);
      expect(problems(win)).to.deep.equal([]);
    });

    for (const bundle of ['module', 'classic'] as const) {
      it(`${bundle}: <base href> pointing at another origin changes nothing (chunks, media, analytics)`, async () => {
        const apiKey = uniqueKey('base');
        const { win, albums } = await hostPage({
          head: '<base href="https://cdn.elsewhere.invalid/shop/">',
          bundles: [bundle],
          body: widget(apiKey, 'album-id="1002" per-page="5" locale="fr"'),
        });
        const [el] = albums as [UgcAlbumElement];
        await works(win, el, apiKey);
        // The French chunk came from beside the bundle, not from the base.
        await waitUntil(() => /Afficher plus/.test(part(el, 'load-more')?.textContent ?? ''), 'not in French');
        const elsewhere = win.performance.getEntriesByType('resource').filter((e) => e.name.includes('elsewhere.invalid'));
        expect(elsewhere.map((e) => e.name)).to.deep.equal([]);
        expect(problems(win)).to.deep.equal([]);
      });
    }

    it('the ES module and the classic script on one page (two copies): one definition, both widgets work, one visitor id and consent', async () => {
      const apiKey = uniqueKey('twice');
      const { win, albums } = await hostPage({
        bundles: ['classic', 'module'],
        body: widget(apiKey, 'album-id="1002" per-page="5"') + widget(apiKey, 'album-id="1002" per-page="5" layout="carousel"'),
      });
      const [a, b] = albums as [UgcAlbumElement, UgcAlbumElement];
      await works(win, a, apiKey);
      await waitUntil(() => parts(b, 'item').length === 5 && part(b, 'carousel-next'), 'the second widget did not render');
      const classic = (await shopApi(win, 'classic')) as unknown as Record<string, () => unknown>;
      const module = (await shopApi(win, 'module')) as unknown as Record<string, () => unknown>;
      expect(await classic.getVisitorId!()).to.be.a('string').and.equal(await module.getVisitorId!());
      classic.requireAnalyticsConsent!();
      expect(module.getAnalyticsConsent!()).to.equal('pending');
      module.grantAnalyticsConsent!();
      expect(classic.getAnalyticsConsent!()).to.equal('granted');
      expect(problems(win)).to.deep.equal([]);
    });

    it('body{overflow:hidden} and a transformed ancestor: the detail view covers the viewport, and scrolling is restored as it was', async () => {
      const apiKey = uniqueKey('transform');
      const { win, doc, albums } = await hostPage({
        head: '<style>body{overflow:hidden;margin:0}.slider{transform:translateX(40px) scale(.8);filter:blur(0);contain:paint;width:600px}</style>',
        body: `<div class="slider">${widget(apiKey, 'album-id="1002" per-page="5"')}</div>`,
      });
      const [el] = albums as [UgcAlbumElement];
      await waitUntil(() => parts(el, 'item').length === 5, 'no grid');
      const before = [doc.documentElement.getAttribute('style'), getComputedStyle(doc.body).overflow];
      const dialog = await openDetail(el);
      const r = dialog.getBoundingClientRect();
      // In the top layer: neither the transform nor the paint containment moves or clips it.
      expect(r.left >= 0 && r.top >= 0 && r.right <= win.innerWidth && r.bottom <= win.innerHeight, `dialog ${JSON.stringify(r)}`).to.equal(true);
      expect(r.width, 'as wide as the viewport allows').to.be.greaterThan(win.innerWidth - 40);
      const hit = doc.elementFromPoint(2, 2);
      expect(hit === el, 'the backdrop covers the page corner').to.equal(true);
      expect(getComputedStyle(doc.documentElement).overflow).to.equal('hidden');
      part(el, 'lightbox-close')!.click();
      await waitUntil(() => !dialog.open, 'the detail view did not close');
      // The undo runs on the dialog's close event, a task after `open` turns false.
      await waitUntil(
        () => JSON.stringify([doc.documentElement.getAttribute('style'), getComputedStyle(doc.body).overflow]) === JSON.stringify(before),
        `scrolling was not restored: html style="${doc.documentElement.getAttribute('style')}"`,
      );
      await works(win, el, apiKey);
    });

    it('a page whose lang is invalid or a prototype name: English texts, numbers that format, nothing thrown', async () => {
      const langs = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'en-US-!!', '@@', 'zz-ZZZZ-x', ''];
      const apiKey = uniqueKey('lang');
      const { win, albums } = await hostPage({
        html: 'lang="valueOf"',
        body: langs.map((lang) => `<div lang="${lang}">${widget(apiKey, 'album-id="1002" per-page="5" no-analytics')}</div>`).join(''),
      });
      for (const el of albums) {
        await waitUntil(() => parts(el, 'item').length === 5, `no grid under lang="${el.parentElement!.lang}"`);
        // The count is a request of its own: it may arrive after the tiles.
        await waitUntil(() => part(el, 'count')!.textContent, `no count under lang="${el.parentElement!.lang}"`);
        expect(part(el, 'count')!.textContent, `lang="${el.parentElement!.lang}"`).to.equal('12 posts');
        expect(part(el, 'load-more')!.textContent).to.equal('Load more');
      }
      await openDetail(albums[0]!);
      expect(problems(win)).to.deep.equal([]);
    });
  });
});
