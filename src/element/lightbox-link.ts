import { nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { adoptChunkStyles } from './adopt-styles.js';
import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import { lazyChunk } from './chunk.js';
import type { Host } from './host.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { NumberFormat } from './locale.js';
import type { MediaItem } from '../client/media.types.js';

/** The detail view's code (controller, markup, styles): only a click needs it. */
const lightboxChunk = lazyChunk('lightbox', () => import('./lightbox.js'));
type LightboxController = InstanceType<(typeof import('./lightbox.js'))['LightboxController']>;

/**
 * The detail view as the first render knows it: its chunk is loaded on the first open (once per
 * page; a failed load is asked for again on the next), then its controller is made and its styles
 * adopted by the host's shadow root.
 */
export class LightboxLink {
  #host: Host;
  #loader: AlbumLoader;
  #track: () => Promise<EngagementTracker | void> | undefined;
  #controller: LightboxController | undefined;

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#host = host;
    this.#loader = loader;
    this.#track = track;
  }

  get isOpen(): boolean {
    return (this.#controller?.index ?? -1) >= 0;
  }

  /** Opens on tile `index` showing `item`; does nothing when its chunk does not load (offline). */
  async open(index: number, item: MediaItem): Promise<void> {
    try {
      const m = await lightboxChunk();
      if (!this.#controller) {
        adoptChunkStyles(this.#host, m.lightboxStyles);
        this.#controller = new m.LightboxController(this.#host, this.#loader, this.#track);
      }
    } catch {
      return;
    }
    await this.#controller.open(index, item);
  }

  /** Closes the detail view, if open, without moving focus (new content). */
  close(): void {
    this.#controller?.close(false);
  }

  /** The dialog while open, else nothing. */
  render(strings: UgcAlbumStrings, format: NumberFormat, locale: string): TemplateResult | typeof nothing {
    return this.#controller?.render(strings, format, locale) ?? nothing;
  }
}
