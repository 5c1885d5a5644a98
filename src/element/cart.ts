import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { chunkFailed } from './chunk.js';
import type { Host } from './host.js';
import { shownPrice } from './shoppable.js';
import { safeUrl } from './image-sources.js';
import type { UgcAddToCartDetail, UgcAddToCartEvent } from './events.js';
import { enCart } from '../i18n/i18n-cart.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { MediaItem, MediaProductDetail } from '../client/media.types.js';

/*
 * "Add to cart" (`add-to-cart`): a button per product with a SKU, in the detail view and the story
 * viewer. The shop does the adding: pressing the button dispatches `ugc-add-to-cart`, whose
 * `waitUntil(promise)` hands the widget the shop's own cart call (as a service worker's
 * ExtendableEvent does). The button shows that call's state; once it resolves, the `addToCart`
 * conversion event goes out on the widgets' visitor id (unless the shop cancelled the event, as a
 * shop that reports its cart itself does, or `no-analytics`). Without a `waitUntil` during dispatch, the product link opens instead, so no
 * button is ever dead.
 */

/** The event `ugc-add-to-cart`: `detail` is `{ item, product }`; `waitUntil()` reports the outcome. */
export class AddToCartEvent extends CustomEvent<UgcAddToCartDetail> implements UgcAddToCartEvent {
  #promises: Promise<unknown>[] | null = [];

  constructor(detail: UgcAddToCartDetail) {
    super('ugc-add-to-cart', { detail, bubbles: true, composed: true, cancelable: true });
  }

  /**
   * Tells the widget that the shop is adding the product: the button is busy until `promise`
   * settles, then shows "Added" (resolved) or a failure (rejected). Only during dispatch (in the
   * listener itself, not after an `await`), as `ExtendableEvent.waitUntil()`; later it throws an
   * `InvalidStateError`.
   */
  waitUntil(promise: Promise<unknown>): void {
    if (!this.#promises) throw new DOMException('waitUntil() must be called while ugc-add-to-cart is dispatched', 'InvalidStateError');
    this.#promises.push(Promise.resolve(promise));
  }

  /** @internal Ends the dispatch: what the shop passed to `waitUntil()`, or null when nothing was. */
  settle(): Promise<unknown> | null {
    const all = this.#promises!;
    this.#promises = null;
    return all.length ? Promise.all(all) : null;
  }
}

type State = 'busy' | 'added' | 'failed';

/** What the cart buttons read from their element. */
interface Shop extends Host {
  addToCart: boolean;
  noAnalytics: boolean;
  analyticsUrl?: string | null;
  apiKey?: string | null;
}

/**
 * The cart buttons of one view (the detail view or the story viewer): their states, kept per
 * product object until the element loads other content.
 */
export class CartButtons {
  #host: Shop;
  #states = new WeakMap<MediaProductDetail, State>();
  /** A product link was followed (the fallback): the view reports it as its own links. */
  #action: (item: MediaItem, url: string) => void;

  constructor(host: Host, action: (item: MediaItem, url: string) => void) {
    this.#host = host as Shop;
    this.#action = action;
  }

  async #press(item: MediaItem, product: MediaProductDetail): Promise<void> {
    if (this.#states.get(product) === 'busy') return;
    const host = this.#host;
    const event = new AddToCartEvent({ item, product });
    host.dispatchEvent(event);
    const outcome = event.settle();
    if (!outcome) {
      // Nobody is adding it (no listener, or one that did not call waitUntil): the product page
      // opens, as its link would; a listener that cancelled the event handled it itself.
      const href = safeUrl(product.link);
      if (!event.defaultPrevented && href !== nothing) {
        open(href, '_blank', 'noopener,noreferrer');
        this.#action(item, href);
      }
      return;
    }
    this.#set(product, 'busy');
    try {
      await outcome;
    } catch {
      return this.#set(product, 'failed');
    }
    this.#set(product, 'added');
    // Cancelled: the shop reports the add itself (nothing may be counted twice).
    if (!event.defaultPrevented) this.#report(product);
  }

  #set(product: MediaProductDetail, state: State): void {
    this.#states.set(product, state);
    this.#host.requestUpdate();
  }

  /** The `addToCart` conversion event: once per resolved add, for a product whose price is known. */
  #report(product: MediaProductDetail): void {
    const host = this.#host;
    const shown = shownPrice(product);
    const { analyticsUrl, apiKey } = host;
    if (host.noAnalytics || !shown || !analyticsUrl || !apiKey) return;
    import('../analytics/conversion.js')
      .catch(chunkFailed('analytics'))
      .then(
        (m) => m.addToCart({ analyticsUrl, apiKey, productSku: product.sku, price: shown.price, currency: shown.currency, quantity: 1 }),
        () => {},
      );
  }

  /** The button of `product` with its state, or nothing (no `add-to-cart`, no SKU). */
  render(item: MediaItem, product: MediaProductDetail, strings: UgcAlbumStrings): TemplateResult | typeof nothing {
    if (!this.#host.addToCart || !product.sku) return nothing;
    const s = { ...enCart, ...strings };
    const state = this.#states.get(product);
    const busy = state === 'busy';
    const name = product.title || product.linkText || strings.shop;
    const text = busy ? s.adding : state === 'added' ? s.added : s.addToCart;
    const message = state === 'failed' ? s.addFailed : state === 'added' ? s.added : '';
    // The name begins with the visible text (WCAG 2.5.3), then says which product. It is an
    // aria-label, not a visually hidden span after the text: such a span is positioned, so Chromium
    // reads it as a block of its own and the name came out "Add to cart : Trail Runner 42"
    // (test/sr-walks-shop.test.ts).
    return html`<button
      part="add-to-cart"
      class="cart-button"
      type="button"
      data-state=${state ?? 'idle'}
      aria-label=${`${text}: ${name}`}
      aria-disabled=${busy ? 'true' : 'false'}
      @click=${() => void this.#press(item, product)}
    >${text}</button><span
      class=${state === 'failed' ? 'cart-message' : 'visually-hidden'}
      role="status"
    >${message}</span>`;
  }
}

// The button takes the call-to-action's colours (a site's custom properties included); in the story
// viewer, on its white product card, it stays dark. The failure reads beside it, on a line of its own.
export const cartStyles = css`
.cart-button {
  flex: none;
  min-height: 40px;
  padding: 0 14px;
  border: 0;
  border-radius: 20px;
  background: var(--ugc-album-cta-bg, #1f1f1f);
  color: var(--ugc-album-cta-color, #fff);
  font: inherit;
  font-size: 0.875em;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
}
.cart-button[aria-disabled='true'] {
  opacity: 0.7;
  cursor: progress;
}
.cart-button[data-state='added']:before {
  content: '✓ ' / '';
}
.cart-message {
  flex-basis: 100%;
  color: #b3261e;
  font-size: 0.875em;
}
@media (prefers-color-scheme: dark) {
  .cart-button {
    background: var(--ugc-album-cta-bg, #e3e3e3);
    color: var(--ugc-album-cta-color, #1f1f1f);
  }
  .info .cart-message {
    color: #f2b8b5;
  }
}
.story-product .cart-button {
  background: #1f1f1f;
  color: #fff;
}
`;
