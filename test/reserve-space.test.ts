// docs/recipes/reserve-space.md tested as printed: its markup and CSS on a page of each width, the
// reserved box measured before the widget's script runs, then the script loaded and the gallery's
// box measured once its first page, count and "Load more" are in: the same height within 1px, in
// every engine. Also the widget's own columns: fewer on a narrow box, never tiles under 100px.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { uniqueKey, hostPage, part, parts, removeFramePages } from './support/host-page.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';

/** The recipe's HTML and CSS blocks, as docs/recipes/reserve-space.md prints them. */
async function recipe() {
  const page = await (await fetch('/docs/recipes/reserve-space.md')).text();
  const part = /<!-- reserve recipe -->([\s\S]*?)<!-- \/reserve recipe -->/.exec(page)?.[1] ?? '';
  const html = /```html\n([\s\S]*?)```/.exec(part)?.[1] ?? '';
  const css = /```css\n([\s\S]*?)```/.exec(part)?.[1] ?? '';
  expect(html, 'the page has no reserve recipe').to.include('<ugc-album');
  return { html, css };
}

/** The box widths: phones (320–414), a tablet, desktops; and 200 (one column) and 424 (the 4th). */
const WIDTHS = [200, 320, 375, 414, 424, 768, 1024, 1440];

describe('docs: reserving the gallery\'s space (docs/recipes/reserve-space.md)', function () {
  this.timeout(60_000);
  afterEach(removeFramePages);

  for (const width of WIDTHS) {
    it(`${width}px: the reserved box is the loaded gallery's height`, async () => {
      const { html, css } = await recipe();
      const apiKey = uniqueKey('reserve');
      const body = html
        .replace('YOUR_PUBLIC_API_KEY', apiKey)
        .replace('https://content.example.com', '{sandbox}')
        .replace('<ugc-album ', '<ugc-album no-analytics ');
      // A scrollbar that stays (where the engine shows one: Firefox), as on a page longer than the
      // screen: on a short page it would come and go with the box's height, and the box's width with it.
      const { win, doc } = await hostPage({ head: `<style>html{overflow-y:scroll}body{margin:0}${css}</style>`, bundles: [], body, width, height: 700 });
      const el = doc.querySelector('ugc-album') as UgcAlbumElement;
      expect(win.customElements.get('ugc-album'), 'not defined yet').to.equal(undefined);
      const reserved = el.getBoundingClientRect().height;
      expect(reserved).to.be.greaterThan(100);

      const script = doc.createElement('script');
      script.type = 'module';
      script.src = `${location.origin}/dist/ugc-album.js`;
      doc.head.append(script);
      await waitUntil(
        () => el.shadowRoot && parts(el, 'item').length === 12 && /\d/.test(part(el, 'count')?.textContent ?? '') && part(el, 'load-more'),
        'the first page, its count and "Load more" never showed',
        { timeout: 15_000 },
      );
      const loaded = el.getBoundingClientRect().height;
      expect(Math.abs(loaded - reserved), `reserved ${reserved}px, loaded ${loaded}px`).to.be.at.most(1);

      // The widget's own columns: 4 as asked where tiles of 100px fit, else fewer. (The box is the
      // frame less its scrollbar where the engine shows one: Firefox.)
      const box = el.clientWidth;
      const tile = parts(el, 'item')[0]!.getBoundingClientRect().width;
      const columns = getComputedStyle(part(el, 'grid')!).gridTemplateColumns.split(' ').length;
      expect(columns, `columns in ${box}px`).to.equal(Math.max(1, Math.min(4, Math.floor((box + 8) / 108))));
      if (box >= 100) expect(tile, 'tile width').to.be.at.least(100);
    });
  }
});
