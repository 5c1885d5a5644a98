import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
// @web/test-runner 1.x moved the browser commands here (formerly `@web/test-runner/commands`).
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { moveFocus } from './support/keys.js';
import type { MediaItem } from '../src/client/media.types.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { engine, itWhere, keyboardFocusVisible, mediaEmulation, resetMedia } from './support/engine.js';
import { albumAttrs, counted, frames, mount, mountLoaded, part, parts, uniqueKey } from './support/album.js';
import { dialogOf } from './support/parts.js';
import type { Attrs } from './support/album.js';

// WCAG 2.2 AA, checked in every state: axe (as `to.be.accessible()` and once more with every WCAG
// 2.0–2.2 A/AA tag, target-size included), the whole keyboard path, focus indicators, target sizes,
// reflow at 320 px, reduced motion and the polite announcements.

interface AxeRule {
  id: string;
  nodes: { html: string; failureSummary?: string }[];
}
interface Axe {
  run(context: Element, options: object): Promise<{ violations: AxeRule[]; passes: AxeRule[] }>;
}
const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Both axe runs; returns the rules that passed (to show a rule really ran). */
async function accessible(el: Element): Promise<string[]> {
  await expect(el).to.be.accessible();
  const axe = (window as unknown as { axe: Axe }).axe;
  const { violations, passes } = await axe.run(el, { runOnly: { type: 'tag', values: WCAG22_AA } });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.html} ${n.failureSummary}`).join(' | ')}`)).to.deep.equal([]);
  return passes.map((p) => p.id);
}

const MAIN = 1001;

/** Which widget control has focus, by part (and tile index): printable and comparable. */
const focused = (el: UgcAlbumElement): string => {
  const a = el.shadowRoot!.activeElement as HTMLElement | null;
  if (!a) return `nothing in the widget (page focus: ${document.activeElement?.tagName})`;
  const name = a.getAttribute('part')?.split(' ')[0] ?? a.tagName.toLowerCase();
  return a.dataset['i'] ? `${name} ${a.dataset['i']}` : name;
};

/** "Item n of total", as the detail view shows it. */
const position = (el: UgcAlbumElement) => el.shadowRoot!.getElementById('position')!.textContent!.trim();

/** A focus indicator is drawn: an outline, a box shadow, or (tiles, which clip) an inner ring. */
const ring = (node: Element): string | null => {
  const s = getComputedStyle(node);
  if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) return `outline ${s.outlineWidth} ${s.outlineStyle}`;
  if (s.boxShadow !== 'none') return `box-shadow ${s.boxShadow}`;
  const after = getComputedStyle(node, '::after');
  if (after.content !== 'none' && after.borderTopStyle !== 'none' && parseFloat(after.borderTopWidth) >= 2) {
    return `inner ring ${after.borderTopWidth} ${after.borderTopStyle}`;
  }
  return null;
};

