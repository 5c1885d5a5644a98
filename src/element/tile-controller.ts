import { html, nothing } from 'lit';
import type { CSSResult, ReactiveController, TemplateResult } from 'lit';
import { adoptChunkStyles } from './adopt-styles.js';
import { lazyChunk } from './chunk.js';
import type { Host } from './host.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import { coverScale, safeUrl, srcset, upToLarge } from './image-sources.js';
import type { MediaItem } from '../client/media.types.js';
import { itemName } from './item-name.js';

/** What the grid shows in one render. */
export interface GridState {
  items: MediaItem[];
  /** No page yet: `per` placeholder boxes hold the grid's place. */
  waiting: boolean;
  /** Items per page (placeholders while waiting; the size of a group of rows). */
  per: number;
  /** Items of a page in flight ("Load more"): their boxes are held from the click on. */
  coming: number;
  /** The carousel's one row instead of the grid. */
  row: boolean;
  /** The stories row: its cards are 9:16. */
  stories: boolean;
  s: UgcAlbumStrings;
}

/** An empty box where a tile will be. */
const placeholder = html`<li aria-hidden="true"></li>`;

/**
 * The grid of tiles: its placeholders, each tile's markup (made once per item), the groups of rows
 * the tiles are laid out in, and what each image needs to load well: the tile width that `sizes`
 * states, and whether it is in the first screen (eager; the first one at high priority, the others at low) or
 * not (lazy).
 * `open` is called with the index of an activated tile.
 *
 * One render pass: all of that comes from the placeholder grid as laid out, read in a ResizeObserver
 * callback (layout is fresh there: nothing is forced). A page is shown once that first reading is
 * there (`measured`; data faster than a frame waits for it), so its tiles are made once, right.
 */
export class TileController implements ReactiveController {
  #host: Host;
  #open: (index: number) => void;
  #items: MediaItem[] = [];
  #tiles: TemplateResult[] = [];
  /** The strings the tiles were made with (their names depend on them). */
  #s: UgcAlbumStrings | undefined;
  /** Widest tile seen (CSS px), for `sizes`. */
  #width = 0;
  /** The grid's columns (the carousel's: its placeholders). */
  #cols = 1;
  /** From tile to tile (CSS px), gap included. */
  #pitch = 0;
  /** The first screen: the grid's top in the viewport, and the viewport's size, as last laid out. */
  #top = 0;
  #vw = 0;
  #vh = 0;
  /** The tiles form one row (carousel). */
  #row = false;
  /** A tile's width over its height: 1, or 9/16 for story cards. */
  #aspect = 1;
  /** Resolves once the placeholder grid has been laid out and read: tiles can be made. */
  measured: Promise<void>;
  #measuredNow!: () => void;
  /** The tiles' finish, loaded once (`finish`). */
  #finish: (() => Promise<void>) | undefined;
  /** Made on connection: a server render (`ugc-album/ssr`) has no ResizeObserver. */
  #resize: ResizeObserver | undefined;


