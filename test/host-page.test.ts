// The widget on pages with the habits of real shops, each against the sandbox over real HTTP with
// the built bundles (see support/host-page.ts): legacy scripts that extend the built-in prototypes,
// and nothing thrown into the page, nothing left unsaid to the merchant.
import { expect, waitUntil } from '@open-wc/testing';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import {
  exercise,
  freshKey,
  hostPage,
  openDetail,
  part,
  parts,
  removeHostPages,
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

describe('host pages: the built bundles on pages nobody here controls', () => {
  afterEach(removeHostPages);

  for (const bundle of ['module', 'classic'] as const) {
    it(`${bundle}: every part works when the page has extended Object, Array and String prototypes`, async () => {
      const apiKey = freshKey('proto');
      const { win, albums } = await hostPage({
        head: legacyPrototypes,
        bundles: [bundle],
        body: widget(apiKey, 'album-id="1002" per-page="5"') + widget(apiKey, 'album-id="1002" layout="carousel" locale="fr"'),
      });
      const [grid, carousel] = albums as [UgcAlbumElement, UgcAlbumElement];
      // Render, paging, the detail view (its chunk in the module build).
      await exercise(grid, 5);
      // The carousel's chunk and the French chunk.
      await waitUntil(() => parts(carousel, 'item').length === 12, 'the carousel did not render', { timeout: 8000 });
      await waitUntil(() => part(carousel, 'carousel-next'), 'the carousel controls did not arrive', { timeout: 8000 });
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

  describe('a chunk that does not load', () => {
    const warningsOf = (win: HostWindow, chunk: string) =>
      win.__host.warnings.filter((w) => w.includes(`ugc-album-${chunk}.js did not load or run`));

    it('analytics: one warning naming the chunk and the error, one ugc-error of kind analytics, the gallery works on', async () => {
      const apiKey = freshKey('no-analytics-chunk');
      const { win, albums } = await hostPage({ without: 'analytics', body: widget(apiKey, 'album-id="1002" per-page="5"') });
      const [el] = albums as [UgcAlbumElement];
      const kinds: string[] = [];
      el.addEventListener('ugc-error', (e) => kinds.push(`${e.detail.error.name} ${e.detail.error.kind}`));
      await waitUntil(() => win.__host.ugcErrors.length, 'no ugc-error for the missing analytics chunk', { timeout: 8000 });
      await exercise(el, 5);
      const shop = await shopApi(win, 'module');
      const line = { productSku: 'SKU-1', price: 12, quantity: 1, currency: 'EUR' };
      expect(await shop.addToCart!({ analyticsUrl: el.getAttribute('base-url'), apiKey, ...line } as never)).to.equal(false);

      const warnings = warningsOf(win, 'analytics');
      expect(warnings.length, win.__host.warnings.join('\n')).to.equal(1);
      // The browser's own reason, e.g. "TypeError: Failed to fetch dynamically imported module: …".
      expect(warnings[0]).to.match(/TypeError|Error/);
      expect(win.__host.ugcErrors).to.have.length(1);
      expect(win.__host.ugcErrors[0]).to.match(/^analytics: .*Error/);
      expect(kinds).to.deep.equal(['ContentError analytics']);
      // The shopper sees nothing of it: no message, no Retry.
      expect(part(el, 'status')!.textContent!.trim()).to.equal('');
      expect(part(el, 'retry')).to.equal(null);
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
        const { win, albums } = await hostPage({ without: chunk, body: widget(freshKey('no-chunk'), attributes) });
        const [el] = albums as [UgcAlbumElement];
        await waitUntil(() => parts(el, 'item').length || part(el, 'retry'), 'the widget did not render', { timeout: 8000 });
        act(el);
        await waitUntil(() => warningsOf(win, chunk).length, `no warning for ugc-album-${chunk}.js`, { timeout: 8000 });
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
        textAlign: cs.textAlign,
        lineHeight: Math.round((px(cs.lineHeight) / px(cs.fontSize)) * 100) / 100,
      };
    };
    const reset = { textTransform: 'none', letterSpacing: 0, wordSpacing: 0, whiteSpace: 'normal', textIndent: 0, textAlign: 'start', lineHeight: 1.5 };
    /** What the widget takes from the page. */
    const taken = (el: Element) => {
      const cs = getComputedStyle(el);
      return { fontFamily: cs.fontFamily, fontSize: cs.fontSize, fontWeight: cs.fontWeight, color: cs.color };
    };
    const page = { fontFamily: 'Georgia, serif', fontSize: '17px', fontWeight: '300', color: 'rgb(51, 34, 17)' };

    for (const bundle of ['module', 'classic'] as const) {
      it(`${bundle}: takes the page's font and colour, resets the text properties that reshape it, in the grid and the detail view`, async () => {
        const { win, albums } = await hostPage({ head: loud, bundles: [bundle], body: widget(freshKey('loud'), 'album-id="1002" per-page="4" no-analytics') });
        const [el] = albums as [UgcAlbumElement];
        await waitUntil(() => parts(el, 'item').length === 4 && /\d/.test(part(el, 'count')!.textContent!), 'no grid', { timeout: 8000 });
        const count = part(el, 'count')!;
        expect(taken(count)).to.deep.equal(page);
        expect(resetStyle(count), 'the count').to.deep.equal(reset);
        // The count is one line of its reserved 1.5em (README: reserve the gallery's space).
        expect(count.getBoundingClientRect().height).to.equal(1.5 * 17);
        expect(resetStyle(part(el, 'load-more')!).textTransform, 'load more').to.equal('none');

        // The detail view: a top-layer <dialog> in the shadow root inherits from the host too, and
        // drops the page's italics, shadow and word breaking on its own surface.
        const dialog = await openDetail(el);
        const caption = part(el, 'caption')!;
        const position = dialog.querySelector('#pos')!;
        for (const [name, node] of [['caption', caption], ['n of total', position]] as const) {
          expect(resetStyle(node), name).to.deep.equal(reset);
          const cs = getComputedStyle(node);
          expect([cs.fontStyle, cs.textShadow, cs.wordBreak, cs.fontFamily], name).to.deep.equal(['normal', 'none', 'normal', page.fontFamily]);
        }
        expect(caption.getClientRects().length && caption.scrollWidth <= caption.clientWidth, 'the caption wraps inside the view').to.equal(true);
        expect(win.__host.errors).to.deep.equal([]);
      });
    }

    it("a page rule on the element takes the page's value back", async () => {
      const { albums } = await hostPage({
        head: `${loud}<style>ugc-album{letter-spacing:inherit;line-height:1.2}</style>`,
        body: widget(freshKey('loud'), 'album-id="1002" per-page="4" no-analytics'),
      });
      const [el] = albums as [UgcAlbumElement];
      await waitUntil(() => /\d/.test(part(el, 'count')?.textContent ?? ''), 'no count', { timeout: 8000 });
      const style = resetStyle(part(el, 'count')!);
      expect([style.letterSpacing, style.lineHeight, style.textTransform]).to.deep.equal([6.8, 1.2, 'none']);
    });
  });
});
