import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { moveFocus } from './support/keys.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, focusOf, frames, mount, mountLoaded, part, parts, record, sandboxUrl } from './support/album.js';
import { dialogOf } from './support/parts.js';
import type { Attrs } from './support/album.js';

// Sandbox fixtures: 1001 has 300 approved items, 1002 has 12.
const MAIN = 1001;
const SMALL = 1002;

const row = (el: UgcAlbumElement) => part(el, 'grid')!;
const prev = (el: UgcAlbumElement) => part<HTMLButtonElement>(el, 'carousel-prev');
const next = (el: UgcAlbumElement) => part<HTMLButtonElement>(el, 'carousel-next');

/** A loaded carousel whose buttons (a chunk of their own) have arrived. */
async function carousel(attrs: Attrs, parent?: HTMLElement): Promise<UgcAlbumElement> {
  let el: UgcAlbumElement;
  if (parent) {
    el = await mount(albumAttrs({ layout: 'carousel', eager: true, ...attrs }), undefined, parent);
    await waitUntil(() => parts(el, 'item').length, 'first page never rendered');
  } else {
    el = (await mountLoaded(albumAttrs({ layout: 'carousel', eager: true, ...attrs }))).el;
  }
  await waitUntil(() => next(el), 'carousel buttons never arrived');
  await frames();
  return el;
}

/**
 * Where scroll snapping leaves the row: at either end, or with a tile's start edge at the row's
 * start. A smooth scroll passes through every position in between, and a busy machine can pause it
 * anywhere for longer than a few polls (Firefox once looked settled at -741 on its way to 0).
 */
function snapped(scroller: HTMLElement): boolean {
  const x = Math.abs(scroller.scrollLeft);
  if (x < 1 || x >= scroller.scrollWidth - scroller.clientWidth - 1) return true;
  const rtl = getComputedStyle(scroller).direction === 'rtl';
  const box = scroller.getBoundingClientRect();
  return [...scroller.children].some((tile) => {
    const b = tile.getBoundingClientRect();
    return rtl ? Math.abs(b.right - box.right) < 1 : Math.abs(b.left - box.left) < 1;
  });
}

/**
 * Waits for a (possibly smooth) scroll to settle: snapped, and still for a few polls; with `from`,
 * for it to have left that position first (a smooth scroll may not have begun yet on a busy
 * machine, and would look settled).
 */
async function settled(scroller: HTMLElement, from?: number): Promise<void> {
  if (from !== undefined) await waitUntil(() => scroller.scrollLeft !== from, 'never scrolled');
  let last = NaN;
  let same = 0;
  await waitUntil(
    () => {
      same = scroller.scrollLeft === last && snapped(scroller) ? same + 1 : 0;
      last = scroller.scrollLeft;
      return same >= 3;
    },
    'scrolling never settled',
    { interval: 50 },
  );
}

const tops = (el: UgcAlbumElement) => new Set(parts(el, 'item').map((t) => Math.round(t.getBoundingClientRect().top)));

