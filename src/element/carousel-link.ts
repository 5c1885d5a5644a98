import type { TemplateResult } from 'lit';
import { adoptChunkStyles } from './adopt-styles.js';
import { lazyChunk } from './chunk.js';
import type { Host } from './host.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';

type CarouselController = InstanceType<(typeof import('./carousel.js'))['CarouselController']>;

/**
 * The carousel as the first render knows it. The row itself is the element's own CSS; its buttons
 * and snapping are a chunk, loaded once the layout is `carousel` (a failed load is asked for again
 * on the next update), whose styles are then adopted by the host's shadow root.
 */
export class CarouselLink {
  #controller: CarouselController | undefined;
  #chunk: () => Promise<void>;

  /** `more` loads the next page (resolves once it has rendered). */
  constructor(host: Host, more: () => Promise<void>) {
    this.#chunk = lazyChunk('carousel', () =>
      import('./carousel.js').then((m) => {
        adoptChunkStyles(host, m.carouselStyles);
        this.#controller = new m.CarouselController(host, more);
      }),
    );
  }

  /** Loads the buttons and snapping, unless they are there or on their way. */
  load(): void {
    this.#chunk().catch(() => {});
  }

  /** The buttons, once loaded. */
  render(s: UgcAlbumStrings, hasNext: boolean): TemplateResult | undefined {
    return this.#controller?.render(s, hasNext);
  }
}
