// The built dist/ugc-album.js, as a merchant's page loads it, against the sandbox: the other browser
// tests run the sources, so this is what proves the production bundle (production Lit, the
// build-time trims of scripts/bundle-plugins.js, and the chunks fetched from beside it: analytics,
// detail view, carousel, locale, failure messages) behaves the same. Needs `node scripts/build.js`
// first (npm test builds).
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { ERROR_WATCH, framePage, removeFramePages } from './support/frame-page.js';
import type { WatchedWindow } from './support/frame-page.js';
import { sandboxUrl } from './support/sandbox.js';

/** A fresh page with the bundle and one widget with `attributes`. */
async function page(apiKey: string, attributes: string): Promise<UgcAlbumElement> {
  const win = await framePage(
    `<!doctype html><html lang="en"><head>${ERROR_WATCH}<script type="module" src="/dist/ugc-album.js"></script></head><body>
    <ugc-album eager api-key="${apiKey}" base-url="${sandboxUrl}" analytics-url="${sandboxUrl}" ${attributes}></ugc-album>
    </body></html>`,
    800,
    700,
  );
  const el = win.document.querySelector('ugc-album') as UgcAlbumElement;
  await waitUntil(() => win.customElements.get('ugc-album'), 'the bundle did not define <ugc-album>');
  return el;
}

