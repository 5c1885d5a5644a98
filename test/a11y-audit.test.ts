// The accessibility audit's findings (issue 27, items 1–8), each a test that failed before its fix:
// language of parts and user text's direction, the tile name's contrast over a bright photo,
// Escape for hover and focus content, label in name for markers, forced colours, one Tab stop for
// the grid, and long names clear of the Close button. (Item 9, the screen-reader walks, is
// test/sr-walks.test.ts.)
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { waitUntil } from './support/wait.js';
import { deepActiveElement, moveFocus } from './support/keys.js';
import { clearContentCache } from '../src/client/content-client.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import type { UgcAlbumStrings } from '../src/i18n/strings.js';
import { en } from '../src/i18n/i18n.js';
import ar from '../src/i18n/locales/ar.js';
import de from '../src/i18n/locales/de.js';
import es from '../src/i18n/locales/es.js';
import fr from '../src/i18n/locales/fr.js';
import ja from '../src/i18n/locales/ja.js';
import { engine, forcedColorsEmulation, itWhere } from './support/engine.js';
import { albumAttrs, counted, focusOf, frames, mount, mountLoaded, part, parts } from './support/album.js';
import { item, PRODUCTS, product, show } from './support/detail.js';
import { parseColor, ratio } from './support/contrast.js';
import { pixelsOf, worstContrast } from './support/pixels.js';

const MAIN = 1001;

const viewport = (width: number, height: number) => executeServerCommand('ugc-viewport', { width, height });
const forcedColors = (active: boolean) => executeServerCommand('ugc-forced-colors', { active });

/** A loaded album whose tiles have been finished (marks and name overlays). */
async function finished(attrs = {}): Promise<UgcAlbumElement> {
  const { el } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true, ...attrs }));
  await waitUntil(() => parts(el, 'item').every((t) => t.querySelector('.tile-marks')), 'the tiles were never finished', { timeout: 10_000 });
  return el;
}

/** The language a node is in: the closest `lang`, through shadow roots (as assistive technology reads it). */
const langOf = (node: Element): string => {
  for (let n: Element | null = node; n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host as Element | undefined) ?? null) {
    if (n.hasAttribute('lang')) return n.getAttribute('lang')!;
  }
  return '';
};

const LOCALES: Record<string, UgcAlbumStrings> = { en, fr, de, es, ja, ar };

