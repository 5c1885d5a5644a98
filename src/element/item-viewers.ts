import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { adoptChunkStyles } from './adopt-styles.js';
import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import { lazyChunk } from './chunk.js';
import { emit } from './events.js';
import type { Host } from './host.js';
import type { Viewer } from './item-viewer.types.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { NumberFormat } from './locale.js';

const isOpen = (viewer: Viewer | undefined) => (viewer?.index ?? -1) >= 0;

/**
 * What opens an item, by the element's layout: the story viewer for `stories`, the detail view for
 * the others. The detail view is a chunk (controller, markup, styles) loaded on the first open (only
 * a tap or click needs it; a failed load is asked for again on the next), then its controller is
 * made and its styles adopted by the host's shadow root. The stories layout's chunk is its row's
 * (stories/stories-row.ts: the 9:16 cards, their motion preview, and the story viewer's own chunk,
 * fetched on the first tap), loaded with the layout: the element's updates wait for its first load
 * (`ready`), so the row never renders as squares first. Without it (offline) the row is the
 * carousel's, whose cards open the detail view.
 */
export class ItemViewers {
  #host: Host & { layout: string };
  #loader: AlbumLoader;
  #lightbox: Viewer | undefined;
  #stories: Viewer | undefined;
  #loadLightbox: () => Promise<Viewer>;
  #loadStories: () => Promise<Viewer>;
  /** The stories row's first load (loaded or failed). */
  #first: Promise<unknown> | undefined;

  constructor(host: Host & { layout: string }, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#host = host;
    this.#loader = loader;
    this.#loadLightbox = lazyChunk('lightbox', () =>
      import('./lightbox.js').then((m) => {
        adoptChunkStyles(host, m.lightboxStyles);
        return (this.#lightbox = new m.LightboxController(host, loader, track));
      }),
    );
    this.#loadStories = lazyChunk('stories-row', () =>
      import('./stories/stories-row.js').then((m) => (this.#stories = m.storiesRow(host, loader, track))),
    );
  }

  get isOpen(): boolean {
    return isOpen(this.#lightbox) || isOpen(this.#stories);
  }

  /**
   * Runs `update` (the element's), in layout `stories` once its row's chunk has first loaded or
   * failed (after a failure, the next tap on a card asks again).
   */
  ready(update: () => void): void | Promise<void> {
    return this.#host.layout == 'stories' ? (this.#first ??= this.#loadStories().catch(() => {})).then(update) : update();
  }

  /**
   * Tile `index` was activated: the layout's viewer opens on it, unless the page cancels
   * `ugc-item-click`; without the stories row's chunk, the detail view; nothing when no viewer's chunk
   * loads (offline).
   */
  async open(index: number): Promise<void> {
    const item = this.#loader.items[index];
    if (!item || this.isOpen || !emit(this.#host, 'ugc-item-click', { item, index }, true)) return;
    const stories = this.#host.layout == 'stories';
    const viewer = await (stories ? this.#loadStories().catch(this.#loadLightbox) : this.#loadLightbox()).catch(() => undefined);
    await viewer?.open(index, item);
  }

  /** Closes whichever is open, without moving focus (new content). */
  close(): void {
    this.#lightbox?.close(false);
    this.#stories?.close(false);
  }

  /** The open dialog, else nothing. */
  render(strings: UgcAlbumStrings, format: NumberFormat, locale: string): TemplateResult {
    return html`${this.#lightbox?.render(strings, format, locale) ?? nothing}${this.#stories?.render(strings, format, locale) ?? nothing}`;
  }
}
