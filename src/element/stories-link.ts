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

type StoryViewer = InstanceType<(typeof import('./stories/stories.js'))['StoryViewer']>;

/**
 * The story viewer (`layout="stories"`) as the first render knows it: its chunk (the viewer and the
 * row's finish) is loaded as soon as the layout is `stories`, so that a tap on a card finds it there
 * (a grid never loads it; a failed load is asked for again on the next update or tap); then its
 * controller is made and its styles adopted by the host's shadow root.
 */
export class StoriesLink {
  #controller: StoryViewer | undefined;
  #chunk: () => Promise<StoryViewer>;

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#chunk = lazyChunk('stories', () =>
      import('./stories/stories.js').then((m) => {
        adoptChunkStyles(host, m.storiesStyles);
        return (this.#controller = new m.StoryViewer(host, loader, track));
      }),
    );
  }

  get isOpen(): boolean {
    return (this.#controller?.index ?? -1) >= 0;
  }

  /** Loads the viewer, unless it is there or on its way. */
  load(): void {
    this.#chunk().catch(() => {});
  }

  /** Opens on card `index` showing `item`; does nothing when its chunk does not load (offline). */
  async open(index: number, item: MediaItem): Promise<void> {
    const viewer = await this.#chunk().catch(() => undefined);
    await viewer?.open(index, item);
  }

  /** Closes the viewer, if open, without moving focus (new content). */
  close(): void {
    this.#controller?.close(false);
  }

  /** The dialog while open, else nothing. */
  render(strings: UgcAlbumStrings, format: NumberFormat): TemplateResult | typeof nothing {
    return this.#controller?.render(strings, format) ?? nothing;
  }
}
