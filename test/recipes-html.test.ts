// The plain-HTML recipes (demo/recipes/html/*.html) with the built bundles: each page runs in a
// frame of its own (a fresh window, custom element registry and module map), pointed at the sandbox.
// Needs `node scripts/build.js` first (npm test builds); the test server serves the repository root.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import * as api from '../src/index.js';
import type { UgcAlbumEventMap } from '../src/element/events.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { framePage, parts, RECORDER, removeFramePages } from './support/host-page.js';
import type { HostWindow } from './support/host-page.js';
import { sandboxUrl, uniqueKey } from './support/sandbox.js';

const DEMO_SANDBOX = 'http://127.0.0.1:8787';
const MODULE = '/dist/ugc-album.js';
const CLASSIC = '/dist/ugc-album.iife.js';

type PublicApi = typeof api;

interface RecipeWindow extends Omit<HostWindow, 'UgcAlbum'> {
  customElements: CustomElementRegistry;
  UgcAlbum?: PublicApi;
  dataLayer?: { event: string; ugc: Record<string, unknown> }[];
  /** Every `ugc-*` event that reached the frame's document. */
  __events: Event[];
}

/** Runs first in every frame: what the test watches. */
const WATCH = `${RECORDER}<script>
  window.__events = [];
  for (const type of ['ugc-load', 'ugc-error', 'ugc-analytics']) document.addEventListener(type, (e) => __events.push(e));
</script>`;

const recipe = async (name: string) => {
  const response = await fetch(`/demo/recipes/html/${name}`);
  expect(response.ok, `demo/recipes/html/${name}`).to.equal(true);
  return response.text();
};

/** The page with its sandbox address and API key replaced, and `extra` markup before `</body>`. */
const pointed = (html: string, apiKey: string, extra = '') =>
  html
    .replaceAll(DEMO_SANDBOX, sandboxUrl)
    .replaceAll('demo-public-key', apiKey)
    .replace('<head>', `<head>${WATCH}`)
    .replace('</body>', `${extra}</body>`);

/** Loads a page into a new frame; resolves after its scripts have run (the frame's load event). */
const open = (html: string) => framePage<RecipeWindow>(html);

const albumIn = (win: RecipeWindow) => win.document.querySelector('ugc-album') as UgcAlbumElement;
const tiles = (el: Element) => (el.shadowRoot ? parts(el, 'item').length : 0);

/** Waits for the first page; returns its `ugc-load`. */
async function loaded(win: RecipeWindow): Promise<UgcAlbumEventMap['ugc-load']> {
  const load = () => win.__events.find((e) => e.type === 'ugc-load') as UgcAlbumEventMap['ugc-load'] | undefined;
  await waitUntil(load, 'the gallery never rendered a page');
  return load()!;
}

/** Engagement events the sandbox's collector received for this key. */
async function collected(apiKey: string): Promise<string[]> {
  const response = await fetch(`${sandboxUrl}/__events?api_key=${encodeURIComponent(apiKey)}`);
  const { data } = (await response.json()) as { data: { name: string }[] };
  return data.map((e) => e.name);
}

/** The frame had no uncaught error and the widget reported none. */
function expectClean(win: RecipeWindow) {
  expect(win.__host.errors, 'uncaught errors').to.deep.equal([]);
  expect(win.__events.filter((e) => e.type === 'ugc-error').map((e) => (e as CustomEvent).detail.error.message)).to.deep.equal([]);
}

