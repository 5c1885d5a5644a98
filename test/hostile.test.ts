import { expect } from '@open-wc/testing';
import { clearContentCache } from './support/build.js';
import { waitUntil } from './support/wait.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, frames, mountLoaded, part, parts } from './support/album.js';
import type { Attrs } from './support/album.js';
import { unsafeMarkup, watchPage } from './support/page-errors.js';
import type { PageWatch } from './support/page-errors.js';

// The sandbox's hostile album (demo/sandbox/hostile.js): item 0 has these payloads as caption, alt
// text and user name, and `javascript:` URLs everywhere; later items try every other bad URL
// spelling, oversized and unbreakable strings, bidi and control characters, template and CSS
// injection, wrong types and junk entries. Every script payload calls `alert`.
const XSS_IMG = '<img src=x onerror=alert(1)>';
const XSS_SCRIPT = '<script>alert("ugc")</script>';
const XSS_SVG = '"><svg onload=alert(document.domain)>';
const CSS_INJECTION = '</style><style>*{display:none!important}</style>';

/** Images that are not lazy have loaded or failed (an `onerror` payload would have had its turn). */
const settled = async (el: UgcAlbumElement) => {
  await waitUntil(
    () => [...el.shadowRoot!.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')].every((i) => i.complete),
    'images never settled',
  );
  await frames();
};

/** The element holding `text` in a text node of its own, if it is rendered (has a box). */
const shownAsText = (root: Node, text: string): Element | null => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (n.nodeValue?.includes(text) && parent && parent.getClientRects().length) return parent;
  }
  return null;
};

describe('<ugc-album> hostile content', () => {
  let watch: PageWatch;
  beforeEach(() => {
    clearContentCache();
    performance.clearResourceTimings();
    watch = watchPage();
  });
  afterEach(() => watch.stop());

  it('the canary sees a payload that is parsed as markup (control for the tests below)', async () => {
    // What an `unsafeHTML`/`innerHTML` binding of a caption would do inside the widget's shadow root.
    const host = document.createElement('div');
    document.body.append(host);
    host.attachShadow({ mode: 'open' }).innerHTML = XSS_IMG;
    try {
      await waitUntil(() => watch.scripts.length, 'the payload never ran: the canary is blind');
      expect(watch.scripts).to.deep.equal(['alert(1)']);
    } finally {
      host.remove();
    }
  });

  const sources: [string, Attrs][] = [
    ['album 1666', { 'album-id': 1666 }],
    ['product SKU-HOSTILE-1', { sku: 'SKU-HOSTILE-1' }],
  ];
  for (const [what, source] of sources) {
    it(`${what}: every item, in the grid and in the detail view, renders text as text and only http(s) URLs, and runs no script`, async () => {
      const { el, load } = await mountLoaded(albumAttrs({ ...source, eager: true }));
      const items = load.detail.items;
      // 28 entries: 4 are not objects, one repeats an album_photo_id, and two (`{}` and "wrong types")
      // have no usable image nor video: no blank tiles for them.
      expect(items.length).to.equal(21);
      expect(items.filter((item) => !item.renditions.length && !item.videoUrl)).to.deep.equal([]);
      const tiles = parts<HTMLButtonElement>(el, 'item');
      expect(tiles.length).to.equal(items.length);

      // Markup in the alt text (and in the submitter's name) is the tile's name, character for character.
      expect(tiles[0]!.getAttribute('aria-label')).to.equal(`${XSS_SVG}, Photo by ${items[0]!.userName}`);
      expect(items[0]!.userName).to.contain('<script>');
      await settled(el);
      expect(unsafeMarkup(el)).to.deep.equal([]);

      let links = 0;
      for (let i = 0; i < tiles.length; i++) {
        parts(el, 'item')[i]!.click();
        await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, `item ${i} never opened`);
        await settled(el);
        const dialog = part<HTMLDialogElement>(el, 'lightbox')!;
        expect(unsafeMarkup(el), `item ${i}`).to.deep.equal([]);
        // Oversized, unbreakable and bidi text wraps inside the view; nothing pushes it sideways.
        expect(dialog.scrollWidth, `item ${i} overflows`).to.be.at.most(dialog.clientWidth + 1);
        links += dialog.querySelectorAll('a').length;

        if (i === 0) {
          // The payloads are visible as the very characters the response sent.
          expect(shownAsText(dialog, XSS_IMG), 'caption shown as text').to.exist;
          expect(shownAsText(dialog, XSS_SCRIPT), 'user name shown as text').to.exist;
          expect(part<HTMLImageElement>(el, 'lightbox-image')!.alt).to.equal(XSS_SVG);
          // item 0 has only `javascript:` links: none is rendered.
          expect(dialog.querySelectorAll('a').length).to.equal(0);
          expect(part(el, 'avatar') === null).to.equal(true);
        }
        if (items[i]!.caption.startsWith('</style>')) {
          expect(shownAsText(dialog, CSS_INJECTION), 'CSS injection shown as text').to.exist;
        }
        dialog.close();
        await waitUntil(() => !part(el, 'lightbox'), `item ${i} never closed`);
      }
      // The oversized item has an http(s) CTA and product link: links were really checked.
      expect(links).to.be.greaterThan(0);

      await frames(3);
      expect(watch.scripts, 'script ran').to.deep.equal([]);
      expect(watch.errors).to.deep.equal([]);
      expect(watch.rejections).to.deep.equal([]);
      expect(watch.violations).to.deep.equal([]);
      // Nothing was fetched from a payload URL (`x`, `//evil.example`, `file:`…).
      const fetched = performance.getEntriesByType('resource').map((e) => e.name);
      expect(fetched.filter((u) => /evil\.example|\/x$|^(?!https?:)/.test(u))).to.deep.equal([]);
    });
  }

  it('a broken video source keeps its still and never becomes a source', async () => {
    const { el, load } = await mountLoaded(albumAttrs({ 'album-id': 1666, eager: true }));
    const index = load.detail.items.findIndex((i) => i.caption === 'Video with a javascript: source');
    expect(index).to.be.at.least(0);
    expect(load.detail.items[index]!.videoUrl).to.equal(null);
    parts(el, 'item')[index]!.click();
    await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open);
    expect(el.shadowRoot!.querySelector('video') === null).to.equal(true);
    expect(part<HTMLImageElement>(el, 'lightbox-image')!.getAttribute('src')).to.match(/^https?:\/\//);
    part<HTMLDialogElement>(el, 'lightbox')!.close();
    expect(watch.scripts).to.deep.equal([]);
  });
});
