import { html, nothing } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import { coverScale, safeUrl, srcset, upToLarge } from './image-sources.js';
import type { MediaItem } from '../client/media.types.js';

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/** What the grid shows in one render. */
export interface GridState {
  items: MediaItem[];
  /** No page yet: `per` placeholder boxes hold the grid's place. */
  waiting: boolean;
  /** Items per page (placeholders while waiting; the size of a group of rows). */
  per: number;
  /** The carousel's one row instead of the grid. */
  row: boolean;
  s: UgcAlbumStrings;
}

/**
 * The grid of tiles: its placeholders, each tile's markup (made once per item), the groups of rows
 * the tiles are laid out in, and the tile width that `sizes` states. `open` is called with the index
 * of an activated tile.
 */
export class TileController implements ReactiveController {
  #host: Host;
  #open: (index: number) => void;
  #items: MediaItem[] = [];
  #tiles: TemplateResult[] = [];
  /** The strings the tiles were made with (their names depend on them). */
  #s: UgcAlbumStrings | undefined;
  /** Widest tile seen (CSS px), for `sizes`; 0 until the grid has been laid out. */
  #tileWidth = 0;
  /** The grid's columns; 0 until laid out. */
  #cols = 0;
  #resize: ResizeObserver | undefined;

  constructor(host: Host, open: (index: number) => void) {
    this.#host = host;
    this.#open = open;
    host.addController(this);
  }

  hostConnected(): void {
    this.#resize ??= new ResizeObserver(() => this.#measure());
    this.#resize.observe(this.#host);
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
  }

  /** The tile of the item at `index`, if rendered. */
  tile(index: number): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>(`[data-i="${index}"]`);
  }

  // A field: Lit calls listeners with the host as `this`.
  #handleClick = (e: Event): void => {
    const tile = (e.target as Element).closest<HTMLElement>('[data-i]');
    if (tile) this.#open(Number(tile.dataset['i']));
  };

  /**
   * Tiles state their real width in `sizes`. Not `sizes="auto"`: measured in Chromium 156, an image
   * already in the memory cache (a second widget, a reload) makes `auto` fall back to 100vw and
   * download the 1280w rendition for every tile. Only growth matters: browsers never downgrade.
   */
  #measure(): void {
    const grid = this.#host.renderRoot.querySelector('.grid');
    const box = grid?.querySelector('li')?.getBoundingClientRect();
    const width = Math.ceil(box?.width ?? 0);
    if (width > this.#tileWidth) {
      this.#tileWidth = width;
      this.#items = [];
      this.#host.requestUpdate();
    }
    if (!width) return;
    const cols = getComputedStyle(grid!).gridTemplateColumns.split(' ').length;
    if (cols != this.#cols) {
      this.#cols = cols;
      this.#host.requestUpdate();
    }
  }

  #renderTile(item: MediaItem, index: number): TemplateResult {
    const video = item.type === 'video';
    // A tile is never larger than `large`: leaving the original out guarantees it is never fetched.
    const stills = upToLarge(item.renditions);
    const sizes = this.#tileWidth ? `${this.#tileWidth}px` : '(min-width:600px) 240px,34vw';
    // Templates are compact on purpose (Lit ships them as written). `sizes` is bound before
    // `srcset`, so the choice is made with the right width from the start.
    return html`<li><button part=${video ? 'item video' : 'item'} class="tile" type="button" data-i=${index} aria-label=${video ? this.#s!.video(item.alt) : item.alt}>${
      stills[0]
        ? html`<img part="tile-image" alt="" loading="lazy" decoding="async" sizes=${sizes} srcset=${srcset(stills, coverScale(item))} src=${safeUrl(stills[0].url)}>`
        : nothing
    }${video ? html`<span part="play" class="play"></span>` : nothing}</button></li>`;
  }

  /** Tiles are made once per item; appending a page only makes the new ones. */
  #renderTiles(items: MediaItem[], s: UgcAlbumStrings): TemplateResult[] {
    // Tiles are made once, names included: other strings make them again.
    if (s.video !== this.#s?.video) this.#items = [];
    this.#s = s;
    const prev = this.#items;
    if (items !== prev) {
      const keep = prev.length && items[prev.length - 1] === prev[prev.length - 1] ? prev.length : 0;
      this.#tiles = this.#tiles
        .slice(0, keep)
        .concat(items.slice(keep).map((item, i) => this.#renderTile(item, keep + i)));
      this.#items = items;
    }
    return this.#tiles;
  }

  /** The list: placeholders while waiting, the tiles once loaded, nothing for an empty album or a failure. */
  render({ items, waiting, per, row, s }: GridState): TemplateResult | typeof nothing {
    const grid = row ? 'grid carousel' : 'grid';
    if (waiting) return html`<ul part="grid" class=${grid} aria-hidden="true">${Array.from({ length: per }, () => html`<li></li>`)}</ul>`;
    if (!items.length) return nothing;
    const tiles = this.#renderTiles(items, s);
    // A tile coming into view (content-visibility) re-lays out its group of tiles, not the whole
    // grid: the grid holds groups of whole rows, about a page each, so that they line up as one grid
    // (the carousel's one row is not grouped).
    const k = Math.ceil(per / this.#cols) * this.#cols || 1e9;
    const groups: TemplateResult[] = [];
    for (let i = 0; i < tiles.length; i += k) groups.push(html`<div class="pg" role="none">${tiles.slice(i, i + k)}</div>`);
    return html`<ul part="grid" class=${grid} role="list" @click=${this.#handleClick}>${row ? tiles : groups}</ul>`;
  }
}
