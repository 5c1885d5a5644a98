import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, mountLoaded, part, parts } from './support/album.js';
import { textContrasts } from './support/contrast.js';

// Every text of the detail view, measured as drawn: its colour against the background it sits on
// (the first opaque one up the tree, the dialog's included), ≥ 4.5:1 in the light and the dark
// scheme, on an item with products and a call to action. Then axe on the same view.

const PRODUCT_ALBUM = 1003;

/** Opens the first item (not the first tile: both step buttons are then active) with a CTA and products. */
async function openShoppable(el: UgcAlbumElement): Promise<void> {
  parts(el, 'item')[1]!.click();
  await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'the detail view never opened');
  const shoppable = () => parts(el, 'cta').some((a) => !a.part.contains('product')) && part(el, 'product') && part(el, 'lightbox-image');
  for (let i = 0; i < 20 && !shoppable(); i++) {
    part(el, 'lightbox-next')!.click();
    await el.updateComplete;
  }
  expect(shoppable(), 'an item with a CTA, products and an image').to.be.ok;
}

describe('detail view contrast', () => {
  before(() => setViewport({ width: 1200, height: 800 }));

  after(async () => {
    await emulateMedia({ colorScheme: 'light' });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`every text is at least 4.5:1 in the ${scheme} scheme, and axe finds nothing`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const { el } = await mountLoaded(albumAttrs({ 'album-id': PRODUCT_ALBUM, eager: true }));
      await openShoppable(el);
      const dialog = part<HTMLDialogElement>(el, 'lightbox')!;
      await waitUntil(() => dialog.open);
      // The product links are there, with their texts: a product with invisible text must count.
      const products = parts(el, 'product');
      expect(products.length, 'product links').to.be.greaterThan(0);

      const texts = textContrasts(dialog);
      expect(texts.map((t) => t.text)).to.include.members(products.map((p) => p.querySelector('span')!.textContent!.trim().slice(0, 40)));
      const failing = texts.filter((t) => t.ratio < 4.5 || t.image).map((t) => `"${t.text}" ${t.color} on ${t.background}: ${t.ratio}${t.image ? ` over ${t.image}` : ''}`);
      expect(failing).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  }
});
