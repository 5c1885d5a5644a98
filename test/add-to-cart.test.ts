// "Add to cart" (`add-to-cart`, issue 29) in the detail view and the story viewer, against the
// sandbox's "Stories" album (1009) and its analytics collector: the button per product with a SKU,
// `ugc-add-to-cart` and its waitUntil(), the busy, added and failed states (axe in each), the
// `addToCart` conversion event (once, on the widget's visitor id; never when the shop cancels the event),
// and the product link when nobody adds.
import { expect } from '@open-wc/testing';
import { waitUntil } from './support/wait.js';
import { clearContentCache } from '../src/client/content-client.js';
import type { UgcAddToCartEvent } from '../src/element/events.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { albumAttrs, counted, mountLoaded, part, parts, record, sandboxUrl, uniqueKey } from './support/album.js';
import type { Attrs } from './support/album.js';
import { accessible, openStory } from './support/stories.js';

const STORIES = 1009;
const JACKET = 'SKU-RIDGE-SHELL';

interface Sent {
  name: string;
  body: Record<string, unknown>;
}

/** What the collector received for `key` (named `name`), oldest first. */
async function collected(key: string, name?: string): Promise<Sent[]> {
  const res = await fetch(`${sandboxUrl}/__events?api_key=${encodeURIComponent(key)}${name ? `&name=${name}` : ''}`);
  return (await res.json()).data;
}

/** A promise and the functions that settle it: the shop's cart call, as the test decides. */
function deferred() {
  let resolve!: (v?: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** Mounts the album as a grid with `add-to-cart` (and `attrs`), and opens the detail view on `index`. */
async function detail(attrs: Attrs, index = 0): Promise<UgcAlbumElement> {
  const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, 'per-page': 6, eager: true, 'add-to-cart': true, ...attrs }));
  await counted(el);
  parts(el, 'item')[index]!.click();
  await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'the detail view never opened', { timeout: 20000 });
  return el;
}

