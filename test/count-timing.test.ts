// The page's first Intl.NumberFormat pays a one-time setup (tens of milliseconds on a phone): the
// count must keep it off the path of the first page's images. A file of its own: that setup, and
// the element's waiting for it, happen once per page.
import { expect } from '@open-wc/testing';
import { clientOptions } from './support/build.js';
import { waitUntil } from './support/wait.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, mount, part, parts } from './support/album.js';

describe('the count and the first page', () => {
  it("formats its first number after the first page's tiles are in the DOM and its first image has arrived, in a later task", async () => {
    const made: { images: number; loadTask: boolean; firstShown: boolean }[] = [];
    let el: UgcAlbumElement | undefined;
    let loadTask = false;
    const intl = Intl as { NumberFormat: typeof Intl.NumberFormat };
    const original = intl.NumberFormat;
    const note = () => {
      const images = [...(el?.shadowRoot?.querySelectorAll<HTMLImageElement>('[part="tile-image"]') ?? [])];
      made.push({ images: images.length, loadTask, firstShown: !!images[0]?.complete && images[0].naturalWidth > 0 });
    };
    intl.NumberFormat = new Proxy(original, {
      construct: (target, args) => (note(), Reflect.construct(target, args)),
      apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
    });
    // The count answers before the first page (as it usually does: it is smaller), so a count
    // formatted as soon as it arrives would come before any tile.
    let counted!: () => void;
    const countDone = new Promise<void>((resolve) => (counted = resolve));
    const task = () => new Promise((resolve) => setTimeout(resolve));
    clientOptions.fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (/\/photos\?/.test(url)) await countDone.then(task).then(task);
      const res = await fetch(input, init);
      if (/\/photos\/count/.test(url)) counted();
      if (!/\/photos\?/.test(url)) return res;
      // Images no earlier test has cached: the first one arrives over the network, after the render.
      const fresh = (await res.text()).replace(/(\/media\/[^"?]+)"/g, `$1?t=${Date.now()}"`);
      return new Response(fresh, { status: res.status, headers: res.headers });
    };
    try {
      // 2,000 posts: English counts under 1,000 need no Intl (the next test). (WebKit's build here
      // groups no digits.)
      el = await mount(albumAttrs({ 'album-id': 1005, 'per-page': 6, eager: true }), (e) =>
        e.addEventListener('ugc-load', () => {
          // Set in the task that rendered the page; this timer runs before the element's own.
          loadTask = true;
          setTimeout(() => (loadTask = false));
        }),
      );
      await waitUntil(() => /^2,?000 posts$/.test(part(el!, 'count')!.textContent!), 'count never shown');
      expect(parts(el, 'item')).to.have.length(6);
      expect(made.length, 'the count was formatted without Intl.NumberFormat').to.be.greaterThan(0);
      // After the first tile's image (the likely LCP) has arrived: its setup never delays that paint.
      expect(made[0], 'the first Intl.NumberFormat').to.deep.equal({ images: 6, loadTask: false, firstShown: true });
    } finally {
      intl.NumberFormat = original;
      delete clientOptions.fetch;
    }
  });

  it('formats an English count under 1,000 without Intl.NumberFormat: an English page never pays its setup', async () => {
    const intl = Intl as { NumberFormat: typeof Intl.NumberFormat };
    const original = intl.NumberFormat;
    // Counted for this widget's locale only: the previous test's widget may still be rendering.
    let made = 0;
    intl.NumberFormat = new Proxy(original, {
      construct: (target, args) => ((made += +(args[0] == 'en-GB')), Reflect.construct(target, args)),
      apply: (target, self, args) => ((made += +(args[0] == 'en-GB')), Reflect.apply(target, self, args)),
    });
    try {
      const el = await mount(albumAttrs({ 'album-id': 1001, 'per-page': 6, eager: true, locale: 'en-GB' }));
      await waitUntil(() => /^300 posts$/.test(part(el, 'count')!.textContent!), 'count never shown');
      expect(made, 'Intl.NumberFormat calls').to.equal(0);
    } finally {
      intl.NumberFormat = original;
    }
  });
});