describe('<ugc-album> accessibility audit (issue 27)', () => {
  beforeEach(() => clearContentCache());
  afterEach(async () => {
    await resetMouse();
    await viewport(800, 600);
    if (engine.forcedColors) await forcedColors(false);
  });

  describe('language of parts (WCAG 3.1.2) and the direction of user text', () => {
    it('a French widget on an English page is marked French, its dialog too; the same language is not marked again', async () => {
      const page = await fixture<HTMLDivElement>(html`<div lang="en"></div>`);
      const el = await mount(albumAttrs({ 'album-id': 1002, eager: true, locale: 'fr' }), undefined, page);
      await waitUntil(() => part(el, 'load-more')?.textContent === 'Afficher plus' && parts(el, 'item').length, 'never loaded in French');
      // Marked by a chunk of its own, fetched for a widget given a `locale`.
      await waitUntil(() => el.lang === 'fr', 'never marked French');
      for (const name of ['count', 'item', 'load-more']) expect(langOf(part(el, name)!), name).to.equal('fr');
      parts(el, 'item')[0]!.click();
      await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'never opened');
      expect(langOf(part(el, 'lightbox')!)).to.equal('fr');
      part<HTMLDialogElement>(el, 'lightbox')!.close();
      // Back to the page's language: nothing of the widget's own is left.
      el.removeAttribute('locale');
      await waitUntil(() => part(el, 'load-more')?.textContent === 'Load more', 'never back in English');
      await waitUntil(() => !el.hasAttribute('lang'), 'its own lang stayed');
      expect(langOf(part(el, 'load-more')!)).to.equal('en');
      // A widget in the page's language adds no `lang`; a `lang` the page set stays the page's.
      const same = await mount(albumAttrs({ 'album-id': 1002, locale: 'en' }), undefined, page);
      expect(same.hasAttribute('lang')).to.equal(false);
      const own = await mount(albumAttrs({ 'album-id': 1002, lang: 'de' }), undefined, page);
      expect(own.lang).to.equal('de');
    });

    it('captions, product names and CTA texts take their own direction: Arabic right to left on an English page', async () => {
      const arabic = 'رحلة رائعة إلى الجبل!';
      const { root } = await show(
        item({
          caption: arabic,
          action: { url: 'https://shop.example.com/look', text: 'تسوق الآن' },
          products: [product({ title: 'حقيبة الظهر' }), ...PRODUCTS.slice(1)],
        }),
      );
      const dir = (node: Element | null | undefined) => (node ? getComputedStyle(node).direction : 'missing');
      expect(dir(root.querySelector('[part~="caption"]'))).to.equal('rtl');
      expect(dir(root.querySelector('[part~="products"] .product-title'))).to.equal('rtl');
      expect(dir(root.querySelector('[part="cta"] bdi'))).to.equal('rtl');
      // An English one beside it stays left to right.
      expect(dir(root.querySelectorAll('[part~="products"] .product-title')[1])).to.equal('ltr');
    });
  });

  it("the name over a tile keeps 4.5:1 over a pure white photo, behind every letter (WCAG 1.4.3)", async () => {
    const el = await finished();
    const tile = parts(el, 'item').find((t) => t.querySelector('.tile-name'))!;
    const overlay = tile.querySelector<HTMLElement>('.tile-name')!;
    // The brightest photo there is.
    const white = Object.assign(document.createElement('canvas'), { width: 64, height: 64 });
    const ctx = white.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 64, 64);
    const img = tile.querySelector('img')!;
    img.removeAttribute('srcset');
    img.src = white.toDataURL();
    await img.decode();
    img.style.transition = 'none';
    img.style.opacity = '1';
    // Shown as hover or focus shows it (always, on phones); its letters made transparent to measure
    // what is behind them.
    overlay.style.opacity = '1';
    const text = parseColor(getComputedStyle(overlay).color);
    overlay.style.color = 'transparent';
    tile.scrollIntoView({ block: 'center' });
    await frames();
    const range = document.createRange();
    range.selectNodeContents(overlay);
    const box = range.getBoundingClientRect();
    expect(box.width * box.height).to.be.greaterThan(0);
    const behind = (await pixelsOf(box)).all();
    const worst = worstContrast(text, behind);
    expect(worst, `${worst.toFixed(2)}:1 behind "${overlay.textContent}"`).to.be.at.least(4.5);
  });

  describe('Escape dismisses hover and focus content first (WCAG 1.4.13)', () => {
    it("a marker's tooltip: the first Escape hides it, the dialog stays open; the next one closes the dialog", async () => {
      const { root } = await show(item());
      const tip = () => root.querySelector<HTMLElement>('.hotspot.pointed .hotspot-tip');
      // Focusing a product's list entry points at its marker and shows the marker's tooltip.
      root.querySelectorAll<HTMLElement>('[part~="products"] a')[0]!.focus();
      await waitUntil(() => tip() && getComputedStyle(tip()!).display !== 'none', 'the tooltip never showed');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !tip(), 'Escape did not hide the tooltip');
      expect(root.querySelector('dialog')!.open, 'the dialog stays open').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !root.querySelector('dialog')!.open, 'the second Escape did not close the dialog');
    });

    it('the name over the tile under the mouse: Escape hides it, until the mouse comes back', async () => {
      const el = await finished();
      const [a, b] = parts(el, 'item').filter((t) => t.querySelector('.tile-name'));
      const shown = (t: HTMLElement) => getComputedStyle(t.querySelector('.tile-name')!).opacity === '1';
      const hover = async (t: HTMLElement) => {
        const r = t.getBoundingClientRect();
        await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
      };
      await hover(a!);
      await waitUntil(() => shown(a!), 'hover never showed the name');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !shown(a!), 'Escape did not hide the name');
      await hover(b!);
      await waitUntil(() => shown(b!), 'the next tile shows its name');
      await hover(a!);
      await waitUntil(() => shown(a!), 'the name is back when the mouse comes back');
    });
  });

  describe('markers: label in name (WCAG 2.5.3), one Tab stop per product', () => {
    for (const lang of ['en', 'fr', 'de', 'es', 'ja', 'ar']) {
      it(`${lang}: a marker's name starts with the number it shows, then its product`, async () => {
        const strings = LOCALES[lang]!;
        const format = (n: number, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(lang, o).format(n);
        const { root } = await show(item(), { strings, format });
        const markers = [...root.querySelectorAll<HTMLElement>('[part~="hotspot"]')];
        expect(markers.length).to.equal(2);
        markers.forEach((m) => {
          const shown = m.querySelector<HTMLElement>('[data-n]')!.dataset['n']!;
          const name = m.getAttribute('aria-label')!;
          expect(name.startsWith(shown), `"${name}" starts with "${shown}"`).to.equal(true);
        });
        expect(markers[1]!.getAttribute('aria-label')).to.equal(strings.marker(format(2), 'Summit Pack 30L'));
        expect(markers[1]!.getAttribute('aria-label')).to.match(lang === 'ja' ? /^2、Summit Pack 30L$/ : lang === 'ar' ? /^[2٢]، Summit Pack 30L$/ : /^2, Summit Pack 30L$/);
      });
    }

    it('Tab reaches each product once, by its list entry; the markers are out of the Tab order', async () => {
      const { root } = await show(item());
      const dialog = root.querySelector('dialog')!;
      const seen: string[] = [];
      root.querySelector<HTMLElement>('[part="lightbox-close"]')!.focus();
      for (let i = 0; i < 20; i++) {
        const a = root.activeElement as HTMLElement | null;
        if (!a || !dialog.contains(a) || (seen.length && a.getAttribute('part') === 'lightbox-close')) break;
        seen.push(a.getAttribute('part')!);
        await moveFocus();
      }
      expect(seen.filter((p) => p === 'hotspot')).to.deep.equal([]);
      expect(seen.filter((p) => p === 'cta product')).to.have.length(3);
      for (const m of root.querySelectorAll('[part~="hotspot"]')) expect(m.getAttribute('tabindex')).to.equal('-1');
    });
  });

  describe('forced colours (Windows High Contrast)', () => {
    itWhere(engine.forcedColors, forcedColorsEmulation, 'the play triangle stands out from its disc', async () => {
      const el = await finished();
      await forcedColors(true);
      const play = part(el, 'play')!;
      play.scrollIntoView({ block: 'center' });
      await frames();
      const r = play.getBoundingClientRect();
      const px = await pixelsOf(r);
      // The triangle's middle (inset 14px 12px 14px 18px of a 48px disc) against the disc beside it.
      const triangle = px.at(24, 24);
      const disc = px.at(10, 24);
      expect(ratio(triangle, disc), `${triangle} on ${disc}`).to.be.at.least(3);
    });

    itWhere(engine.forcedColors, forcedColorsEmulation, 'markers keep their ring and the dialog its edge', async () => {
      await viewport(1024, 700);
      const { root } = await show(item());
      // Shot once the dialog has finished moving in (its entrance animation).
      await Promise.all(root.querySelector('dialog')!.getAnimations().map((a) => a.finished));
      await forcedColors(true);
      await frames();
      const marker = root.querySelector<HTMLElement>('[part~="hotspot"]')!;
      const m = marker.getBoundingClientRect();
      const mp = await pixelsOf(m);
      // Its edge (1px in, at the top, halfway across) against its face (above the number).
      expect(ratio(mp.at(m.width / 2, 1), mp.at(m.width / 2, 5)), `marker ring ${mp.at(m.width / 2, 1)} on ${mp.at(m.width / 2, 5)}`).to.be.at.least(3);
      const d = root.querySelector('dialog')!.getBoundingClientRect();
      const strip = new DOMRect(d.right - 6, d.top + d.height / 2, 12, 1);
      const dp = await pixelsOf(strip);
      // The dialog's right edge (its outline, just outside its box) against the backdrop beyond it
      // and against its own surface.
      const edge = dp.at(6, 0);
      expect(Math.min(ratio(edge, dp.at(11, 0)), ratio(edge, dp.at(2, 0))), `edge ${edge}`).to.be.at.least(3);
    });
  });

  describe('one Tab stop for the grid (WCAG 2.4.1)', () => {
    it('300 items: Tab enters the grid once and leaves it; arrows, Home and End move inside', async () => {
      // Buttons before and after the widget: Tab never leaves the page (Firefox's automation would
      // then send the following keys to its own window).
      const page = document.createElement('div');
      const before = Object.assign(document.createElement('button'), { textContent: 'before' });
      const after = Object.assign(document.createElement('button'), { textContent: 'after' });
      page.append(before);
      let load: unknown;
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 100, eager: true }), (e) => e.addEventListener('ugc-load', () => (load = true)), page);
      page.append(after);
      await waitUntil(() => load, 'first page never rendered');
      await counted(el);
      for (const n of [200, 300]) {
        part(el, 'load-more')!.click();
        await waitUntil(() => parts(el, 'item').length === n, `never ${n} items`, { timeout: 10_000 });
      }
      before.focus();
      let stops = 0;
      for (; stops < 400 && deepActiveElement() !== after; stops++) await moveFocus();
      expect(stops - 1, 'Tab stops inside the widget with 300 items').to.equal(1);
      // Back in: the tile focused last (the first new one: the end of the album took "Load more"
      // away, focus went there). Arrows move by one and by a row, Home and End to the ends.
      before.focus();
      await moveFocus();
      expect(focusOf(el)).to.equal('item 200');
      await moveFocus('Home');
      expect(focusOf(el)).to.equal('item 0');
      await moveFocus('ArrowRight');
      expect(focusOf(el)).to.equal('item 1');
      const cols = getComputedStyle(part(el, 'grid')!.querySelector('.tile-group')!).gridTemplateColumns.split(' ').length;
      await moveFocus('ArrowDown');
      expect(focusOf(el)).to.equal(`item ${1 + cols}`);
      await moveFocus('ArrowUp');
      await moveFocus('End');
      expect(focusOf(el)).to.equal('item 299');
      await moveFocus('Home');
      expect(focusOf(el)).to.equal('item 0');
      await moveFocus('ArrowRight');
      await moveFocus('ArrowRight');
      before.focus();
      await moveFocus();
      expect(focusOf(el), 'Tab comes back to the tile focused last').to.equal('item 2');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'Enter did not open');
      part<HTMLDialogElement>(el, 'lightbox')!.close();
    });

    it('right to left, → goes to the previous tile', async () => {
      const page = await fixture<HTMLDivElement>(html`<div dir="rtl"></div>`);
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }), undefined, page);
      await waitUntil(() => parts(el, 'item').length === 12, 'never loaded');
      parts(el, 'item')[3]!.focus();
      await moveFocus('ArrowRight');
      expect(focusOf(el)).to.equal('item 2');
      await moveFocus('ArrowLeft');
      expect(focusOf(el)).to.equal('item 3');
    });
  });

  it("a 30-character name never runs under the Close button, at any width, in either direction", async () => {
    const name = 'the_longest_handle_instagram_1';
    expect(name).to.have.length(30);
    for (const dir of ['ltr', 'rtl']) {
      for (const width of [320, 600, 768, 1024, 1440]) {
        await viewport(width, 800);
        const { root } = await show(item({ userName: name, avatarUrl: null }));
        root.host.setAttribute('dir', dir);
        await frames();
        const close = root.querySelector('[part="lightbox-close"]')!.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(root.querySelector('[part="byline"] bdi')!);
        for (const r of text.getClientRects()) {
          const apart = r.right <= close.left || r.left >= close.right || r.bottom <= close.top || r.top >= close.bottom;
          expect(apart, `${dir} ${width}px: name at ${r.left}–${r.right}, ${r.top}–${r.bottom}; Close at ${close.left}–${close.right}, ${close.top}–${close.bottom}`).to.equal(true);
        }
        root.querySelector('dialog')!.close();
      }
    }
  });
});
