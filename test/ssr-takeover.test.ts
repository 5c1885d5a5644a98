import { expect } from '@open-wc/testing';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { openDetail } from './support/host-page.js';
import { dialogOf, part, parts } from './support/parts.js';
import { uniqueKey } from './support/sandbox.js';
import { waitUntil } from './support/wait.js';
import {
  addBundle,
  boxInViewport,
  differentPixels,
  imagesShown,
  removeServedPages,
  screenshot,
  servedHtml,
  servedPage,
  serviceRequests,
} from './support/served-page.js';
import type { ServedPage } from './support/served-page.js';

// Issue 28: a gallery rendered on the merchant's server (`ugc-album/ssr`, the built entry through
// the runner's `/__ssr`, against the sandbox over HTTP) and taken over by the built bundle in the
// browser: no request for what the server sent, nothing moves, nothing changes on screen, focus and
// scroll kept, the same events and analytics as a gallery rendered in the browser; a served root for
// another configuration is rendered anew. With scripts off, the served HTML is the gallery.

const MAIN = 1001;
const served = (extra: Record<string, string | number> = {}) => ({
  'album-id': MAIN,
  'api-key': uniqueKey('ssr'),
  'base-url': '{sandbox}',
  'per-page': 4,
  ...extra,
});

/** Where the element and each tile are on the page. */
const boxes = (el: UgcAlbumElement) =>
  [el, ...parts(el, 'item'), part(el, 'count')!, part(el, 'load-more')!].map((e) => {
    const r = e.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].join(' ');
  });

/** What the page recorded as it happened: `ugc-load` details and analytics bodies. */
function listen(page: ServedPage) {
  const loads: unknown[] = [];
  const analytics: { name: string; body: unknown }[] = [];
  page.doc.addEventListener('ugc-load', (e) => loads.push((e as CustomEvent).detail));
  page.doc.addEventListener('ugc-analytics', (e) => analytics.push((e as CustomEvent).detail));
  return { loads, analytics };
}

const finished = (el: UgcAlbumElement) => parts(el, 'item').every((tile) => tile.classList.contains('finished'));

afterEach(removeServedPages);