describe('plain HTML recipes (built bundles)', () => {
  before(async () => {
    for (const file of [MODULE, CLASSIC]) {
      const response = await fetch(file, { method: 'HEAD' });
      if (!response.ok) throw new Error(`${file} is missing: run \`node scripts/build.js\` first`);
    }
  });

  afterEach(removeFramePages);

  it('module recipe: the ES module defines <ugc-album>, which renders the album', async () => {
    const apiKey = uniqueKey('recipe-html');
    const win = await open(pointed(await recipe('module.html'), apiKey));
    await waitUntil(() => win.customElements.get('ugc-album'), `${MODULE} loaded but never defined <ugc-album>`);

    const load = await loaded(win);
    expect(load.detail).to.include({ page: 1, albumId: 1001 });
    expect(tiles(albumIn(win))).to.equal(30);
    expect(albumIn(win)).to.be.instanceOf(win.customElements.get('ugc-album')!);
    expectClean(win);
  });

  it("module recipe: the page's listener forwards engagement events to its data layer", async () => {
    const apiKey = uniqueKey('recipe-html');
    const win = await open(pointed(await recipe('module.html'), apiKey));
    await waitUntil(
      () => win.dataLayer?.some((e) => e.event === 'ugc_openedWidget'),
      'openedWidget never reached the data layer',
    );
    const opened = win.dataLayer!.find((e) => e.event === 'ugc_openedWidget')!;
    expect(opened.ugc).to.include({ API_KEY: apiKey, album_id: 1001 });
    await waitUntil(async () => (await collected(apiKey)).includes('openedWidget'), 'the collector got nothing');
    expectClean(win);
  });

  it('classic recipe: a classic script defines the element and exposes window.UgcAlbum', async () => {
    const apiKey = uniqueKey('recipe-html');
    const win = await open(pointed(await recipe('classic.html'), apiKey));
    // A deferred classic script runs before the page's load event.
    const Element = win.customElements.get('ugc-album');
    expect(Element, `<ugc-album> defined by ${CLASSIC}`).to.be.a('function');
    expect(typeof win.UgcAlbum).to.equal('object');
    expect(win.UgcAlbum!.UgcAlbumElement).to.equal(Element);
    // The global is the whole public API of the package entry, nothing more or less.
    expect(Object.keys(win.UgcAlbum!).sort()).to.deep.equal(Object.keys(api).sort());
    for (const name of ['createContentClient', 'createEngagementTracker', 'grantAnalyticsConsent', 'addToCart', 'conversion'] as const) {
      expect(win.UgcAlbum![name], name).to.be.a('function');
    }
    expect(win.UgcAlbum!.getAnalyticsConsent()).to.equal('pending'); // the recipe's <meta>

    await loaded(win);
    expect(tiles(albumIn(win))).to.equal(30);
    expectClean(win);
  });

  it('classic recipe: nothing is sent before consent; accepting sends what was held', async () => {
    const apiKey = uniqueKey('recipe-html');
    const win = await open(pointed(await recipe('classic.html'), apiKey));
    await loaded(win);
    expect(await collected(apiKey)).to.deep.equal([]);
    expect(win.__events.filter((e) => e.type === 'ugc-analytics').map((e) => (e as CustomEvent).detail.name)).to.deep.equal([]);

    win.document.querySelector<HTMLButtonElement>('#accept-analytics')!.click();
    expect(win.UgcAlbum!.getAnalyticsConsent()).to.equal('granted');
    await waitUntil(async () => (await collected(apiKey)).includes('openedWidget'), 'held events were not replayed');
    expect(win.__events.some((e) => e.type === 'ugc-analytics')).to.equal(true);
    expectClean(win);
  });

  it('both bundles on one page, in either order, define the element once and work', async () => {
    const html = pointed(await recipe('classic.html'), uniqueKey('recipe-html'));
    // Classic first (the recipe's script), then the module.
    const classicFirst = await open(html.replace('</body>', `<script type="module" src="${MODULE}"></script></body>`));
    await loaded(classicFirst);
    expect(classicFirst.customElements.get('ugc-album')).to.equal(classicFirst.UgcAlbum!.UgcAlbumElement);
    expect(tiles(albumIn(classicFirst))).to.equal(30);
    expectClean(classicFirst);

    // Module first, then the classic script added later (as a tag manager would).
    const moduleFirst = await open(pointed(await recipe('module.html'), uniqueKey('recipe-html')));
    await loaded(moduleFirst);
    const defined = moduleFirst.customElements.get('ugc-album');
    await addClassic(moduleFirst);
    expect(moduleFirst.customElements.get('ugc-album')).to.equal(defined);
    expect(typeof moduleFirst.UgcAlbum).to.equal('object');
    expect(tiles(albumIn(moduleFirst))).to.equal(30);
    expectClean(moduleFirst);
  });

  it('loading the module twice, even as a second copy from another URL, is harmless', async () => {
    const twice = `<script type="module" src="${MODULE}"></script><script type="module" src="${MODULE}?copy=2"></script>`;
    const win = await open(pointed(await recipe('module.html'), uniqueKey('recipe-html'), twice));
    await loaded(win);
    const defined = win.customElements.get('ugc-album');
    // The second copy is a second module instance with its own class: the first definition stays.
    const copy = (await (win as unknown as { eval(code: string): Promise<PublicApi> }).eval(`import('${MODULE}?copy=2')`)) as PublicApi;
    expect(copy.UgcAlbumElement).to.be.a('function');
    expect(copy.UgcAlbumElement).not.to.equal(defined);
    expect(albumIn(win)).to.be.instanceOf(defined!);
    expect(tiles(albumIn(win))).to.equal(30);

    // And the classic bundle, twice, on top.
    await addClassic(win);
    await addClassic(win);
    expect(win.customElements.get('ugc-album')).to.equal(defined);
    expectClean(win);
  });
});

function addClassic(win: RecipeWindow): Promise<unknown> {
  const script = win.document.createElement('script');
  script.src = CLASSIC;
  const done = new Promise((resolve, reject) => {
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${CLASSIC} did not load`));
  });
  win.document.body.append(script);
  return done;
}
