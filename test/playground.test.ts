// The demo playground (demo/playground.html): every field drives the live widget, and the snippet
// it generates is markup that makes the same widget. The page runs in a frame of its own, pointed at
// the test sandbox with `?sandbox=`.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { framePage, part, parts, removeFramePages } from './support/host-page.js';
import { sandboxUrl } from './support/sandbox.js';

interface Page {
  win: Window & typeof globalThis;
  doc: Document;
  album: UgcAlbumElement;
  snippet: () => string;
  set: (name: string, value: string | boolean) => void;
}

async function open(width = 1000): Promise<Page> {
  const url = new URL(`/demo/playground.html?sandbox=${encodeURIComponent(sandboxUrl)}`, location.href);
  const win = await framePage<Window & typeof globalThis>(url, width, 700);
  const doc = win.document;
  await waitUntil(() => win.customElements.get('ugc-album') && doc.querySelector('[data-snippet-out]')!.textContent, 'playground never started');
  const album = doc.querySelector<UgcAlbumElement>('.stage ugc-album')!;
  const form = doc.querySelector<HTMLFormElement>('[data-form]')!;
  return {
    win,
    doc,
    album,
    snippet: () => doc.querySelector('[data-snippet-out]')!.textContent!,
    set(name, value) {
      const input = form.elements.namedItem(name) as HTMLInputElement;
      if (typeof value === 'boolean') input.checked = value;
      else input.value = value;
      input.dispatchEvent(new win.Event('input', { bubbles: true }));
    },
  };
}

/** The `<ugc-album>` the snippet makes, parsed as HTML. */
const parsed = (snippet: string) => new DOMParser().parseFromString(snippet, 'text/html').querySelector('ugc-album')!;

// `dir` and `lang` are the widget's own (its locale's direction and language), not the merchant's.
const attributes = (el: Element) =>
  Object.fromEntries(el.getAttributeNames().filter((n) => !['style', 'dir', 'lang'].includes(n)).map((n) => [n, el.getAttribute(n)]));

describe('demo playground', () => {
  afterEach(removeFramePages);

  it('shows the widget against the sandbox, with a snippet that makes the same widget', async () => {
    const page = await open();
    expect(page.album.getAttribute('base-url')).to.equal(sandboxUrl);
    await waitUntil(() => page.album.shadowRoot && parts(page.album, 'item').length, 'widget never loaded');
    const made = parsed(page.snippet());
    expect(attributes(made)).to.deep.equal(attributes(page.album));
    expect(page.snippet()).to.match(/^<script type="module" src="[^"]+ugc-album\.js"><\/script>/);
  });

  it('every field drives the live widget and the snippet', async () => {
    const page = await open();
    page.set('layout', 'carousel');
    expect(page.album.getAttribute('layout')).to.equal('carousel');
    expect(page.snippet()).to.contain('layout="carousel"');

    page.set('locale', 'fr');
    page.set('sort', '{"desc":true,"recency":true}');
    page.set('per-page', '12');
    page.set('no-analytics', true);
    page.set('--ugc-album-columns', '5');
    // Typing applies once it pauses.
    await waitUntil(() => page.album.style.getPropertyValue('--ugc-album-columns') === '5', 'columns never applied');
    expect(page.album.getAttribute('locale')).to.equal('fr');
    expect(page.album.getAttribute('sort')).to.equal('{"desc":true,"recency":true}');
    expect(page.album.getAttribute('per-page')).to.equal('12');
    expect(page.album.hasAttribute('no-analytics')).to.equal(true);
    // JSON stays readable in single quotes, and the markup parses back to the same attributes.
    expect(page.snippet()).to.contain(`sort='{"desc":true,"recency":true}'`);
    const made = parsed(page.snippet());
    expect(attributes(made)).to.deep.equal(attributes(page.album));
    expect(made.getAttribute('style')).to.equal('--ugc-album-columns: 5');

    // Emptying a field removes the attribute.
    page.set('locale', '');
    await waitUntil(() => !page.album.hasAttribute('locale'), 'locale never removed');
    expect(page.snippet()).not.to.contain('locale=');
  });

  it('sets the strings property and shows how in the snippet', async () => {
    const page = await open();
    page.set('strings', '{"loadMore":"Show me more"}');
    await waitUntil(() => page.album.strings?.loadMore === 'Show me more', 'strings never applied');
    await waitUntil(
      () => page.album.shadowRoot && part(page.album, 'load-more')?.textContent === 'Show me more',
      'button text never changed',
    );
    expect(page.snippet()).to.contain(`document.querySelector('ugc-album').strings = {`);
    expect(page.snippet()).to.contain('"loadMore": "Show me more"');
    // Not JSON: marked invalid, the last good value stays.
    page.set('strings', '{oops');
    await waitUntil(() => page.doc.querySelector('#strings')!.getAttribute('aria-invalid') === 'true');
    expect(page.album.strings?.loadMore).to.equal('Show me more');
  });

  it('Copy copies the snippet (or selects it when the clipboard is not allowed) and says so', async () => {
    const page = await open();
    page.doc.querySelector<HTMLButtonElement>('[data-copy]')!.click();
    await waitUntil(() => page.doc.querySelector('[data-copy-status]')!.textContent, 'no copy feedback');
    const status = page.doc.querySelector('[data-copy-status]')!.textContent!;
    if (status.startsWith('Selected')) expect(page.win.getSelection()!.toString()).to.equal(page.snippet());
    else expect(status).to.equal('Copied to the clipboard.');
  });

  it('on a 375 px phone, the header links ("Demo shop", "Recipes") are shown inside the page', async () => {
    const { doc, win } = await open(375);
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('.site-header nav a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Demo shop', 'Recipes']);
    for (const a of links) {
      const box = a.getBoundingClientRect();
      expect(box.width, a.textContent!).to.be.above(0);
      expect(box.right, a.textContent!).to.be.at.most(win.innerWidth);
    }
  });
});
