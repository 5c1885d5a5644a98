import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import { CartButtons } from './cart.js';
import { emit } from './events.js';
import type { Host } from './host.js';
import { lockScroll } from './scroll-lock.js';
import { ownStyleScope } from './style-scope.js';
import type { MediaItem } from '../client/media.types.js';

/**
 * What the detail view and the story viewer share as modal dialogs opened on a tile: the item shown,
 * the tile that gets focus back, the page's scroll lock, the `ugc-lightbox-open` and
 * `ugc-lightbox-close` events, the products' "Add to cart" buttons, the links followed and the
 * engagement calls. The controller renders its `<dialog>` while `index` ≥ 0.
 */
export class ViewerDialog {
  /** Item shown, -1 when closed. */
  index = -1;
  /** The products' "Add to cart" buttons, with their states. */
  readonly cart: CartButtons;
  /** Tile that opened the dialog: focus goes back there. */
  #opener = -1;
  #unlock: (() => void) | undefined;
  #host: Host;
  #loader: AlbumLoader;
  /** The engagement tracker, once its chunk is there. */
  #track: () => Promise<EngagementTracker | void> | undefined;

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#host = host;
    this.#loader = loader;
    this.#track = track;
    this.cart = new CartButtons(host, (item, url) => this.action(item, url));
    ownStyleScope(host.renderRoot as ShadowRoot);
  }

  /**
   * Where item `index` is, for "Item n of total": `total` is the approved count when more pages
   * exist, else the items loaded; `hasNext`, whether an item (loaded or loadable) follows it.
   */
  place(index: number): { total: number; hasNext: boolean } {
    const { items, hasNext, count } = this.#loader;
    return { total: hasNext && count != null && count > items.length ? count : items.length, hasNext: index < items.length - 1 || hasNext };
  }

  /** `openedLightbox` for `item`, of the album shown when it was called. */
  viewed(item: MediaItem, albumId = this.#loader.albumId): void {
    if (albumId != null) void this.#track()?.then((t) => t?.lightboxOpened(albumId, item));
  }

  /** `viewed` calls put off by `viewedLater`, in order. */
  #unsent: (() => void)[] = [];

  /**
   * `viewed`, put off until `later` runs it (the story viewer sends it after the step's frames); a
   * link followed before then sends it first, so an item's view never comes after its action.
   */
  viewedLater(item: MediaItem, later: (send: () => void) => void): void {
    const { albumId } = this.#loader;
    const send = () => {
      if (!this.#unsent.includes(send)) return;
      this.#unsent = this.#unsent.filter((s) => s !== send);
      this.viewed(item, albumId);
    };
    this.#unsent.push(send);
    later(send);
  }

  /** A link of `item` was followed (or "Add to cart" opened the product's page): `ugc-cta-click`, then `actionClicked`. */
  action(item: MediaItem, url: string): void {
    for (const send of this.#unsent) send();
    emit(this.#host, 'ugc-cta-click', { item, url });
    const { albumId } = this.#loader;
    if (albumId != null) void this.#track()?.then((t) => t?.actionClicked(albumId, item, url));
  }

  /**
   * Opens on tile `index`, unless already open or the tile no longer shows `item`: the dialog is
   * rendered, shown as a modal, the page's scrolling locked and `ugc-lightbox-open` sent. Resolves
   * to whether it opened.
   */
  async open(index: number, item: MediaItem): Promise<boolean> {
    const host = this.#host;
    if (this.index >= 0 || this.#loader.items[index] !== item) return false;
    this.index = this.#opener = index;
    host.requestUpdate();
    try {
      await host.updateComplete;
      host.renderRoot.querySelector('dialog')!.showModal();
    } catch {
      // The dialog could not open.
      this.index = -1;
      host.requestUpdate();
      return false;
    }
    this.#unlock ??= lockScroll();
    emit(host, 'ugc-lightbox-open', { item, index });
    return true;
  }

  /**
   * Closes (safe when closed): the page unlocked, `ugc-lightbox-close` sent for the item shown last,
   * and with `returnFocus`, focus back on the tile that opened it.
   */
  close(returnFocus: boolean): void {
    const { index } = this;
    const host = this.#host;
    if (index < 0) return;
    const item = this.#loader.items[index];
    this.index = -1;
    host.requestUpdate();
    this.#unlock?.();
    this.#unlock = undefined;
    if (item) emit(host, 'ugc-lightbox-close', { item, index });
    const tile = `[data-i="${this.#opener}"]`;
    if (returnFocus) void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>(tile)?.focus(), () => {});
  }
}