  constructor(host: Host, open: (index: number) => void) {
    this.#host = host;
    this.#open = open;
    this.measured = new Promise((r) => (this.#measuredNow = r));
    host.addController(this);
  }

  hostConnected(): void {
    (this.#resize ??= new ResizeObserver(() => this.#measure())).observe(this.#host);
    // A tab in the background runs no frames, so no reading comes: a page waits at most a second,
    // then shows with a width guessed from the viewport (corrected once the grid is read).
    setTimeout(this.#measuredNow, 1000);
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
  }

  /**
   * Finishes the tiles (marks, name overlay, fade-in) from now on, once: looks only, a chunk fetched
   * alongside the first page. Its styles are adopted once the first tile's image has been painted
   * (or failed); `done` is called then, or at once when the chunk does not load (offline: the tiles
   * stay plain, and the next call asks again). The grid's arrow keys (one Tab stop) come with it:
   * until they are there (or if they cannot load), every tile is a Tab stop.
   */
  finish(album: { items: readonly MediaItem[] }, done: () => void): void {
    this.#finish ??= lazyChunk('tile-marks', () =>
      import('./tile-marks.js').then((m) => {
        const adoptThenDone = (styles: CSSResult) => {
          adoptChunkStyles(this.#host, styles);
          done();
        };
        m.finishTiles(this.#host, adoptThenDone, album);
      }),
    );
    this.#finish().catch(done);
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
   * download the 1280w rendition for every tile. Only growth makes tiles again: browsers never
   * downgrade an image. Tiles made before any reading (served by `ugc-album/ssr`, or shown in a tab in
   * the background) keep the images the browser chose for them: a first reading would only change
   * their picture. Called by the ResizeObserver, where layout is fresh: these reads force nothing.
   */
  #measure(): void {
    const grid = this.#host.renderRoot.querySelector('.grid');
    const box = grid?.querySelector('li')?.getBoundingClientRect();
    if (!box?.width) return;
    const style = getComputedStyle(grid!);
    const width = Math.ceil(box.width);
    const cols = style.gridTemplateColumns.split(' ').length;
    if (width > this.#width && this.#width) this.#items = [];
    const changed = width > this.#width || cols != this.#cols;
    this.#width = Math.max(width, this.#width);
    this.#cols = cols;
    this.#pitch = box.width + (parseFloat(style.columnGap) || 0);
    this.#top = box.top;
    this.#vw = innerWidth;
    this.#vh = innerHeight;
    // What this reading changes renders in the next frame: a render from inside this callback (or
    // a page let through now) could resize the host again within it, which the browser reports as
    // "ResizeObserver loop completed with undelivered notifications".
    requestAnimationFrame(() => {
      this.#measuredNow();
      if (changed) this.#host.requestUpdate();
    });
  }

  /** Whether tile `i` is in the first screen (by the grid's place when it was laid out). */
  #inView(i: number): boolean {
    // Not laid out (a server render, a tab in the background): the first four, about a phone's first screen.
    if (!this.#vh) return i < 4;
    const row = this.#row ? 0 : Math.floor(i / this.#cols);
    const top = this.#top + row * this.#pitch;
    return top < this.#vh && top + this.#pitch > 0 && (i - row * this.#cols) * this.#pitch < this.#vw;
  }

  #renderTile(item: MediaItem, index: number): TemplateResult {
    const video = item.type === 'video';
    // A tile is never larger than `large`: leaving the original out guarantees it is never fetched.
    const stills = upToLarge(item.tile ?? item.renditions);
    // Tiles in the first screen load at once (lazy images in view are a known cause of a late
    // Largest Contentful Paint): the first tile, the likely LCP, at high priority, the others of the
    // first screen at low priority (the browser would raise them all to high once laid out in view,
    // and a dozen images sharing a slow connection delay the first one by a second); others lazily.
    const eager = this.#inView(index);
    // `loading`, `fetchpriority` and `sizes` are bound before `srcset` and `src`, so the choice is
    // made right from the start.
    const image = stills[0]
      ? html`<img
          part="tile-image"
          alt=""
          referrerpolicy="no-referrer"
          loading=${eager ? 'eager' : 'lazy'}
          fetchpriority=${eager ? (index ? 'low' : 'high') : nothing}
          decoding="async"
          sizes=${this.#width ? `${this.#width}px` : '34vw'}
          srcset=${srcset(stills, coverScale(item, this.#aspect))}
          src=${safeUrl(stills[0].url)}
        >`
      : nothing;
    const play = video ? html`<span part="play" class="play"></span>` : nothing;
    return html`<li><button
      part=${video ? 'item video' : 'item'}
      class="tile"
      type="button"
      data-i=${index}
      aria-label=${itemName(item, this.#s!)}
    >${image}${play}</button></li>`;
  }

  /** Tiles are made once per item; appending a page only makes the new ones. */
  #renderTiles(items: MediaItem[], s: UgcAlbumStrings): TemplateResult[] {
    // Tiles are made once, names included: other strings make them again.
    if (s.by !== this.#s?.by || s.video !== this.#s?.video) this.#items = [];
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
  render({ items, waiting, per, coming, row, stories, s }: GridState): TemplateResult | typeof nothing {
    const grid = stories ? 'grid carousel stories' : row ? 'grid carousel' : 'grid';
    this.#row = row;
    this.#aspect = stories ? 9 / 16 : 1;
    if (waiting) return html`<ul part="grid" class=${grid} aria-hidden="true">${Array(per).fill(placeholder)}</ul>`;
    if (!items.length) return nothing;
    // The boxes of a page in flight stand where its tiles will be.
    const tiles = this.#renderTiles(items, s).concat(Array(coming).fill(placeholder));
    // A tile coming into view (content-visibility) re-lays out its group of tiles, not the whole
    // grid: the grid holds groups of whole rows, about a page each, so that they line up as one grid
    // (the carousel's one row is not grouped).
    const k = Math.ceil(per / this.#cols) * this.#cols;
    const groups: TemplateResult[] = [];
    for (let i = 0; i < tiles.length; i += k) groups.push(html`<div class="tile-group" role="none">${tiles.slice(i, i + k)}</div>`);
    return html`<ul
      part="grid"
      class=${grid}
      role="list"
      @click=${this.#handleClick}
    >${row ? tiles : groups}</ul>`;
  }
}
