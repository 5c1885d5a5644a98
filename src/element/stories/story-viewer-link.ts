import { nothing } from 'lit';
import { adoptChunkStyles } from '../adopt-styles.js';
import type { AlbumLoader } from '../album-loader.js';
import type { EngagementTracker } from '../../analytics/analytics.types.js';
import { lazyChunk } from '../chunk.js';
import type { Host } from '../host.js';
import type { Viewer } from '../item-viewer.types.js';
import type { UgcAlbumStrings } from '../../i18n/strings.js';
import type { NumberFormat } from '../locale.js';
import type { MediaItem } from '../../client/media.types.js';

type StoryViewer = InstanceType<(typeof import('./story-viewer.js'))['StoryViewer']>;

/**
 * The story viewer as the stories row knows it: a chunk of its own (stories.ts: controller, markup,
 * styles), fetched on the first tap on a card (a failed load is asked for again on the next), then
 * made for the host, its styles adopted by the host's shadow root.
 */
export class StoryViewerLink implements Viewer {
  #viewer: StoryViewer | undefined;
  #load: () => Promise<StoryViewer>;

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#load = lazyChunk('stories', () =>
      import('./stories.js').then((m) => {
        adoptChunkStyles(host, m.storiesStyles);
        return (this.#viewer = new m.StoryViewer(host, loader, track));
      }),
    );
  }

  get index(): number {
    return this.#viewer?.index ?? -1;
  }

  /** Opens on card `index`; nothing when the viewer's chunk does not load (offline). */
  async open(index: number, item: MediaItem): Promise<void> {
    const viewer = await this.#load().catch(() => undefined);
    await viewer?.open(index, item);
  }

  close(returnFocus: boolean): void {
    this.#viewer?.close(returnFocus);
  }

  render(strings: UgcAlbumStrings, format: NumberFormat): HTMLElement | typeof nothing {
    return this.#viewer?.render(strings, format) ?? nothing;
  }
}
