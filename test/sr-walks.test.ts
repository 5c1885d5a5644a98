// What a screen-reader user hears, as tests (issue 27 item 9): Chromium's accessibility tree, shadow
// roots included, walked in reading order (test/support/ax.ts), asserted as the words read, in order,
// for the grid, "Load more", the detail view with markers and a sale, stepping and the error states.
// (`@guidepup/virtual-screen-reader` does not read shadow DOM; the browser's own tree does.)
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from './support/wait.js';
import { clearContentCache } from '../src/client/content-client.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { axWalk, between } from './support/ax.js';
import { engine, itWhere, axTreeAccess } from './support/engine.js';
import { albumAttrs, counted, mount, mountLoaded, part, parts, uniqueKey, unknownKey } from './support/album.js';

const REAL = 1007;
const tileNames = (el: UgcAlbumElement) => parts(el, 'item').map((t) => `button "${t.getAttribute('aria-label')}"`);

async function openOn(el: UgcAlbumElement, index: number): Promise<HTMLDialogElement> {
  parts(el, 'item')[index]!.click();
  await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'the detail view never opened');
  return part<HTMLDialogElement>(el, 'lightbox')!;
}

async function closeView(el: UgcAlbumElement): Promise<void> {
  part<HTMLDialogElement>(el, 'lightbox')!.close();
  await waitUntil(() => !part(el, 'lightbox'), 'the detail view never closed');
}

const failing = (attrs: Record<string, string | number | boolean>) =>
  new Promise<UgcAlbumElement>((resolve) => {
    void mount(albumAttrs({ eager: true, ...attrs }), (e) => e.addEventListener('ugc-error', () => resolve(e), { once: true }));
  }).then(async (el) => (await el.updateComplete, el));

describe('<ugc-album> screen-reader walks (accessibility tree)', () => {
  beforeEach(() => clearContentCache());

  itWhere(engine.axTree, axTreeAccess, 'the grid: the count, a list of 12 named photos, "Load more", and the end of the load', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': REAL, 'per-page': 12, eager: true }));
    await counted(el);
    await waitUntil(() => /12 posts shown/.test(el.shadowRoot!.textContent!), 'the end of the load was never announced');
    let heard: string[] = [];
    await waitUntil(async () => (heard = await axWalk(el)).includes('12 posts shown'), 'the tree never had the announcement');
    expect(heard).to.deep.equal(['37 posts', 'list (12 items)', ...tileNames(el), 'status', 'button "Load more"', '12 posts shown']);
    // Hashtags alone are no name: read aloud they are "number sign hiking number sign outdoors".
    expect(heard.filter((l) => l.includes('#'))).to.deep.equal([]);
    expect(heard.filter((l) => /^button "Video by noor\.explores, \w{3} \d+, \d{4}"$/.test(l))).to.have.length(1);
  });

  itWhere(engine.axTree, axTreeAccess, '"Load more": 24 photos, and what came', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': REAL, 'per-page': 12, eager: true }));
    await counted(el);
    part(el, 'load-more')!.click();
    await waitUntil(() => parts(el, 'item').length === 24, 'the next page never rendered');
    await waitUntil(() => /12 more posts loaded, 24 shown/.test(el.shadowRoot!.textContent!), 'never announced');
    // The browser updates its accessibility tree after the DOM: walked until it has the new page.
    let heard: string[] = [];
    // Tiles below the fold (content-visibility) reach the tree a moment later.
    const names = tileNames(el);
    await waitUntil(async () => {
      heard = await axWalk(el);
      return names.every((n) => heard.includes(n));
    }, 'the tree never had the 24 tiles');
    expect(heard).to.deep.equal(['37 posts', 'list (24 items)', ...tileNames(el), 'status', 'button "Load more"', '12 more posts loaded, 24 shown']);
  });

  itWhere(engine.axTree, axTreeAccess, 'the detail view with markers and a sale: what it shows, then the markers by number, the post, the products with their prices', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': REAL, 'per-page': 30, eager: true }));
    await counted(el);
    // A photo with markers and a product on sale now (demo/sandbox/README.md, "Real shapes").
    let heard: string[] = [];
    let index = -1;
    for (const [i, tile] of parts(el, 'item').entries()) {
      if (tile.part.contains('video')) continue;
      const d = await openOn(el, i);
      if (d.querySelector('[part~="hotspot"]') && d.querySelector('.sale')) {
        index = i;
        heard = await axWalk(el, 'dialog');
        break;
      }
      await closeView(el);
    }
    expect(index, 'an item with markers and a sale').to.be.at.least(0);
    const name = parts(el, 'item')[index]!.getAttribute('aria-label')!;
    const shows = `${name}, Item ${index + 1} of 37`;
    // The dialog is named after what it shows, and where it is.
    expect(heard[0]).to.equal(`dialog "${shows}" modal`);
    expect(heard[1]).to.equal(shows);
    expect(heard[2]).to.equal('button "Close"');
    expect(heard[3]).to.match(/^image "/);
    // Markers: their visible number first, then the product (label in name).
    const markers = heard.filter((l) => l.startsWith('link "') && /^link "\d+, /.test(l));
    expect(markers.length).to.be.at.least(1);
    markers.forEach((m, i) => expect(m.startsWith(`link "${i + 1}, `), m).to.equal(true));
    // Then the products, each once as a list entry, the sale price then the regular one as "was".
    const products = between(heard, /^heading "In this post" level 2$/, /^button "Previous"/);
    expect(products[1]).to.match(/^list \(\d items\)$/);
    const sale = products.find((l) => / was /.test(l));
    expect(sale, products.join('\n')).to.match(/^link ".+ \S*\d[\d.,]*\S* was \S*\d[\d.,]*\S*"$/);
    expect(heard.slice(-3)).to.deep.equal(['button "Previous"', `Item ${index + 1} of 37`, 'button "Next"']);
    await closeView(el);
  });

  itWhere(engine.axTree, axTreeAccess, 'stepping with → says what the next item is, not only where', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': REAL, 'per-page': 12, eager: true }));
    await counted(el);
    await openOn(el, 1);
    await sendKeys({ press: 'ArrowRight' });
    const name = parts(el, 'item')[2]!.getAttribute('aria-label')!;
    const live = el.shadowRoot!.querySelector('dialog [aria-live="polite"]')!;
    await waitUntil(() => live.textContent === `${name}, Item 3 of 37`, `announced: ${live.textContent}`);
    const heard = await axWalk(el, 'dialog');
    expect(heard.slice(0, 2)).to.deep.equal([`dialog "${name}, Item 3 of 37" modal`, `${name}, Item 3 of 37`]);
    await closeView(el);
  });

  itWhere(engine.axTree, axTreeAccess, 'a failure that can be retried: the message alone in the status, then Retry', async () => {
    const el = await failing({ 'album-id': 1002, 'api-key': uniqueKey('k-fault-500-times3') });
    await waitUntil(() => part(el, 'retry'), 'no Retry');
    const heard = await axWalk(el);
    expect(heard).to.deep.equal(['status', 'The gallery service is having trouble. Please try again.', 'button "Retry"']);
    // The status region reads its whole content when it changes: Retry is not part of it.
    expect(part(el, 'retry')!.closest('[role="status"]') === null, 'Retry is outside the status region').to.equal(true);
  });

  itWhere(engine.axTree, axTreeAccess, 'a failure that cannot be retried: the message, and no button', async () => {
    const el = await failing({ 'album-id': 1002, 'api-key': unknownKey() });
    const heard = await axWalk(el);
    expect(heard).to.deep.equal(['status', "This gallery's API key was refused."]);
  });
});
