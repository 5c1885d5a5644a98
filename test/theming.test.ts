import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { emulateMedia } from '@web/test-runner-commands';
import { deepActiveElement, moveFocus } from './support/keys.js';
import { engine, itWhere, keyboardFocusVisible, mediaEmulation, resetMedia } from './support/engine.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, frames, mount, mountLoaded, part, parts, uniqueKey, unknownKey } from './support/album.js';

// Sandbox fixtures: 1002 has 12 approved items, 1003 (the album of product SKU-TRAIL-42) has 40,
// with products; 1004 is empty; keys starting "invalid" get 401.
const PRODUCT = 1003;
const SMALL = 1002;
const EMPTY = 1004;

interface Axe {
  run(context: Element, options: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[]; passes: { id: string }[] }>;
}

/** axe, as `to.be.accessible()` and once more with every WCAG 2.x A/AA rule; the rules that passed. */
async function accessible(el: Element): Promise<string[]> {
  await expect(el).to.be.accessible();
  const axe = (window as unknown as { axe: Axe }).axe;
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const { violations, passes } = await axe.run(el, { runOnly: { type: 'tag', values: tags } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).to.deep.equal([]);
  return passes.map((p) => p.id);
}

const root = document.documentElement.style;
const themed: string[] = [];
const theme = (props: Record<string, string>) => {
  for (const [name, value] of Object.entries(props)) {
    root.setProperty(name, value);
    themed.push(name);
  }
};

/** Opens the first item that has products (so caption, CTA and product links show). */
async function openWithProducts(): Promise<{ el: UgcAlbumElement; dialog: HTMLDialogElement }> {
  // Not the album other tests measure tile images in: the detail view puts large images in the
  // memory cache, which a later tile of the same item would then show.
  const { el, load } = await mountLoaded(albumAttrs({ 'album-id': PRODUCT, 'per-page': 12, eager: true }));
  const index = load.detail.items.findIndex(
    (i) => i.type === 'image' && i.products.some((p) => p.price != null) && i.caption && i.action,
  );
  expect(index).to.be.at.least(0);
  parts(el, 'item')[index]!.click();
  await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'detail view never opened');
  const dialog = part<HTMLDialogElement>(el, 'lightbox')!;
  await Promise.all(dialog.getAnimations().map((a) => a.finished.catch(() => {})));
  return { el, dialog };
}

const style = (node: Element) => getComputedStyle(node);

/**
 * Tab from the top of the page to `target`: keyboard focus all along (Firefox shows no :focus-visible
 * ring after a script's focus()), so its focus ring shows.
 */
async function tabTo(target: HTMLElement): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < 40 && deepActiveElement() !== target; i++) await moveFocus();
  expect(deepActiveElement() === target, 'Tab reached the target').to.equal(true);
}

