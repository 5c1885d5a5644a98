import type { AlbumLoader } from './album-loader.js';
import { emit } from './events.js';
import type { Host } from './host.js';
import { lockScroll } from './scroll-lock.js';
import type { MediaItem } from '../client/media.types.js';

/**
 * What the detail view and the story viewer share as modal dialogs opened on a tile: the item shown,
 * the tile that gets focus back, the page's scroll lock, and the `ugc-lightbox-open` and
 * `ugc-lightbox-close` events. The controller renders its `<dialog>` while `index` ≥ 0.
 */
export class ViewerDialog {
  /** Item shown, -1 when closed. */
  index = -1;
  /** Tile that opened the dialog: focus goes back there. */
  #opener = -1;
  #unlock: (() => void) | undefined;
  #host: Host;
  #loader: AlbumLoader;

  constructor(host: Host, loader: AlbumLoader) {
    this.#host = host;
    this.#loader = loader;
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
