import { nothing } from 'lit';
import type { ReactiveController, TemplateResult } from 'lit';
import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import type { Host } from './host.js';
import { renderLightbox } from './lightbox-view.js';
import { detailOf, shownProducts } from './item-detail.js';
import type { LightboxView } from './lightbox.types.js';
import { ViewerDialog } from './viewer-dialog.js';
import { SwipeController } from './swipe.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import { timedProduct } from './shoppable.js';
import type { MediaItem } from '../client/media.types.js';

/*
 * The detail view, a chunk loaded on first open, kept apart from the grid: this controller (open,
 * step, close), its markup (lightbox-view.ts), its styles (lightbox.styles.ts, adopted by the
 * element with the chunk) and its modal dialog (viewer-dialog.ts, shared with the story viewer:
 * the scroll lock, the open and close events, focus back on the tile).
 */

export { lightboxStyles } from './lightbox.styles.js';

/**
 * The detail view of one element: opens on a tile as a modal dialog with the page's scrolling
 * locked, steps through the items (loading the next page at the end of those loaded), and on
 * closing gives focus back to the tile that opened it. Closes when the element leaves the page.
 */
export class LightboxController implements ReactiveController {
  /** Product pointed at (marker or list entry), -1: none. */
  #on = -1;
  /** Product the video is showing now, -1: none. */
  #playing = -1;
  #host: Host;
  #loader: AlbumLoader;
  /** The modal dialog: the item shown, the tile to give focus back to, the page's scroll lock, the links followed. */
  #dialog: ViewerDialog;

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#host = host;
    this.#loader = loader;
    this.#dialog = new ViewerDialog(host, loader, track);
    host.addController(this);
    // Touch: a sideways swipe steps like ←/→, within the same bounds.
    new SwipeController(host, (d) => {
      const { items, hasNext } = this.#loader;
      if (d < 0 ? this.index > 0 : this.index < items.length - 1 || hasNext) void this.#step(d);
    });
  }

  hostDisconnected(): void {
    this.close(false);
  }

  /** Item shown, -1 when closed. */
  get index(): number {
    return this.#dialog.index;
  }

  /** Opens on tile `index`, unless already open or the tile no longer shows `item`. */
  async open(index: number, item: MediaItem): Promise<void> {
    if (this.index >= 0) return;
    this.#on = this.#playing = -1;
    if (await this.#dialog.open(index, item)) this.#dialog.viewed(item);
  }

  /** The detail view closed (or must: new content, disconnection). Safe to call when closed. */
  close(returnFocus: boolean): void {
    if (this.index >= 0) this.#pauseVideo();
    this.#dialog.close(returnFocus);
  }

  async #step(delta: 1 | -1): Promise<void> {
    const index = this.index + delta;
    if (index >= this.#loader.items.length) await this.#loader.more();
    if (this.index < 0 || !this.#loader.items[index]) return;
    this.#pauseVideo();
    this.#dialog.index = index;
    this.#on = this.#playing = -1;
    this.#host.requestUpdate();
  }

  #pauseVideo(): void {
    this.#host.renderRoot.querySelector<HTMLVideoElement>('dialog video')?.pause();
  }

  /** The dialog while open, else nothing. */
  render(strings: UgcAlbumStrings, format: LightboxView['format'], locale: string): TemplateResult | typeof nothing {
    const { index } = this;
    const dialog = this.#dialog;
    const item = this.#loader.items[index];
    return item
      ? renderLightbox({
          item,
          index,
          ...dialog.place(index),
          strings,
          locale,
          format,
          on: this.#on,
          playing: this.#playing,
          now: Date.now(),
          point: (i) => {
            this.#on = i;
            this.#host.requestUpdate();
          },
          played: (time) => {
            const d = detailOf(item);
            const now = timedProduct(d, shownProducts(d), time);
            if (now !== this.#playing) {
              this.#playing = now;
              this.#host.requestUpdate();
            }
          },
          step: (d) => void this.#step(d),
          closed: () => this.close(true),
          action: (url) => dialog.action(item, url),
          cart: (p) => dialog.cart.render(item, p, strings),
        })
      : nothing;
  }
}
