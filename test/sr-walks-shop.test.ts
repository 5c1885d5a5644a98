// What a screen-reader user hears in the shopping parts (issue 27 item 9, for issue 29): the story
// viewer opened from a card (its name, its position as it moves, its controls, the product card) and
// the "Add to cart" button in each state (idle, busy, added, failed) with its polite announcement.
// Chromium's accessibility tree, shadow roots included, walked in reading order (test/support/ax.ts);
// the grid and the detail view's walks are in sr-walks.test.ts.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { waitUntil } from './support/wait.js';
import { clearContentCache } from '../src/client/content-client.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import type { UgcAddToCartEvent } from '../src/element/events.js';
import { axWalk, between } from './support/ax.js';
import { engine, itWhere, axTreeAccess } from './support/engine.js';
import { albumAttrs, counted, mountLoaded, part, parts } from './support/album.js';
import { openStory, position } from './support/stories.js';

/** The sandbox's "Stories" album (demo/sandbox/README.md): 14 items, products with SKUs, a sold-out mug. */
const STORIES = 1009;

/** Walks the open dialog until `done` holds (the tree follows the DOM a moment later). */
async function walkUntil(el: UgcAlbumElement, done: (heard: string[]) => boolean, what: string): Promise<string[]> {
  let heard: string[] = [];
  try {
    await waitUntil(async () => done((heard = await axWalk(el, 'dialog'))), what);
  } catch (e) {
    throw new Error(`${what}; heard:\n${heard.join('\n')}`, { cause: e });
  }
  return heard;
}

/** Opens card `index` and pauses it, so that nothing moves on while the tree is walked. */
async function openPaused(el: UgcAlbumElement, index: number): Promise<void> {
  await openStory(el, index);
  part(el, 'story-pause')!.click();
  await waitUntil(() => part(el, 'story-pause')!.getAttribute('aria-label') === 'Play', 'the story never paused');
}

