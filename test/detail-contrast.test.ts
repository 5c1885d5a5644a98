import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, mountLoaded, part, parts } from './support/album.js';
import { textContrasts } from './support/contrast.js';
import { item, show } from './support/detail.js';
import { engine, itWhere, mediaEmulation, resetMedia } from './support/engine.js';

// Every text of the detail view, measured as drawn: its colour against the background it sits on
// (the first opaque one up the tree, the dialog's included), ≥ 4.5:1 in the light and the dark
// scheme, on an item with products and a call to action. Then axe on the same view.

const PRODUCT_ALBUM = 1003;

/**
 * Opens the first item (not the first tile: both step buttons are then active) that has everything
 * the detail view can show over its photo and beside it: markers, a product on sale, a CTA.
 */
async function openShoppable(el: UgcAlbumElement): Promise<void> {
  parts(el, 'item')[1]!.click();
  await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'the detail view never opened');
  const basic = () => parts(el, 'cta').some((a) => !a.part.contains('product')) && part(el, 'product') && part(el, 'lightbox-image');
  const full = () => basic() && part(el, 'hotspot') && el.shadowRoot!.querySelector('[part="price"] s');
  const at = () => Number(/\d+/.exec(el.shadowRoot!.getElementById('position')!.textContent!)![0]);
  const step = async (button: string) => {
    const from = at();
    part(el, button)!.click();
    await waitUntil(() => at() !== from, `${button} did not move`);
  };
  // The fullest item among the next 10, else the first with a CTA and products.
  let first = basic() ? at() : -1;
  for (let i = 0; i < 10 && !full(); i++) {
    await step('lightbox-next');
    if (first < 0 && basic()) first = at();
  }
  while (!full() && first >= 0 && at() > first) await step('lightbox-prev');
  expect(basic(), 'an image with products and a CTA').to.be.ok;
}

describe('detail view contrast', function () {
  // Stepping through a sandbox album to a shoppable item takes a few seconds on a loaded machine.
  this.timeout(40_000);
  // Later test files expect the runner's default window.
  after(() => setViewport({ width: 800, height: 600 }));

  after(() => resetMedia({ colorScheme: 'light' }));

  /** Every text of `dialog` under 4.5:1 (or over an unreadable background), as readable lines. */
  const failing = (dialog: Element) =>
    textContrasts(dialog)
      .filter((t) => t.ratio < 4.5 || t.image)
      .map((t) => `"${t.text}" ${t.color} on ${t.background}: ${t.ratio}${t.image ? ` over ${t.image}` : ''}`);


  for (const scheme of ['light', 'dark'] as const) {
    // The light scheme is every engine's default; the dark one needs emulation.
    const test = scheme === 'light' ? it : (title: string, fn: Mocha.Func) => itWhere(engine.emulatesMedia, mediaEmulation, title, fn);
    test(`every text is at least 4.5:1 in the ${scheme} scheme, and axe finds nothing`, async () => {
      if (engine.emulatesMedia) await emulateMedia({ colorScheme: scheme });
      // A narrow window: the detail view then takes the 640w renditions, never the 1280w ones, which
      // would sit in the browser's cache for later tests that check which rendition a tile picks.
      await setViewport({ width: 600, height: 800 });
      const { el } = await mountLoaded(albumAttrs({ 'album-id': PRODUCT_ALBUM, eager: true }));
      await openShoppable(el);
      const dialog = part<HTMLDialogElement>(el, 'lightbox')!;
      await waitUntil(() => dialog.open);
      // The product links are there, with their texts: a product with invisible text must count.
      const products = parts(el, 'product');
      expect(products.length, 'product links').to.be.greaterThan(0);

      // A marker pointed at shows its product's name over the photo: measured too.
      const marker = part(el, 'hotspot');
      marker?.focus();
      await el.updateComplete;
      const texts = textContrasts(dialog);
      if (marker) expect(texts.map((t) => t.text)).to.include(marker.getAttribute('aria-label')!.slice(0, 40));
      expect(texts.map((t) => t.text)).to.include.members(products.map((p) => p.querySelector('.product-title')!.textContent!.trim().slice(0, 40)));
      expect(failing(dialog)).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    const test = scheme === 'light' ? it : (title: string, fn: Mocha.Func) => itWhere(engine.emulatesMedia, mediaEmulation, title, fn);
    test(`${scheme}: markers (one pointed at, its label over the photo), a sale, a CTA, attribution`, async () => {
      if (engine.emulatesMedia) await emulateMedia({ colorScheme: scheme });
      await setViewport({ width: 1200, height: 800 });
      const { root } = await show(item());
      root.querySelector<HTMLElement>('[part~="hotspot"]')!.focus();
      const dialog = root.querySelector('dialog')!;
      const texts = textContrasts(dialog).map((t) => t.text);
      // What must be there to be measured: the marker's label, the sale's prices, the CTA, the date.
      expect(texts).to.include.members(['Trail Runner 42', '$99.00', '$129.95', 'Shop the look', 'View on Instagram', '1']);
      expect(failing(dialog)).to.deep.equal([]);
      await expect(root.querySelector('dialog')).to.be.accessible();
    });

    test(`${scheme}: a video's product of the moment, over the video`, async () => {
      if (engine.emulatesMedia) await emulateMedia({ colorScheme: scheme });
      const video = item({ type: 'video', videoUrl: `${item().renditions[0]!.url.replace(/img-01\/small\.jpg$/, 'vid-01/video.webm')}`, hotspots: [], timedProducts: [{ time: 0, productId: 2, productIndex: 1 }] });
      const { root } = await show(video);
      const v = root.querySelector('video')!;
      v.dispatchEvent(new Event('timeupdate'));
      expect(root.querySelector('.now-showing')).to.exist;
      expect(failing(root.querySelector('dialog')!)).to.deep.equal([]);
    });
  }
});