describe('<ugc-album> layouts', () => {
  beforeEach(async () => {
    clearContentCache();
    await setViewport({ width: 800, height: 600 });
  });

  describe('grid (default)', () => {
    it('wraps tiles into rows', async () => {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, eager: true }));
      expect(el.layout).to.equal('grid');
      expect(tops(el).size).to.be.greaterThan(1);
      expect(prev(el)).to.equal(null);
    });

    it('names its layout "grid" in the analytics', async () => {
      const sent = await analyticsOf({});
      expect(sent.widget).to.equal('grid');
    });
  });

  describe('detail view', () => {
    async function openFirst(el: UgcAlbumElement): Promise<HTMLDialogElement> {
      parts(el, 'item')[0]!.click();
      await waitUntil(() => dialogOf(el)?.open, 'detail view never opened');
      return dialogOf(el)!;
    }
    async function close(el: UgcAlbumElement, d: HTMLDialogElement): Promise<void> {
      d.close();
      await waitUntil(() => !dialogOf(el), 'detail view never closed');
    }
    /** The text beside the picture (a wide window) rather than below it (a phone). */
    const sideBySide = (d: HTMLDialogElement) =>
      d.querySelector('.info')!.getBoundingClientRect().top < d.querySelector('.media')!.getBoundingClientRect().bottom - 1;

    // WebKit once served a later shadow root the media-query results its adopted sheets had when an
    // earlier root (since removed) used them: a phone got the wide window's two columns.
    it('lays out for the window it opens in, also in an album mounted again after the window changed', async () => {
      await setViewport({ width: 1280, height: 800 });
      const wide = (await mountLoaded(albumAttrs({ 'album-id': SMALL, eager: true }))).el;
      const d = await openFirst(wide);
      expect(sideBySide(d), 'side by side at 1280 px').to.equal(true);
      await close(wide, d);
      wide.remove();

      await setViewport({ width: 375, height: 812 });
      const phone = (await mountLoaded(albumAttrs({ 'album-id': SMALL, eager: true }))).el;
      const stacked = await openFirst(phone);
      expect(sideBySide(stacked), 'stacked at 375 px').to.equal(false);
      expect(stacked.scrollWidth).to.be.at.most(stacked.clientWidth);
      await close(phone, stacked);
    });
  });

  describe('carousel', () => {
    it('lays every tile out in one row that scrolls sideways', async () => {
      const el = await carousel({ 'album-id': SMALL });
      expect(parts(el, 'item').length).to.equal(12);
      expect(tops(el).size).to.equal(1);
      const list = row(el);
      expect(list.scrollWidth).to.be.greaterThan(list.clientWidth);
      expect(getComputedStyle(list).overflowX).to.equal('auto');
      expect(getComputedStyle(list).scrollSnapType).to.contain('x');
      // Square tiles, as in the grid, 180px wide by default.
      const box = parts(el, 'item')[0]!.getBoundingClientRect();
      expect(Math.round(box.width)).to.equal(180);
      expect(Math.abs(box.width - box.height)).to.be.lessThan(1);
    });

    it('is already one row before its buttons arrive (no layout shift)', async () => {
      const el = await mount(albumAttrs({ 'album-id': SMALL, layout: 'carousel', eager: true, 'api-key': 'k-fault-slow' }));
      // Placeholders while loading: one row too.
      const boxes = [...row(el).children].map((li) => Math.round(li.getBoundingClientRect().top));
      expect(boxes.length).to.be.greaterThan(1);
      expect(new Set(boxes).size).to.equal(1);
    });

    it('previous/next scroll by a page of whole tiles and say when there is nothing more', async () => {
      const el = await carousel({ 'album-id': SMALL });
      const list = row(el);
      expect(prev(el)!.getAttribute('aria-disabled')).to.equal('true');
      expect(next(el)!.getAttribute('aria-disabled')).to.equal('false');
      expect(prev(el)!.getAttribute('aria-label')).to.equal('Previous');
      expect(next(el)!.getAttribute('aria-label')).to.equal('Next');

      let from = list.scrollLeft;
      next(el)!.click();
      await settled(list, from);
      const tile = parts(el, 'item')[0]!.getBoundingClientRect().width + 8;
      const inView = Math.floor((list.clientWidth + 8) / tile);
      expect(Math.round(list.scrollLeft / tile)).to.equal(inView);
      await waitUntil(() => prev(el)!.getAttribute('aria-disabled') === 'false', 'previous never enabled');

      from = list.scrollLeft;
      prev(el)!.click();
      await settled(list, from);
      expect(list.scrollLeft).to.equal(0);
      await waitUntil(() => prev(el)!.getAttribute('aria-disabled') === 'true', 'previous never disabled');

      // To the end of the album: "next" is then disabled.
      for (let i = 0; i < 5 && next(el)!.getAttribute('aria-disabled') === 'false'; i++) {
        from = list.scrollLeft;
        next(el)!.click();
        await settled(list, from);
        await frames();
      }
      expect(list.scrollLeft + list.clientWidth).to.be.closeTo(list.scrollWidth, 1);
      expect(next(el)!.getAttribute('aria-disabled')).to.equal('true');
    });

    it('at the end of the row, "next" loads the next page and scrolls on', async () => {
      const el = await carousel({ 'album-id': MAIN, 'per-page': 6 });
      const loads = record(el, 'ugc-load');
      const list = row(el);
      next(el)!.click();
      await settled(list, 0);
      await frames();
      expect(list.scrollLeft + list.clientWidth).to.be.closeTo(list.scrollWidth, 1);
      expect(next(el)!.getAttribute('aria-disabled')).to.equal('false');
      const before = list.scrollLeft;
      next(el)!.click();
      await waitUntil(() => loads.length === 1, 'next page never loaded');
      expect(loads[0]!.detail.page).to.equal(2);
      expect(parts(el, 'item').length).to.equal(12);
      await settled(list, before);
      expect(list.scrollLeft).to.be.greaterThan(before);
      // "Load more" is still there, below the row, for whoever prefers it.
      expect(part(el, 'load-more')).to.exist;
    });

    it('works from the keyboard: buttons with Enter, every tile with Tab', async () => {
      const el = await carousel({ 'album-id': SMALL });
      const list = row(el);
      next(el)!.focus();
      await sendKeys({ press: 'Enter' });
      await settled(list, 0);
      expect(list.scrollLeft).to.be.greaterThan(0);
      expect(focusOf(el)).to.equal('carousel-next');

      prev(el)!.focus();
      const from = list.scrollLeft;
      await sendKeys({ press: ' ' });
      await settled(list, from);
      expect(list.scrollLeft).to.equal(0);

      // → walks the tiles in order (the row is one Tab stop); the row follows focus, so the focused
      // tile is in view.
      parts(el, 'item')[0]!.focus();
      for (let i = 1; i < 12; i++) await moveFocus('ArrowRight');
      expect(focusOf(el)).to.equal('item 11');
      // The row scrolls to it (smoothly, where motion is allowed): wait for that, not for a duration.
      const shown = () => {
        const r = list.getBoundingClientRect();
        const t = parts(el, 'item')[11]!.getBoundingClientRect();
        return t.left >= r.left - 1 && t.right <= r.right + 1;
      };
      await waitUntil(shown, 'the focused tile never came into view');
      await settled(list);
      expect(shown()).to.equal(true);
      // Enter still opens the detail view.
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'detail view never opened');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !part(el, 'lightbox'));
    });

    it('mirrors in a right-to-left page: buttons swap sides and scroll the other way', async () => {
      const host = document.createElement('div');
      host.dir = 'rtl';
      const el = await carousel({ 'album-id': SMALL }, host);
      const list = row(el);
      expect(prev(el)!.getBoundingClientRect().left).to.be.greaterThan(next(el)!.getBoundingClientRect().left);
      // The first tile is at the right.
      const first = parts(el, 'item')[0]!.getBoundingClientRect();
      expect(first.right).to.be.closeTo(list.getBoundingClientRect().right, 1);
      next(el)!.click();
      await settled(list, 0);
      expect(list.scrollLeft).to.be.lessThan(0);
      await waitUntil(() => prev(el)!.getAttribute('aria-disabled') === 'false');
      const from = list.scrollLeft;
      prev(el)!.click();
      await settled(list, from);
      expect(list.scrollLeft).to.equal(0);
    });

    it('shows at most --ugc-album-columns tiles, filling the row', async () => {
      const host = document.createElement('div');
      host.style.setProperty('--ugc-album-columns', '3');
      const el = await carousel({ 'album-id': SMALL }, host);
      const list = row(el);
      const width = parts(el, 'item')[0]!.getBoundingClientRect().width;
      // Three tiles and the gaps after them: the fourth starts at the edge.
      expect(width * 3 + 8 * 3).to.be.closeTo(list.clientWidth, 1.5);
    });

    it('keeps tiles at least --ugc-album-tile-size wide on a small screen', async () => {
      await setViewport({ width: 360, height: 640 });
      const host = document.createElement('div');
      host.style.setProperty('--ugc-album-columns', '4');
      const el = await carousel({ 'album-id': SMALL }, host);
      expect(Math.round(parts(el, 'item')[0]!.getBoundingClientRect().width)).to.equal(180);
      expect(tops(el).size).to.equal(1);
    });

    it('switches between grid and carousel', async () => {
      const el = await carousel({ 'album-id': SMALL });
      el.layout = 'grid';
      await el.updateComplete;
      expect(tops(el).size).to.be.greaterThan(1);
      expect(next(el)).to.equal(null);
      el.layout = 'carousel';
      await el.updateComplete;
      expect(tops(el).size).to.equal(1);
      expect(next(el)).to.exist;
    });

    it('is accessible', async () => {
      const el = await carousel({ 'album-id': SMALL });
      await expect(el).to.be.accessible();
    });

    it('names its layout "carousel" in the analytics', async () => {
      const sent = await analyticsOf({ layout: 'carousel' });
      expect(sent.widget).to.equal('carousel');
    });
  });
});

/** The body of the `openedWidget` event of a widget with these attributes, from `ugc-analytics`. */
async function analyticsOf(attrs: Attrs): Promise<Record<string, string | number>> {
  let body: Record<string, string | number> | undefined;
  await mount(albumAttrs({ 'album-id': SMALL, eager: true, 'analytics-url': sandboxUrl, ...attrs }), (el) =>
    el.addEventListener('ugc-analytics', (e) => {
      if (e.detail.name === 'openedWidget') body = e.detail.body;
    }),
  );
  await waitUntil(() => body, 'openedWidget never sent');
  return body!;
}