describe('<ugc-album> served by ugc-album/ssr, taken over by the bundle', () => {
  it('adopts the served page: no request, no shift, the same pixels, focus and scroll kept', async () => {
    const html = await servedHtml(served());
    const page = await servedPage(`${html}<div style="height: 2000px"></div>`);
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    await imagesShown(el.shadowRoot!);
    const tiles = parts(el, 'item');
    expect(tiles).to.have.length(4);
    tiles[1]!.focus();
    page.win.scrollTo(0, 40);
    const where = boxes(el);
    const before = await screenshot();
    const { loads } = listen(page);

    await addBundle(page);
    await waitUntil(() => loads.length === 1 && finished(el), 'the takeover did not finish');
    await imagesShown(el.shadowRoot!);
    const after = await screenshot();

    expect(serviceRequests(page), 'requests for what the server sent').to.deep.equal([]);
    expect(page.win.__host.warnings).to.deep.equal([]);
    expect(parts(el, 'item').every((tile, i) => tile === tiles[i]), 'the served tiles, not new ones').to.equal(true);
    expect(boxes(el)).to.deep.equal(where);
    expect(el.shadowRoot!.activeElement).to.equal(tiles[1]);
    expect(page.win.scrollY).to.equal(40);
    expect(differentPixels(before, after, boxInViewport(page, el)), 'pixels changed by the takeover').to.equal(0);
    expect(loads[0]).to.include({ page: 1, hasNext: true, albumId: MAIN });
    expect((loads[0] as { items: unknown[] }).items).to.have.length(4);
    expect(page.win.__host.errors).to.deep.equal([]);
    expect(page.win.__host.warnings).to.deep.equal([]);
  });

  it('sends the same ugc-load and openedWidget/widgetVisible bodies as a gallery rendered in the browser', async () => {
    const attributes = served({ 'analytics-url': '{sandbox}' });
    const html = await servedHtml(attributes);
    const page = await servedPage(html);
    const { loads, analytics } = listen(page);
    await addBundle(page);
    await waitUntil(() => analytics.length >= 2, 'no openedWidget and widgetVisible');

    const bare = html.replace(/<template[^]*<\/template>/, '');
    const client = await servedPage(bare);
    const other = listen(client);
    await addBundle(client);
    await waitUntil(() => other.analytics.length >= 2, 'no openedWidget and widgetVisible (browser-rendered)');
    expect(serviceRequests(client).length, 'the browser-rendered one asks').to.be.greaterThan(0);

    expect(JSON.parse(JSON.stringify(loads))).to.deep.equal(JSON.parse(JSON.stringify(other.loads)));
    expect(analytics.map((a) => a.name)).to.deep.equal(['openedWidget', 'widgetVisible']);
    expect(analytics).to.deep.equal(other.analytics);
  });

  it('works on from there: "Load more", the detail view, reload()', async () => {
    const page = await servedPage(await servedHtml(served()));
    const { loads } = listen(page);
    await addBundle(page);
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    await waitUntil(() => loads.length === 1, 'no ugc-load');
    part(el, 'load-more')!.click();
    await waitUntil(() => parts(el, 'item').length === 8, '"Load more" did not append a page');
    expect(serviceRequests(page).filter((u) => u.includes('page=2'))).to.have.length(1);
    await openDetail(el, 1);
    part(el, 'lightbox-close')!.click();
    await waitUntil(() => !dialogOf(el)?.open, 'the detail view did not close');
    // `reload()` asks the service: the served page is not shown again.
    await el.reload();
    expect(serviceRequests(page).filter((u) => /[?&]page=1\b/.test(u))).to.have.length(1);
    expect(parts(el, 'item')).to.have.length(4);
    expect(page.win.__host.errors).to.deep.equal([]);
  });

  it('is taken over by the classic script too', async () => {
    const page = await servedPage(await servedHtml(served()));
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    const tiles = parts(el, 'item');
    const { loads } = listen(page);
    await addBundle(page, 'classic');
    await waitUntil(() => loads.length === 1, 'no ugc-load');
    expect(parts(el, 'item').every((tile, i) => tile === tiles[i]), 'the served tiles, not new ones').to.equal(true);
    expect(serviceRequests(page)).to.deep.equal([]);
  });

  it('takes over a gallery served in French (the locale attribute), its language chunk and all', async () => {
    const page = await servedPage(await servedHtml(served({ locale: 'fr' })), { html: 'lang="fr"' });
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    const tiles = parts(el, 'item');
    const { loads } = listen(page);
    await addBundle(page);
    await waitUntil(() => loads.length === 1 && finished(el), 'the takeover did not finish');
    expect(parts(el, 'item').every((tile, i) => tile === tiles[i]), 'the served tiles, not new ones').to.equal(true);
    expect(part(el, 'load-more')!.textContent).to.equal('Afficher plus');
    expect(part(el, 'count')!.textContent).to.equal('300 publications');
    expect(serviceRequests(page)).to.deep.equal([]);
    expect(page.win.__host.warnings).to.deep.equal([]);
  });

  it('takes over a served carousel: its buttons come with their chunk, in the row held for them', async () => {
    const page = await servedPage(await servedHtml(served({ layout: 'carousel' })));
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    const tiles = parts(el, 'item');
    const grid = part(el, 'grid')!.getBoundingClientRect();
    const { loads } = listen(page);
    await addBundle(page);
    await waitUntil(() => loads.length === 1 && part(el, 'carousel-next'), 'no carousel buttons');
    expect(parts(el, 'item').every((tile, i) => tile === tiles[i]), 'the served tiles, not new ones').to.equal(true);
    expect(part(el, 'grid')!.getBoundingClientRect().top).to.equal(grid.top);
    expect(serviceRequests(page)).to.deep.equal([]);
    expect(page.win.__host.warnings).to.deep.equal([]);
  });

  it('waits while the element says defer-hydration (Lit’s convention), then takes over', async () => {
    const html = (await servedHtml(served())).replace('<ugc-album ', '<ugc-album defer-hydration ');
    const page = await servedPage(html);
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    const tiles = parts(el, 'item');
    const { loads } = listen(page);
    await addBundle(page);
    await new Promise((r) => setTimeout(r, 300));
    expect(loads, 'nothing loaded while deferred').to.have.length(0);
    el.removeAttribute('defer-hydration');
    await waitUntil(() => loads.length === 1, 'no ugc-load');
    expect(parts(el, 'item').every((tile, i) => tile === tiles[i]), 'the served tiles, not new ones').to.equal(true);
    expect(serviceRequests(page)).to.deep.equal([]);
    expect(page.win.__host.warnings).to.deep.equal([]);
  });

  it('renders anew, never shows as wrong, a root served for another configuration', async () => {
    // A stale cache, an attribute changed since: the element says per-page 5, the root shows 4.
    const html = (await servedHtml(served())).replace(' per-page="4"', ' per-page="5"');
    const page = await servedPage(html);
    const { loads } = listen(page);
    await addBundle(page);
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    await waitUntil(() => loads.length === 1, 'no ugc-load');
    expect(parts(el, 'item')).to.have.length(5);
    expect(serviceRequests(page).some((u) => u.includes('per_page=5'))).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('style, [part="grid"]').length).to.be.at.most(2);
    expect(page.win.__host.errors).to.deep.equal([]);
  });

  it('renders anew, once, a root whose markers were lost on the way (a minifier stripping comments)', async () => {
    const html = (await servedHtml(served())).replace(/<!--[^]*?-->/g, '');
    const page = await servedPage(html);
    const { loads } = listen(page);
    await addBundle(page);
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    await waitUntil(() => loads.length === 1, 'no ugc-load');
    expect(parts(el, 'item'), 'one gallery, not the served one and a new one').to.have.length(4);
    expect(parts(el, 'grid')).to.have.length(1);
    expect(page.win.__host.errors).to.deep.equal([]);
  });

  it('renders anew in the page’s language when the server rendered another', async () => {
    const page = await servedPage(await servedHtml(served()), { html: 'lang="fr"' });
    const { loads } = listen(page);
    await addBundle(page);
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    await waitUntil(() => loads.length === 1 && /Afficher/.test(part(el, 'load-more')!.textContent!), 'not in French');
    expect(page.win.__host.errors).to.deep.equal([]);
  });

  it('without its takeover chunk (offline), renders anew, with one warning', async () => {
    const page = await servedPage(await servedHtml(served()));
    const { loads } = listen(page);
    await addBundle(page, 'module', 'takeover');
    const el = page.doc.querySelector('ugc-album') as UgcAlbumElement;
    await waitUntil(() => loads.length === 1, 'no ugc-load');
    expect(parts(el, 'item')).to.have.length(4);
    expect(page.win.__host.warnings.filter((w) => w.includes('ugc-album-takeover.js'))).to.have.length(1);
    expect(page.win.__host.errors).to.deep.equal([]);
  });
});