describe('<ugc-album> theming', () => {
  beforeEach(() => clearContentCache());
  afterEach(async () => {
    for (const name of themed.splice(0)) root.removeProperty(name);
    await resetMedia({ colorScheme: 'light' });
    await frames();
  });

  describe('custom properties', () => {
    it('set on :root reach inside the shadow root', async () => {
      theme({
        '--ugc-album-gap': '20px',
        '--ugc-album-radius': '12px',
        '--ugc-album-color': 'rgb(1, 2, 3)',
        '--ugc-album-bg': 'rgb(250, 240, 230)',
        '--ugc-album-muted': 'rgb(90, 90, 90)',
        '--ugc-album-font': 'Georgia, serif',
        '--ugc-album-button-bg': 'rgb(0, 60, 120)',
        '--ugc-album-button-color': 'rgb(255, 255, 255)',
        '--ugc-album-accent': 'rgb(200, 0, 100)',
        '--ugc-album-placeholder': 'rgb(10, 20, 30)',
      });
      const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, 'per-page': 6, eager: true }));
      const grid = part(el, 'grid')!;
      expect(style(grid).columnGap).to.equal('20px');
      expect(style(grid).rowGap).to.equal('20px');
      expect(style(grid.querySelector('li')!).borderTopLeftRadius).to.equal('12px');
      expect(style(grid.querySelector('li')!).backgroundColor).to.equal('rgb(10, 20, 30)');
      expect(style(el).color).to.equal('rgb(1, 2, 3)');
      expect(style(el).backgroundColor).to.equal('rgb(250, 240, 230)');
      expect(style(part(el, 'count')!).color).to.equal('rgb(90, 90, 90)');
      expect(style(part(el, 'item')!).fontFamily).to.equal('Georgia, serif');
      const more = part(el, 'load-more')!;
      expect(style(more).backgroundColor).to.equal('rgb(0, 60, 120)');
      expect(style(more).color).to.equal('rgb(255, 255, 255)');
      expect(style(more).borderTopColor).to.equal('rgb(200, 0, 100)');
    });

    it('by default take the page’s text colour and font, and never set a font', async () => {
      const page = document.createElement('div');
      page.style.cssText = 'color: rgb(40, 50, 60); font-family: "Courier New", monospace';
      const el = await mount(albumAttrs({ 'album-id': SMALL, 'per-page': 6, eager: true }), undefined, page);
      await waitUntil(() => parts(el, 'item').length, 'never loaded');
      for (const node of [el, part(el, 'count')!, part(el, 'load-more')!, part(el, 'item')!]) {
        expect(style(node).fontFamily).to.equal('"Courier New", monospace');
      }
      expect(style(part(el, 'count')!).color).to.equal('rgb(40, 50, 60)');
      expect(style(el).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    });

    itWhere(engine.keyboardFocusVisible, keyboardFocusVisible, 'the focus ring is #1a73e8 by default, else the accent, else --ugc-album-focus-color', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, 'per-page': 6, eager: true }));
      const more = part(el, 'load-more')!;
      await tabTo(more);
      // The default: at least 3:1 on white and on dark pages.
      expect(style(more).outlineColor).to.equal('rgb(26, 115, 232)');
      theme({ '--ugc-album-accent': 'rgb(200, 0, 100)' });
      expect(style(more).outlineColor).to.equal('rgb(200, 0, 100)');
      theme({ '--ugc-album-focus-color': 'rgb(0, 128, 0)' });
      expect(style(more).outlineColor).to.equal('rgb(0, 128, 0)');
    });

    it('are only read, never declared, inside the widget (so :root theming always works)', async () => {
      const { el } = await openWithProducts();
      const sheets = [...el.shadowRoot!.adoptedStyleSheets];
      expect(sheets.length).to.be.at.least(2);
      const css = sheets.flatMap((s) => [...s.cssRules].map((r) => r.cssText)).join('\n');
      expect(css).to.contain('var(--ugc-album-');
      expect(css.match(/--ugc-album-[\w-]+\s*:/g)).to.equal(null);
    });
  });

  describe('colour schemes', () => {
    itWhere(engine.emulatesMedia, mediaEmulation, 'the detail view has light and dark defaults', async () => {
      const light = await openWithProducts();
      expect(style(light.dialog).backgroundColor).to.equal('rgb(255, 255, 255)');
      expect(style(light.dialog).color).to.equal('rgb(31, 31, 31)');
      expect(style(part(light.el, 'cta')!).backgroundColor).to.equal('rgb(31, 31, 31)');
      light.dialog.close();

      await emulateMedia({ colorScheme: 'dark' });
      const dark = await openWithProducts();
      expect(style(dark.dialog).backgroundColor).to.equal('rgb(31, 31, 31)');
      expect(style(dark.dialog).color).to.equal('rgb(227, 227, 227)');
      const cta = part(dark.el, 'cta')!;
      expect(style(cta).backgroundColor).to.equal('rgb(227, 227, 227)');
      expect(style(cta).color).to.equal('rgb(31, 31, 31)');
    });

    itWhere(engine.emulatesMedia, mediaEmulation, 'stays accessible in the dark scheme (contrast measured), grid and detail view', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      // A dark page, as a site with a dark theme has.
      const page = document.createElement('div');
      page.style.cssText = 'background: rgb(18, 18, 18); color: rgb(232, 232, 232); padding: 8px';
      const el = await mount(albumAttrs({ 'album-id': SMALL, 'per-page': 6, eager: true }), undefined, page);
      await waitUntil(() => parts(el, 'item').length && /12/.test(part(el, 'count')!.textContent!), 'never loaded');
      expect(await accessible(el)).to.include('color-contrast');
      el.remove();

      const { el: open } = await openWithProducts();
      expect(await accessible(open)).to.include('color-contrast');
    });

    itWhere(engine.emulatesMedia, mediaEmulation, 'the site’s custom properties win over both defaults', async () => {
      theme({ '--ugc-album-lightbox-bg': 'rgb(0, 0, 80)', '--ugc-album-lightbox-color': 'rgb(255, 255, 255)' });
      await emulateMedia({ colorScheme: 'dark' });
      const { dialog } = await openWithProducts();
      expect(style(dialog).backgroundColor).to.equal('rgb(0, 0, 80)');
      expect(style(dialog).color).to.equal('rgb(255, 255, 255)');
    });
  });

  describe('parts', () => {
    it('expose the caption, byline, products and prices of the detail view', async () => {
      const { el } = await openWithProducts();
      for (const name of ['caption', 'byline', 'cta', 'products', 'product', 'price', 'lightbox-close', 'lightbox-prev', 'lightbox-next']) {
        expect(part(el, name), name).to.exist;
      }
      // ::part() styling works from the page.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('ugc-album::part(caption) { display: none } ugc-album::part(cta) { text-transform: uppercase }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      try {
        expect(style(part(el, 'caption')!).display).to.equal('none');
        expect(style(part(el, 'cta')!).textTransform).to.equal('uppercase');
      } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      }
    });
  });

  describe('slots', () => {
    it('header goes above the count and the tiles', async () => {
      const heading = document.createElement('h2');
      heading.slot = 'header';
      heading.textContent = 'From our community';
      const el = await mount(albumAttrs({ 'album-id': SMALL, 'per-page': 6, eager: true }), (e) => e.append(heading));
      await waitUntil(() => parts(el, 'item').length, 'never loaded');
      const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="header"]')!;
      expect(slot.assignedElements()).to.deep.equal([heading]);
      expect(heading.getBoundingClientRect().bottom).to.be.at.most(part(el, 'count')!.getBoundingClientRect().top);
      await expect(el).to.be.accessible();
    });

    it('empty replaces "No posts yet."', async () => {
      const note = document.createElement('p');
      note.slot = 'empty';
      note.textContent = 'Be the first to share a photo!';
      const el = await mount(albumAttrs({ 'album-id': EMPTY, eager: true }), (e) => e.append(note));
      await waitUntil(() => el.shadowRoot!.querySelector('slot[name="empty"]'), 'never empty');
      expect(el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="empty"]')!.assignedElements()).to.deep.equal([note]);
      expect(note.getClientRects().length).to.be.greaterThan(0);
    });

    it('error replaces the default message; Retry stays', async () => {
      const note = document.createElement('p');
      note.slot = 'error';
      note.textContent = 'Our gallery is resting. Come back soon.';
      const el = await mount(albumAttrs({ 'album-id': SMALL, eager: true, 'api-key': uniqueKey('k-fault-500-times3') }), (e) => e.append(note));
      await waitUntil(() => el.shadowRoot!.querySelector('slot[name="error"]'), 'never failed');
      const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="error"]')!;
      expect(slot.assignedElements()).to.deep.equal([note]);
      expect(note.getClientRects().length).to.be.greaterThan(0);
      expect(part(el, 'status')!.contains(slot)).to.equal(true);
      expect(part(el, 'retry')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('without slotted content the default texts show', async () => {
      const el = await mount(albumAttrs({ 'album-id': SMALL, eager: true, 'api-key': unknownKey() }));
      await waitUntil(() => el.shadowRoot!.querySelector('slot[name="error"]'), 'never failed');
      expect(part(el, 'status')!.innerText).to.contain('API key was refused');
      // An empty header slot takes no room.
      const header = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="header"]')!;
      expect(header.assignedNodes()).to.deep.equal([]);
    });
  });
});