/** Every visible button and link of the widget that is smaller than 24×24 CSS px. */
const smallTargets = (el: UgcAlbumElement): string[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, a')]
    .filter((t) => t.getClientRects().length)
    .map((t) => [t, t.getBoundingClientRect()] as const)
    .filter(([, r]) => r.width < 24 || r.height < 24)
    .map(([t, r]) => `${t.getAttribute('part')}: ${r.width}×${r.height}`);

const shiftTab = () => moveFocus('Tab', true);

/** Waits until the detail view has finished opening (its entrance animation, if any). */
async function opened(el: UgcAlbumElement): Promise<HTMLDialogElement> {
  await waitUntil(() => dialogOf(el)?.open, 'detail view never opened');
  const d = dialogOf(el)!;
  await Promise.all(d.getAnimations().map((a) => a.finished.catch(() => {})));
  return d;
}

async function closed(el: UgcAlbumElement): Promise<void> {
  await waitUntil(() => !dialogOf(el), 'detail view never closed');
}

const failing = (attrs: Attrs) =>
  new Promise<UgcAlbumElement>((resolve) => {
    void mount(albumAttrs({ eager: true, ...attrs }), (e) => e.addEventListener('ugc-error', () => resolve(e), { once: true }));
  }).then(async (el) => {
    await el.updateComplete;
    return el;
  });

describe('<ugc-album> accessibility (WCAG 2.2 AA)', () => {
  beforeEach(() => clearContentCache());
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    await resetMedia({ reducedMotion: 'no-preference' });
  });

  describe('axe finds nothing in any state', () => {
    it('loading', async () => {
      const el = await mount(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true, 'api-key': uniqueKey('k-fault-slow') }));
      expect(part(el, 'status')!.textContent).to.contain('Loading');
      await accessible(el);
    });

    it('loaded, with the count read as text and the grid a list of named buttons', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
      await waitUntil(() => /300 posts/.test(part(el, 'count')!.textContent!), 'count never shown');
      expect(part(el, 'count')!.closest('[aria-hidden="true"]') === null).to.equal(true);
      const grid = part(el, 'grid')!;
      expect(grid.tagName === 'UL' && grid.getAttribute('role') === 'list').to.equal(true);
      for (const tile of parts(el, 'item')) {
        expect(tile.tagName).to.equal('BUTTON');
        expect(tile.getAttribute('aria-label')!.trim()).not.to.equal('');
      }
      const passed = await accessible(el);
      // The default theme's contrast was really measured, not skipped.
      expect(passed).to.include('color-contrast');
    });

    it('empty', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': 1004, eager: true }));
      expect(part(el, 'status')!.textContent!.trim()).to.equal('No posts yet.');
      await accessible(el);
    });

    it('error with Retry', async () => {
      const el = await failing({ 'album-id': 1002, 'api-key': uniqueKey('k-fault-500-times3') });
      expect(part(el, 'retry')).to.exist;
      const passed = await accessible(el);
      expect(passed).to.include('color-contrast');
    });

    it('bad configuration', async () => {
      const warn = console.warn;
      console.warn = () => {};
      try {
        const el = await failing({ 'album-id': MAIN, 'per-page': 500 });
        await accessible(el);
      } finally {
        console.warn = warn;
      }
    });

    it('detail view, on an image with links and on a video', async () => {
      const { el, load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
      await counted(el);
      const withLinks = load.detail.items.findIndex((i) => i.type === 'image' && i.products.length > 0);
      const video = load.detail.items.findIndex((i) => i.type === 'video');
      for (const index of [withLinks, video]) {
        expect(index).to.be.at.least(0);
        parts(el, 'item')[index]!.click();
        const d = await opened(el);
        expect(d.getAttribute('aria-modal')).to.equal('true');
        expect(position(el)).to.equal(`Item ${index + 1} of 300`);
        const passed = await accessible(el);
        expect(passed).to.include('color-contrast');
        d.close();
        await closed(el);
      }
    });
  });

  describe('keyboard', () => {
    let el: UgcAlbumElement;
    let items: readonly MediaItem[];
    beforeEach(async () => {
      const r = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
      el = r.el;
      await counted(el);
      items = r.load.detail.items;
      (document.activeElement as HTMLElement | null)?.blur();
    });

    it('Tab to the grid, → to a tile, Enter and Space open, arrows move "n of total", Escape closes, focus back on that tile', async () => {
      await moveFocus();
      await moveFocus('ArrowRight');
      await moveFocus('ArrowRight');
      expect(focused(el)).to.equal('item 2');

      await sendKeys({ press: 'Enter' });
      await opened(el);
      expect(position(el)).to.equal('Item 3 of 300');
      expect(dialogOf(el)!.contains(el.shadowRoot!.activeElement), 'focus moved into the dialog').to.equal(true);
      // Each key's effect is awaited (Firefox's automation answers before the page has handled it).
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => position(el) === 'Item 4 of 300', `ArrowRight: ${position(el)}`);
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => position(el) === 'Item 3 of 300', `ArrowLeft: ${position(el)}`);
      await sendKeys({ press: 'ArrowLeft' });
      await waitUntil(() => position(el) === 'Item 2 of 300', `ArrowLeft: ${position(el)}`);
      // What the item is and "n of total" are announced: the dialog's name is a polite live region.
      const name = el.shadowRoot!.getElementById(dialogOf(el)!.getAttribute('aria-labelledby')!)!;
      expect(name.getAttribute('aria-live')).to.equal('polite');
      expect(name.textContent).to.equal(`${parts(el, 'item')[1]!.getAttribute('aria-label')}, Item 2 of 300`);
      await sendKeys({ press: 'Escape' });
      await closed(el);
      expect(focused(el), 'focus returns to the tile that opened the view').to.equal('item 2');

      await sendKeys({ press: ' ' });
      await opened(el);
      expect(position(el)).to.equal('Item 3 of 300');
      await sendKeys({ press: 'Escape' });
      await closed(el);
      expect(focused(el)).to.equal('item 2');
    });

    it('Tab stays inside the open dialog and cycles through its controls', async () => {
      // An item with a CTA and product links: more controls to cycle through.
      const index = items.findIndex((i) => i.action && i.products.length);
      expect(index).to.be.at.least(0);
      parts(el, 'item')[index]!.focus();
      await sendKeys({ press: 'Enter' });
      const d = await opened(el);
      const controls = [...d.querySelectorAll<HTMLElement>('button, a, video[controls]')];
      const seen: string[] = [];
      // Round the dialog twice. Past the last control, focus may visit the browser's own UI (no page
      // element; Firefox has several stops there), never the page.
      for (let i = 0; i < controls.length * 2 + 16 && seen.filter((s) => s === 'lightbox-close').length < 2; i++) {
        const inside = d.contains(el.shadowRoot!.activeElement);
        expect(inside || (document.activeElement ?? document.body) === document.body, `Tab ${i} left the dialog: ${focused(el)}`).to.equal(true);
        if (inside) seen.push(focused(el));
        await moveFocus();
      }
      // Every control was reached, and the cycle came round again.
      expect(controls.length).to.be.at.least(5);
      for (const c of controls) expect(seen).to.include(c.getAttribute('part')?.split(' ')[0] ?? c.tagName.toLowerCase());
      expect(seen.filter((s) => s === 'lightbox-close').length).to.be.at.least(2);
      await shiftTab();
      expect(d.contains(el.shadowRoot!.activeElement) || document.activeElement === document.body).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await closed(el);
    });

    it('arrow keys inside a focused video seek, they do not change the item', async () => {
      const index = items.findIndex((i) => i.type === 'video');
      parts(el, 'item')[index]!.click();
      await opened(el);
      const video = part<HTMLVideoElement>(el, 'lightbox-video')!;
      video.focus();
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowLeft' });
      await el.updateComplete;
      expect(position(el)).to.equal(`Item ${index + 1} of 300`);
      dialogOf(el)!.close();
      await closed(el);
    });

    itWhere(engine.keyboardFocusVisible, keyboardFocusVisible, 'every control shows a visible focus indicator', async () => {
      const missing: string[] = [];
      const check = () => {
        const a = el.shadowRoot!.activeElement;
        if (a && !ring(a)) missing.push(focused(el));
      };
      // Grid: Tab to it, → through every tile, Tab to "load more".
      await moveFocus();
      check();
      for (let i = 1; i < parts(el, 'item').length; i++) {
        await moveFocus('ArrowRight');
        check();
      }
      await moveFocus();
      check();
      expect(focused(el)).to.equal('load-more');
      // Detail view: every control inside it (an item with links).
      const index = items.findIndex((i) => i.action && i.products.length);
      parts(el, 'item')[index]!.focus();
      await sendKeys({ press: 'Enter' });
      const d = await opened(el);
      const count = d.querySelectorAll('button, a').length;
      for (let i = 0; i < count; i++) {
        check();
        await moveFocus();
      }
      expect(missing).to.deep.equal([]);
      expect(ring(parts(el, 'item')[index]!)).to.equal(null, 'a tile without focus shows no ring');
      await sendKeys({ press: 'Escape' });
      await closed(el);
      // Retry, in an error state, reached by Tab from there (keyboard all along: Firefox shows no
      // :focus-visible ring after a script's focus() that follows no keyboard focus).
      const failed = await failing({ 'album-id': 1002, 'api-key': uniqueKey('k-fault-500-times3') });
      for (let i = 0; i < 40 && failed.shadowRoot!.activeElement === null; i++) await moveFocus();
      expect(focused(failed)).to.equal('retry');
      expect(ring(part(failed, 'retry')!)).not.to.equal(null);
    });
  });

  it('every button and link is at least 24×24 px, in the grid, the error state and the detail view', async () => {
    const { el, load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
    expect(smallTargets(el)).to.deep.equal([]);
    const withLinks = load.detail.items.findIndex((i) => i.action || i.products.length);
    parts(el, 'item')[withLinks]!.click();
    const d = await opened(el);
    expect(d.querySelectorAll('a').length).to.be.greaterThan(0);
    expect(smallTargets(el)).to.deep.equal([]);
    d.close();
    await closed(el);
    const failed = await failing({ 'album-id': 1002, 'api-key': uniqueKey('k-fault-500-times3') });
    expect(smallTargets(failed)).to.deep.equal([]);
  });

  it('reflows at 320 px wide (400 % zoom): no horizontal scrolling, in the grid or the detail view', async () => {
    await setViewport({ width: 320, height: 640 });
    const { el, load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
    await frames();
    expect(el.scrollWidth).to.be.at.most(el.clientWidth);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    for (const tile of parts(el, 'item')) expect(tile.getBoundingClientRect().right).to.be.at.most(320);
    const withLinks = load.detail.items.findIndex((i) => i.products.length > 0);
    parts(el, 'item')[withLinks]!.click();
    const d = await opened(el);
    const box = d.getBoundingClientRect();
    expect(box.left >= 0 && box.right <= 320, `dialog ${box.left}–${box.right}`).to.equal(true);
    expect(d.scrollWidth).to.be.at.most(d.clientWidth);
    // Product rows are as tall as their link (the grid's square tiles must not leak into the view).
    for (const li of d.querySelectorAll('li')) {
      expect(li.getBoundingClientRect().height).to.be.at.most(li.querySelector('a')!.getBoundingClientRect().height + 1);
    }
    for (const control of d.querySelectorAll('button, a')) {
      const r = control.getBoundingClientRect();
      expect(r.left >= 0 && r.right <= 320, `${control.getAttribute('part')} at ${r.left}–${r.right}`).to.equal(true);
    }
    d.close();
    await closed(el);
  });

  itWhere(engine.emulatesMedia, mediaEmulation, 'honours prefers-reduced-motion: no transition or animation anywhere', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
    const moving = (d: HTMLDialogElement | null) =>
      [...el.shadowRoot!.querySelectorAll('*')]
        .flatMap((n) => [getComputedStyle(n), ...(n === d ? [getComputedStyle(n, '::backdrop')] : [])])
        .filter((s) => s.transitionDuration.split(',').some((t) => parseFloat(t) > 0) || s.animationName !== 'none').length;

    // Control: with motion allowed, the dialog animates in.
    parts(el, 'item')[0]!.click();
    let d = await opened(el);
    expect(moving(d)).to.be.greaterThan(0);
    d.close();
    await closed(el);

    await emulateMedia({ reducedMotion: 'reduce' });
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).to.equal(true);
    expect(moving(null)).to.equal(0);
    parts(el, 'item')[0]!.click();
    d = await opened(el);
    expect(moving(d)).to.equal(0);
    d.close();
    await closed(el);
  });

  it('announces new items politely after "load more", without moving focus', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
    const live = [...el.shadowRoot!.querySelectorAll('[aria-live="polite"]')].find((n) => !n.closest('dialog'))!;
    expect(live).to.exist;
    // The end of the first load was said too.
    expect(live.textContent!.trim()).to.equal('12 posts shown');
    const more = part(el, 'load-more')!;
    more.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => parts(el, 'item').length === 24, 'next page never loaded');
    await el.updateComplete;
    expect(live.textContent!.trim()).to.equal('12 more posts loaded, 24 shown');
    expect(focused(el)).to.equal('load-more');
    // Busy state is exposed while loading, not by disabling (which would drop focus).
    expect(more.hasAttribute('disabled')).to.equal(false);
    await accessible(el);
  });
});