describe('<ugc-album> served by ugc-album/ssr, with scripts off', () => {
  it('shows the first page: images, names, count, layout and theme, with no script at all', async () => {
    const html = await servedHtml(served({ 'per-page': 6 }));
    const page = await servedPage(`<style>ugc-album { --ugc-album-color: rgb(10, 20, 30); --ugc-album-gap: 12px }</style>${html}`);
    const el = page.doc.querySelector('ugc-album')!;
    expect(page.win.customElements.get('ugc-album')).to.equal(undefined);
    const root = el.shadowRoot!;
    await imagesShown(root);
    const tiles = [...root.querySelectorAll<HTMLElement>('[part~="item"]')];
    expect(tiles).to.have.length(6);
    for (const tile of tiles) {
      expect(tile.getAttribute('aria-label')).to.match(/\w/);
      const box = tile.getBoundingClientRect();
      expect(box.width).to.be.greaterThan(100);
      expect(box.width).to.equal(box.height);
    }
    // A grid: tiles side by side, the theme's gap between them.
    const [a, b] = tiles.map((t) => t.parentElement!.getBoundingClientRect());
    expect(b!.left - a!.right).to.equal(12);
    expect(b!.top).to.equal(a!.top);
    expect(root.querySelector('[part="count"]')!.textContent).to.equal('300 posts');
    expect(getComputedStyle(root.querySelector('[part="count"]')!).color).to.equal('rgb(10, 20, 30)');
    expect(root.querySelector('.tile-name')!.textContent).to.match(/\w/);
  });
});
