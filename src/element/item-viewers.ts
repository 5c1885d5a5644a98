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
 * (stories/stories-row.ts: the cards' finish, their motion preview, and the story viewer's own chunk,
 * fetched on the first tap), asked for with the layout while the album loads (`prepare`), and waited
 * for by nothing: the cards' 9:16 boxes are the element's own CSS. Without it (offline) the cards
 * open the detail view.
 */
export class ItemViewers {
  #host: Host & { layout: string };
  #loader: AlbumLoader;
  #lightbox: Viewer | undefined;
  #stories: Viewer | undefined;
  #loadLightbox: () => Promise<Viewer>;
  #loadStories: () => Promise<Viewer>;

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

  /** Asks for the stories row's chunk (its cards' finish and preview, the way to its viewer): with that layout. */
  prepare(): void {
    this.#loadStories().catch(() => {});
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
