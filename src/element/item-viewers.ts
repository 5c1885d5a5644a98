import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { adoptChunkStyles } from './adopt-styles.js';
import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import { lazyChunk } from './chunk.js';
import { emit } from './events.js';
import type { Host } from './host.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { NumberFormat } from './locale.js';
import type { MediaItem } from '../client/media.types.js';

/** What a viewer's chunk makes for its element: the detail view's or the story viewer's controller. */
interface Viewer {
  /** Item shown, -1 when closed. */
  index: number;
  open(index: number, item: MediaItem): Promise<void>;
  close(returnFocus: boolean): void;
  render(strings: UgcAlbumStrings, format: NumberFormat, locale: string): TemplateResult | typeof nothing;
}

const isOpen = (viewer: Viewer | undefined) => (viewer?.index ?? -1) >= 0;

/**
 * What opens an item, by the element's layout: the story viewer for `stories`, the detail view for
 * the others. Each is a chunk of its own (controller, markup, styles), loaded on the first open
 * (only a tap or click needs it; a failed load is asked for again on the next), then its controller
 * is made and its styles adopted by the host's shadow root.
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
    this.#loadStories = lazyChunk('stories', () =>
      import('./stories/stories.js').then((m) => {
        adoptChunkStyles(host, m.storiesStyles);
        return (this.#stories = new m.StoryViewer(host, loader, track));
      }),
    );
  }

  get isOpen(): boolean {
    return isOpen(this.#lightbox) || isOpen(this.#stories);
  }

  /**
   * Tile `index` was activated: the layout's viewer opens on it, unless the page cancels
   * `ugc-item-click`; nothing when the viewer's chunk does not load (offline).
   */
  async open(index: number): Promise<void> {
    const item = this.#loader.items[index];
    if (!item || this.isOpen || !emit(this.#host, 'ugc-item-click', { item, index }, true)) return;
    const load = this.#host.layout == 'stories' ? this.#loadStories : this.#loadLightbox;
    const viewer = await load().catch(() => undefined);
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
