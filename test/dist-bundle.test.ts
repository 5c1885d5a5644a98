// dist/ugc-album.js in frames of its own, as a merchant's page loads it. The behaviours of the
// element on this bundle are the test files of test/on-dist/ (test/support/build.ts); here, what only a
// page of its own shows: the chunks fetched from beside the bundle, and the README's way of loading
// it. Needs `node scripts/build.js` first (npm test builds).
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { dialogOf, framePage, hostPage, parts, part, RECORDER, removeFramePages, uniqueKey } from './support/host-page.js';
import type { HostWindow } from './support/host-page.js';
import { sandboxUrl } from './support/sandbox.js';

const errorsOf = (win: Window) => (win as HostWindow).__host.errors;

describe('dist/ugc-album.js (the production bundle)', () => {
  afterEach(removeFramePages);

  it('loads the carousel and a locale from beside itself', async () => {
    const { win, albums } = await hostPage({
      body: `<ugc-album eager api-key="${uniqueKey('dist')}" base-url="{sandbox}" analytics-url="{sandbox}" album-id="1002" layout="carousel" locale="fr"></ugc-album>`,
    });
    const el = albums[0]!;
    await waitUntil(() => parts(el, 'item').length === 12, 'the carousel did not render');
    await waitUntil(() => part(el, 'carousel-next'), 'the carousel controls did not arrive');
    // The French strings chunk: the detail view speaks French.
    parts(el, 'item')[0]!.click();
    await waitUntil(() => dialogOf(el)?.open, 'the detail view did not open');
    await waitUntil(() => /Élément 1 sur 12/.test(dialogOf(el)!.outerHTML), 'not in French');
    expect(errorsOf(win)).to.deep.equal([]);
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
      `<!doctype html><html lang="en"><head>${RECORDER}
      <script>addEventListener('load', () => { window.__loadedAt = performance.now(); });</script>
      ${await snippet(src)}</head><body>${widget(uniqueKey('dist'))}</body></html>`,
    );
    const el = win.document.querySelector('ugc-album')!;
    await waitUntil(() => win.customElements.get('ugc-album'), 'the bundle did not define <ugc-album>');
    await waitUntil(() => parts(el, 'item').length === 5, 'the widget did not render');
    const fetched = win.performance.getEntriesByType('resource').find((e) => e.name.endsWith(src));
    const loadedAt = (win as unknown as { __loadedAt: number }).__loadedAt;
    expect(fetched, 'no resource timing for the bundle').to.not.equal(undefined);
    expect(loadedAt, 'the page\'s load event').to.be.a('number');
    expect(fetched!.startTime, 'asked for before the page had loaded').to.be.at.least(loadedAt);
    expect(errorsOf(win)).to.deep.equal([]);
  });

  it('fetches it at once when added after the page has loaded (as a tag manager does)', async () => {
    const win = await framePage(`<!doctype html><html lang="en"><head>${RECORDER}</head><body>${widget(uniqueKey('dist'))}</body></html>`);
    expect(win.document.readyState).to.equal('complete');
    // A fragment made by a range runs its scripts when inserted, as a tag manager's do.
    win.document.head.append(win.document.createRange().createContextualFragment(await snippet(freshBundle())));
    const el = win.document.querySelector('ugc-album')!;
    await waitUntil(() => win.customElements.get('ugc-album'), 'the bundle did not define <ugc-album>');
    await waitUntil(() => parts(el, 'item').length === 5, 'the widget did not render');
    expect(errorsOf(win)).to.deep.equal([]);
  });

  it('a bundle that cannot load is a console error, never an uncaught one', async () => {
    // Port 9 refuses the connection: the import fails at once.
    const win = await framePage(
      `<!doctype html><html lang="en"><head>${RECORDER}
      <script>window.__logged = []; console.error = (...args) => __logged.push(String(args[0]));</script>
      ${await snippet('http://127.0.0.1:9/ugc-album.js')}</head><body>${widget(uniqueKey('dist'))}</body></html>`,
    );
    const logged = () => (win as unknown as { __logged: string[] }).__logged;
    await waitUntil(() => logged().length > 0, 'the failed load was not logged');
    expect(errorsOf(win)).to.deep.equal([]);
    expect(win.customElements.get('ugc-album')).to.equal(undefined);
  });
});