describe('<ugc-album> screen-reader walks: stories and "Add to cart" (accessibility tree)', () => {
  beforeEach(() => clearContentCache());

  itWhere(engine.axTree, axTreeAccess, 'the story viewer from a card: what it shows and where, the submitter, pause, close, the caption, the product card, previous and next', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true, 'add-to-cart': true }));
    await counted(el);
    const card = parts(el, 'item')[1]!;
    const name = card.getAttribute('aria-label')!;
    await openPaused(el, 1);
    const heard = await walkUntil(el, (h) => h.includes('button "Play"'), 'the tree never had the paused story');
    expect(heard).to.deep.equal([
      // The dialog is named after what it shows, then where it is (as the detail view's).
      `dialog "${name}, Item 2 of 14" modal`,
      'image "Cabin evening, boots by the drum"',
      'the_wandering_fox',
      'button "Play"',
      'button "Close"',
      'Item 2 of 14',
      'Cabin evening, boots by the drum',
      // The product card: each product's link, its price, its cart button (named with the product)
      // and the button's status region, empty until something happens.
      'list (2 items)',
      'link "Trail Runner 42"',
      '$129.95',
      'button "Add to cart: Trail Runner 42"',
      'status',
      'link "Lumen 400 Headlamp"',
      'button "Add to cart: Lumen 400 Headlamp"',
      'status',
      'button "Previous"',
      'button "Next"',
    ]);
  });

  itWhere(engine.axTree, axTreeAccess, 'the story viewer on a video: sound on and off by name; the first item cannot go back', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true, 'add-to-cart': true }));
    await counted(el);
    const first = parts(el, 'item')[0]!.getAttribute('aria-label')!;
    await openPaused(el, 0);
    const heard = await walkUntil(el, (h) => h.includes('button "Play"'), 'the tree never had the paused story');
    expect(heard.slice(0, 6)).to.deep.equal([
      `dialog "${first}, Item 1 of 14" modal`,
      'Video "Up to the col before the cloud came in. The shell did its job 🧥"',
      'mara_outdoors',
      'button "Play"',
      'button "Turn sound on"',
      'button "Close"',
    ]);
    expect(heard.slice(-2)).to.deep.equal(['button "Previous" disabled', 'button "Next"']);
    part(el, 'story-sound')!.click();
    await walkUntil(el, (h) => h.includes('button "Turn sound off"'), 'the sound button never said it would turn the sound off');
  });

  itWhere(engine.axTree, axTreeAccess, 'the story viewer\'s product card with a sale: the sale price, then the regular one as "was"; a sold-out product has no cart button', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true, 'add-to-cart': true }));
    await counted(el);
    // Item 4: a jacket on sale (no SKU on this item) and a mug that can be added.
    await openPaused(el, 3);
    const heard = await walkUntil(el, (h) => h.includes('link "Enamel Camp Mug"'), 'the tree never had the products');
    expect(between(heard, /^list \(/, /^button "Previous"/)).to.deep.equal([
      'list (2 items)',
      'link "Ridge Shell Jacket"',
      '$179.00',
      'was $219.00',
      'link "Enamel Camp Mug"',
      '$18.50',
      'button "Add to cart: Enamel Camp Mug"',
      'status',
    ]);
  });

  itWhere(engine.axTree, axTreeAccess, 'stepping through stories: "n of total" announced politely as it moves, the dialog renamed after the new item', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    await counted(el);
    const names = parts(el, 'item').map((c) => c.getAttribute('aria-label')!);
    await openPaused(el, 1);
    const live = part(el, 'story')!.querySelector('[aria-live="polite"]')!;
    for (const [key, n] of [['ArrowRight', 3], ['ArrowRight', 4], ['ArrowLeft', 3]] as const) {
      await sendKeys({ press: key });
      await waitUntil(() => position(el) === `Item ${n} of 14`, `after ${key}: ${position(el)}`);
      expect(live.textContent!.trim()).to.equal(`Item ${n} of 14`);
      const heard = await walkUntil(el, (h) => h.includes(`Item ${n} of 14`) && h[0]!.startsWith('dialog "'), `the tree never moved to ${n}`);
      expect(heard[0]).to.equal(`dialog "${names[n - 1]}, Item ${n} of 14" modal`);
    }
  });

  itWhere(engine.axTree, axTreeAccess, '"Add to cart" in each state: idle, busy (disabled), added (announced), failed (announced, pressable again)', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, 'per-page': 6, eager: true, 'add-to-cart': true }));
    await counted(el);
    parts(el, 'item')[1]!.click();
    await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'the detail view never opened', { timeout: 20000 });
    const runner = /^button "[^"]*Trail Runner 42"/;
    const cartPart = (h: string[]) => between(h, runner, /^(link|button "Previous")/);
    let heard = await walkUntil(el, (h) => h.some((l) => runner.test(l)), 'no cart button');
    expect(cartPart(heard)).to.deep.equal(['button "Add to cart: Trail Runner 42"', 'status']);

    // The shop's cart call: the test settles it.
    let settle!: { resolve: () => void; reject: (e: Error) => void };
    const listener = (e: Event) => (e as UgcAddToCartEvent).waitUntil(new Promise<void>((resolve, reject) => (settle = { resolve, reject })));
    el.addEventListener('ugc-add-to-cart', listener);
    try {
      const press = () => parts(el, 'add-to-cart').find((b) => b.getAttribute('aria-label')!.includes('Trail Runner 42'))!.click();
      press();
      heard = await walkUntil(el, (h) => h.some((l) => l.startsWith('button "Adding')), 'never busy');
      expect(cartPart(heard)).to.deep.equal(['button "Adding…: Trail Runner 42" disabled', 'status']);
      settle.resolve();
      heard = await walkUntil(el, (h) => h.some((l) => l.startsWith('button "Added')), 'never added');
      // "Added" is in the button and, politely, in its status region (read when it changes).
      expect(cartPart(heard)).to.deep.equal(['button "Added: Trail Runner 42"', 'status', 'Added']);
      press();
      await walkUntil(el, (h) => h.some((l) => l.startsWith('button "Adding')), 'never busy again');
      settle.reject(new Error('out of stock'));
      heard = await walkUntil(el, (h) => cartPart(h).length === 3 && h.some((l) => l.startsWith('button "Add to cart')), 'never failed');
      expect(cartPart(heard)).to.deep.equal(['button "Add to cart: Trail Runner 42"', 'status', 'Could not add to the cart. Please try again.']);
      const status = parts(el, 'add-to-cart').find((b) => b.getAttribute('aria-label')!.includes('Trail Runner 42'))!.nextElementSibling!;
      expect(status.getAttribute('role'), 'a status region: announced politely').to.equal('status');
    } finally {
      el.removeEventListener('ugc-add-to-cart', listener);
    }
  });
});
