import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import type { Host } from './host.js';
import { LightboxLink } from './lightbox-link.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { NumberFormat } from './locale.js';
import { StoriesLink } from './stories-link.js';
import type { MediaItem } from '../client/media.types.js';

/**
 * What opens an item, by the element's layout: the story viewer for `stories`, the detail view for
 * the others. Each is a chunk of its own; the story viewer's is fetched as soon as the layout is
 * `stories` (`prepare`), the detail view's on the first open.
 */
export class ItemViewers {
  #host: Host & { layout: string };
  #lightbox: LightboxLink;
  #stories: StoriesLink;

  constructor(host: Host & { layout: string }, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#host = host;
    this.#lightbox = new LightboxLink(host, loader, track);
    this.#stories = new StoriesLink(host, loader, track);
  }

  get isOpen(): boolean {
    return this.#lightbox.isOpen || this.#stories.isOpen;
  }

  /** Fetches the story viewer ahead, when the layout is `stories`. */
  prepare(): void {
    if (this.#host.layout == 'stories') this.#stories.load();
  }

  /** Opens on tile `index` showing `item`, in the layout's viewer. */
  open(index: number, item: MediaItem): Promise<void> {
    return (this.#host.layout == 'stories' ? this.#stories : this.#lightbox).open(index, item);
  }

  /** Closes whichever is open, without moving focus (new content). */
  close(): void {
    this.#lightbox.close();
    this.#stories.close();
  }

  /** The open dialog, else nothing. */
  render(strings: UgcAlbumStrings, format: NumberFormat, locale: string): TemplateResult {
    return html`${this.#lightbox.render(strings, format, locale)}${this.#stories.render(strings, format)}`;
  }
}