const errorsOf = (el: Element) => (el.ownerDocument.defaultView as unknown as WatchedWindow).__errors;
const part = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const all = (el: Element, name: string) => el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`);
const key = () => `test-dist-${Math.random().toString(36).slice(2, 10)}`;

async function collected(apiKey: string): Promise<string[]> {
  const response = await fetch(`${sandboxUrl}/__events?api_key=${apiKey}`);
  return ((await response.json()) as { data: { name: string }[] }).data.map((e) => e.name);
}

describe('dist/ugc-album.js (the production bundle)', () => {
  afterEach(removeFramePages);

  it('renders, pages, opens and closes the detail view, and sends the engagement events', async () => {
    const apiKey = key();
    const el = await page(apiKey, 'album-id="1002" per-page="5"');
    await waitUntil(() => all(el, 'item').length === 5, 'the first page did not render', { timeout: 8000 });
    await waitUntil(() => part(el, 'count')?.textContent?.includes('12'), 'no count');

    part(el, 'load-more')!.click();
    await waitUntil(() => all(el, 'item').length === 10, '"load more" did not append a page', { timeout: 8000 });

    const first = all(el, 'item')[0];
    first.click();
    await waitUntil(() => el.shadowRoot!.querySelector('dialog')?.open, 'the detail view did not open', { timeout: 8000 });
    expect(el.shadowRoot!.querySelector('dialog')!.outerHTML).to.match(/Item 1 of 12/);

    part(el, 'lightbox-close')!.click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog')?.open, 'the detail view did not close');
    await waitUntil(() => el.shadowRoot!.activeElement === first, 'focus did not return to the tile');

    await waitUntil(
      async () => {
        const names = await collected(apiKey);
        return ['openedWidget', 'loadMore', 'openedLightbox'].every((n) => names.includes(n));
      },
      'the collector did not receive openedWidget, loadMore and openedLightbox',
      { timeout: 8000 },
    );
    expect(errorsOf(el)).to.deep.equal([]);
  });

  it('loads the carousel and a locale from beside itself', async () => {
    const el = await page(key(), 'album-id="1002" layout="carousel" locale="fr"');
    await waitUntil(() => all(el, 'item').length === 12, 'the carousel did not render', { timeout: 8000 });
    await waitUntil(() => part(el, 'carousel-next'), 'the carousel controls did not arrive');
    // The French strings chunk: the detail view speaks French.
    all(el, 'item')[0].click();
    await waitUntil(() => el.shadowRoot!.querySelector('dialog')?.open, 'the detail view did not open', { timeout: 8000 });
    await waitUntil(() => /Élément 1 sur 12/.test(el.shadowRoot!.querySelector('dialog')!.outerHTML), 'not in French');
    expect(errorsOf(el)).to.deep.equal([]);
  });

  it('shows a readable message for an unknown album', async () => {
    const el = await page(key(), 'album-id="424242"');
    await waitUntil(
      () => part(el, 'status')?.textContent?.includes('This album could not be found.'),
      'no readable 404 message',
      { timeout: 8000 },
    );
    expect(part(el, 'retry') === null, 'no Retry: trying again cannot find it').to.equal(true);
    expect(errorsOf(el)).to.deep.equal([]);
  });
});

describe('the "Let your own photos go first" snippet of docs/performance.md, with the bundle', () => {
  afterEach(removeFramePages);

  const SNIPPET_SCRIPT = 'https://cdn.example.com/ugc-album/dist/ugc-album.js';
  /** The snippet as docs/performance.md prints it, loading `src` instead of the CDN's address. */
  async function snippet(src: string): Promise<string> {
    const page = await (await fetch('/docs/performance.md')).text();
    const html = /<!-- after-load snippet -->\s*```html\n([\s\S]*?)```/.exec(page)?.[1] ?? '';
    expect(html, 'docs/performance.md has no after-load snippet loading the CDN address').to.include(SNIPPET_SCRIPT);
    return html.replace(SNIPPET_SCRIPT, src);
  }
  // A fresh address for each page: fetched over the network (never from a cache), so its resource
  // timing says when it was asked for. Its chunks are still fetched from beside it. Absolute, as the
  // snippet's is (WebKit resolves a frame's `import('/…')` against about:srcdoc).
  const freshBundle = () => `${location.origin}/dist/ugc-album.js?fresh=${Math.random().toString(36).slice(2)}`;
  const widget = (apiKey: string) =>
    `<ugc-album eager api-key="${apiKey}" base-url="${sandboxUrl}" analytics-url="${sandboxUrl}" album-id="1002" per-page="5"></ugc-album>`;

  it('fetches the bundle once the page has loaded, and the widget then renders', async () => {
    const src = freshBundle();
    const win = await framePage(
      `<!doctype html><html lang="en"><head>${ERROR_WATCH}
      <script>addEventListener('load', () => { window.__loadedAt = performance.now(); });</script>
      ${await snippet(src)}</head><body>${widget(key())}</body></html>`,
    );
    const el = win.document.querySelector('ugc-album')!;
    await waitUntil(() => win.customElements.get('ugc-album'), 'the bundle did not define <ugc-album>', { timeout: 8000 });
    await waitUntil(() => all(el, 'item').length === 5, 'the widget did not render', { timeout: 8000 });
    const fetched = win.performance.getEntriesByType('resource').find((e) => e.name.endsWith(src));
    const loadedAt = (win as unknown as { __loadedAt: number }).__loadedAt;
    expect(fetched, 'no resource timing for the bundle').to.not.equal(undefined);
    expect(loadedAt, 'the page\'s load event').to.be.a('number');
    expect(fetched!.startTime, 'asked for before the page had loaded').to.be.at.least(loadedAt);
    expect(errorsOf(el)).to.deep.equal([]);
  });

  it('fetches it at once when added after the page has loaded (as a tag manager does)', async () => {
    const win = await framePage(`<!doctype html><html lang="en"><head>${ERROR_WATCH}</head><body>${widget(key())}</body></html>`);
    expect(win.document.readyState).to.equal('complete');
    // A fragment made by a range runs its scripts when inserted, as a tag manager's do.
    win.document.head.append(win.document.createRange().createContextualFragment(await snippet(freshBundle())));
    const el = win.document.querySelector('ugc-album')!;
    await waitUntil(() => win.customElements.get('ugc-album'), 'the bundle did not define <ugc-album>', { timeout: 8000 });
    await waitUntil(() => all(el, 'item').length === 5, 'the widget did not render', { timeout: 8000 });
    expect(errorsOf(el)).to.deep.equal([]);
  });

  it('a bundle that cannot load is a console error, never an uncaught one', async () => {
    // Port 9 refuses the connection: the import fails at once.
    const win = await framePage(
      `<!doctype html><html lang="en"><head>${ERROR_WATCH}
      <script>window.__logged = []; console.error = (...args) => __logged.push(String(args[0]));</script>
      ${await snippet('http://127.0.0.1:9/ugc-album.js')}</head><body>${widget(key())}</body></html>`,
    );
    const logged = () => (win as unknown as { __logged: string[] }).__logged;
    await waitUntil(() => logged().length > 0, 'the failed load was not logged', { timeout: 8000 });
    expect((win as unknown as WatchedWindow).__errors).to.deep.equal([]);
    expect(win.customElements.get('ugc-album')).to.equal(undefined);
  });
});