/** The cart button of the product named `title`. */
const button = (el: UgcAlbumElement, title: string) => parts(el, 'add-to-cart').find((b) => b.getAttribute('aria-label')!.includes(title))!;
const statusOf = (b: HTMLElement) => b.nextElementSibling as HTMLElement;
/** The button's visible text (its name adds the product's, visually hidden). */
const text = (b: HTMLElement) => [...b.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();

describe('<ugc-album add-to-cart>', () => {
  let restore: (() => void) | undefined;
  beforeEach(() => clearContentCache());
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  /** window.open replaced: the URLs it was asked to open. */
  const stubOpen = () => {
    const opened: string[] = [];
    const original = window.open;
    window.open = (url?: string | URL) => (opened.push(String(url)), null);
    restore = () => (window.open = original);
    return opened;
  };

  it('without the attribute there is no button; with it, one per product with a SKU, named with the product', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, 'per-page': 6, eager: true }));
    await counted(el);
    parts(el, 'item')[3]!.click();
    await waitUntil(() => part<HTMLDialogElement>(el, 'lightbox')?.open, 'the detail view never opened');
    expect(parts(el, 'product').length).to.equal(2);
    expect(parts(el, 'add-to-cart')).to.deep.equal([]);
    el.addToCart = true;
    await el.updateComplete;
    // The jacket has no SKU on this item: only the mug can be added.
    const buttons = parts(el, 'add-to-cart');
    expect(buttons.map((b) => [b.tagName, b.getAttribute('type'), b.getAttribute('aria-label')])).to.deep.equal([['BUTTON', 'button', 'Add to cart: Enamel Camp Mug']]);
    await accessible(el);
  });

  it('fires ugc-add-to-cart (bubbling, composed) with the item and the product; busy until the shop’s promise resolves, then "Added", announced; addToCart sent once', async () => {
    const key = uniqueKey('cart');
    const el = await detail({ 'api-key': key, 'analytics-url': sandboxUrl });
    const cart = deferred();
    const seen: UgcAddToCartEvent[] = [];
    const listener = (e: UgcAddToCartEvent) => {
      seen.push(e);
      e.waitUntil(cart.promise);
    };
    document.addEventListener('ugc-add-to-cart', listener);
    restore = () => document.removeEventListener('ugc-add-to-cart', listener);
    const b = button(el, 'Ridge Shell Jacket');
    b.click();
    expect(seen.length).to.equal(1);
    expect(seen[0]!.bubbles && seen[0]!.composed).to.equal(true);
    expect(seen[0]!.detail.product.sku).to.equal(JACKET);
    expect(seen[0]!.detail.item.albumId).to.equal(STORIES);
    await waitUntil(() => b.getAttribute('aria-disabled') === 'true', 'the button never showed it was busy');
    expect(text(b)).to.equal('Adding…');
    await accessible(el);
    // Pressed again while busy: nothing.
    b.click();
    expect(seen.length).to.equal(1);
    cart.resolve();
    await waitUntil(() => text(b) === 'Added', `the button says ${text(b)}`);
    expect(b.getAttribute('aria-disabled')).to.equal('false');
    expect(statusOf(b).getAttribute('role')).to.equal('status');
    expect(statusOf(b).textContent).to.equal('Added');
    await accessible(el);
    await waitUntil(async () => (await collected(key, 'addToCart')).length, 'addToCart never arrived');
    const [sent, ...more] = await collected(key, 'addToCart');
    expect(more).to.deep.equal([]);
    const { uid, ...body } = sent!.body;
    expect(body).to.deep.equal({ API_KEY: key, platform: 'web', product_sku: JACKET, price: 179, quantity: 1, currency: 'USD' });
    // The widget's own visitor id, as its engagement events carry it; no actionClicked for the press.
    const events = await collected(key);
    expect(events.filter((e) => e.name === 'openedLightbox').map((e) => e.body['uid'])).to.deep.equal([uid]);
    expect(events.filter((e) => e.name === 'actionClicked')).to.deep.equal([]);
  });

  it('a rejected promise shows a readable failure beside the button, which works again; nothing is sent', async () => {
    const key = uniqueKey('cart-fail');
    const el = await detail({ 'api-key': key, 'analytics-url': sandboxUrl });
    const listener = (e: UgcAddToCartEvent) => e.waitUntil(Promise.reject(new Error('out of stock')));
    el.addEventListener('ugc-add-to-cart', listener);
    const b = button(el, 'Ridge Shell Jacket');
    b.click();
    await waitUntil(() => statusOf(b).textContent === 'Could not add to the cart. Please try again.', `status: ${statusOf(b).textContent}`);
    const msg = statusOf(b).getBoundingClientRect();
    expect(msg.width > 1 && msg.height > 1, 'the failure is visible').to.equal(true);
    expect(b.getAttribute('aria-disabled')).to.equal('false');
    expect(text(b)).to.equal('Add to cart');
    await accessible(el);
    // Usable again: a second press is a second event.
    const again = record(el, 'ugc-add-to-cart');
    b.click();
    expect(again.length).to.equal(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await collected(key, 'addToCart')).to.deep.equal([]);
  });

  it('with nobody calling waitUntil() during dispatch, the product page opens (an actionClicked); a late waitUntil() throws', async () => {
    const key = uniqueKey('cart-link');
    const opened = stubOpen();
    const el = await detail({ 'api-key': key, 'analytics-url': sandboxUrl });
    const ctas = record(el, 'ugc-cta-click');
    let late: unknown;
    el.addEventListener('ugc-add-to-cart', (e) => void Promise.resolve().then(() => {
      try {
        e.waitUntil(Promise.resolve());
      } catch (error) {
        late = error;
      }
    }));
    const b = button(el, 'Ridge Shell Jacket');
    b.click();
    expect(opened).to.deep.equal(['https://shop.example.com/products/sku-ridge-shell']);
    expect(ctas.map((e) => e.detail.url)).to.deep.equal(opened);
    await waitUntil(() => late, 'the late waitUntil did not throw');
    expect((late as DOMException).name).to.equal('InvalidStateError');
    expect(text(b)).to.equal('Add to cart');
    await waitUntil(async () => (await collected(key, 'actionClicked')).length, 'actionClicked never arrived');
    expect((await collected(key, 'actionClicked'))[0]!.body['action_link_url']).to.equal(opened[0]);
    // A listener that cancels the event handled it itself: nothing opens.
    el.addEventListener('ugc-add-to-cart', (e) => e.preventDefault());
    b.click();
    expect(opened.length).to.equal(1);
  });

  it('a shop that reports its cart itself cancels the event: the add works, no addToCart is sent', async () => {
    const key = uniqueKey('cart-off');
    const el = await detail({ 'api-key': key, 'analytics-url': sandboxUrl });
    el.addEventListener('ugc-add-to-cart', (e) => {
      e.preventDefault();
      e.waitUntil(Promise.resolve());
    });
    const b = button(el, 'Ridge Shell Jacket');
    b.click();
    await waitUntil(() => text(b) === 'Added', text(b));
    await new Promise((r) => setTimeout(r, 500));
    expect(await collected(key, 'addToCart')).to.deep.equal([]);
  });

  it('in the story viewer, on the product card of the moment', async () => {
    const key = uniqueKey('cart-story');
    const { el } = await mountLoaded(
      albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true, 'add-to-cart': true, 'api-key': key, 'analytics-url': sandboxUrl }),
    );
    const cart = deferred();
    el.addEventListener('ugc-add-to-cart', (e) => e.waitUntil(cart.promise));
    // A photo with two products (img-08): the trail runner and the headlamp, which has no price.
    await openStory(el, 1);
    part(el, 'story-pause')!.click();
    const b = button(el, 'Trail Runner 42');
    expect(parts(el, 'add-to-cart').length).to.equal(2);
    b.click();
    await waitUntil(() => text(b) === 'Adding…', text(b));
    await accessible(el);
    cart.resolve();
    await waitUntil(() => text(b) === 'Added', text(b));
    await accessible(el);
    await waitUntil(async () => (await collected(key, 'addToCart')).length, 'addToCart never arrived');
    expect((await collected(key, 'addToCart'))[0]!.body['product_sku']).to.equal('SKU-TRAIL-42');
  });
});
