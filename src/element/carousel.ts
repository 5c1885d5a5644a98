import { css, html } from 'lit';
import type { ReactiveController, TemplateResult } from 'lit';
import type { Host } from './host.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';

/*
 * The carousel's previous/next buttons, a chunk loaded when a widget's layout is `carousel`. The row
 * itself is the element's own CSS (`.carousel`): it already scrolls by touch, trackpad and focus
 * (Tab to a tile scrolls it into view) before this arrives; this adds snapping and the buttons.
 */

export class CarouselController implements ReactiveController {
  #host: Host;
  #more: () => Promise<void>;
  #row: HTMLElement | null = null;
  /** How many tiles the row had when last measured after an update. */
  #tiles = -1;
  /** Scrolled to the start; to the end. */
  #start = true;
  #end = true;
  #hasNext = false;
  #resize = new ResizeObserver(() => this.#measure());
  #onScroll = () => this.#measure();
  /**
   * The whole focused tile into view: WebKit's own focus scrolling, with mandatory snapping, can
   * leave a tile at the end of the row half outside it.
   */
  #reveal = (e: FocusEvent) => (e.target as Element).closest('li')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

  /** `more` loads the next page (resolves once it has rendered). */
  constructor(host: Host, more: () => Promise<void>) {
    this.#host = host;
    this.#more = more;
    host.addController(this);
    host.requestUpdate();
  }

  hostUpdated(): void {
    // The list of tiles (not the aria-hidden placeholders), which a new load replaces.
    const row = this.#host.renderRoot.querySelector<HTMLElement>('.carousel[role]');
    const tiles = row?.childElementCount ?? 0;
    if (row === this.#row && tiles === this.#tiles) return;
    if (row !== this.#row) {
      this.hostDisconnected();
      row?.addEventListener('scroll', this.#onScroll, { passive: true });
      row?.addEventListener('focusin', this.#reveal);
      if (row) this.#resize.observe(row);
      this.#row = row;
    }
    this.#tiles = tiles;
    // A tile that changes size (a new tile size) changes where the row ends, as new tiles do.
    const first = row?.firstElementChild;
    if (first) this.#resize.observe(first);
    // After this update: asking for another one from inside it would be wasteful. Only when the row
    // or its tiles changed: the measure reads layout, and the host updates for much else (the story
    // viewer on every step), where a forced layout would lengthen every step; scrolling and resizing
    // are followed by their own listeners.
    queueMicrotask(this.#onScroll);
  }

  hostDisconnected(): void {
    this.#row?.removeEventListener('scroll', this.#onScroll);
    this.#row?.removeEventListener('focusin', this.#reveal);
    this.#resize.disconnect();
    this.#row = null;
    this.#tiles = -1;
  }

  #measure(): void {
    const row = this.#row;
    if (!row?.isConnected) return;
    // scrollLeft runs from 0 towards negative values in a right-to-left row.
    const x = Math.abs(row.scrollLeft);
    const start = x < 1;
    const end = x + row.clientWidth >= row.scrollWidth - 1;
    if (start != this.#start || end != this.#end) {
      this.#start = start;
      this.#end = end;
      this.#host.requestUpdate();
    }
  }

  /** Scrolls by a page of whole tiles; at the end of the row "next" loads the next page first. */
  async #go(d: 1 | -1): Promise<void> {
    if (d < 0 ? this.#start : this.#end && !this.#hasNext) return;
    if (d > 0 && this.#end) await this.#more();
    const row = this.#row;
    const tile = row?.querySelector('li');
    if (!row || !tile) return;
    const style = getComputedStyle(row);
    const gap = parseFloat(style.columnGap) || 0;
    const step = tile.getBoundingClientRect().width + gap;
    const page = Math.max(1, Math.floor((row.clientWidth + gap) / step)) * step;
    // Smooth unless reduced motion is asked for (the row's CSS `scroll-behavior`); snapping
    // settles on a tile edge.
    row.scrollBy({ left: style.direction == 'rtl' ? -d * page : d * page });
  }

  /** The buttons; in a right-to-left widget they and their arrows mirror. */
  render(s: UgcAlbumStrings, hasNext: boolean): TemplateResult {
    this.#hasNext = hasNext;
    // English unless the locale (or the page's strings) says otherwise (i18n-detail.ts).
    const { previous = 'Previous', next = 'Next' } = s;
    return html`<div class="carousel-nav"><button
        part="carousel-prev"
        class="button"
        type="button"
        aria-label=${previous}
        aria-disabled=${this.#start ? 'true' : 'false'}
        @click=${() => void this.#go(-1)}
      >‹</button><button
        part="carousel-next"
        class="button"
        type="button"
        aria-label=${next}
        aria-disabled=${this.#end && !hasNext ? 'true' : 'false'}
        @click=${() => void this.#go(1)}
      >›</button></div>`;
  }
}

// ‹ and › are bidi-mirrored characters: in a right-to-left widget they point the other way by
// themselves, as the buttons swap sides.
export const carouselStyles = css`
.carousel {
  clear: both;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
}
.carousel > li {
  scroll-snap-align: start;
}
@media (prefers-reduced-motion: no-preference) {
  .carousel {
    scroll-behavior: smooth;
  }
}
.carousel-nav {
  float: inline-end;
  display: flex;
  gap: 8px;
  margin: 0 0 var(--ugc-album-gap, 8px);
  margin-inline-start: 8px;
}
.carousel-nav .button {
  width: 44px;
  min-width: 0;
  margin: 0;
  padding: 0;
  font-size: 1.5em;
  line-height: 1;
}
.carousel-nav [aria-disabled=true] {
  opacity: 0.4;
  cursor: default;
}
`;
