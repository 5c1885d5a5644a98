import { LitElement, adoptStyles, html, nothing, supportsAdoptingStyleSheets } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { parseConfig } from './album-config.js';
import type { AlbumConfig, ConfigProblem } from './album-config.js';
import { AlbumLoader } from './album-loader.js';
import type { PageInfo } from './album-loader.js';
import { createEngagementTracker } from './analytics.js';
import type { EngagementTracker } from './analytics.types.js';
import { ContentError } from './content-error.js';
import { emit } from './events.js';
import { describeError, en } from './i18n.js';
import { coverScale, safeUrl, srcset, upToLarge } from './image-sources.js';
import type { JsonObject, MediaItem } from './media.types.js';
import { albumStyles } from './ugc-album.styles.js';
import { VisibilityController } from './visibility-controller.js';

/** Properties whose change means other content: abort and load again. */
const CONFIG = ['albumId', 'sku', 'apiKey', 'baseUrl', 'analyticsUrl', 'perPage', 'sort', 'filters'] as const;

const noop = () => {};

type Lightbox = typeof import('./lightbox.js');
// The detail view is code only a click needs: fetched then, once per page (a chunk of its own in the
// ES bundle, inlined in the classic-script bundle).
let lightbox: Promise<Lightbox> | undefined;

const formatter =
  (locale: string) =>
  (n: number, options?: Intl.NumberFormatOptions): string => {
    // A bad `lang` or currency code makes Intl throw: fall back, never break the render.
    for (const l of [locale, undefined]) {
      try {
        return new Intl.NumberFormat(l, options).format(n);
      } catch {
        /* next */
      }
    }
    return `${n} ${options?.currency ?? ''}`.trim();
  };

/**
 * A gallery of an album's approved photos and videos from a Content Service: count, lazy grid,
 * paging and an accessible detail view, with the service's engagement analytics.
 *
 * @summary Embeddable, accessible gallery of user-generated photos and videos.
 *
 * @fires {CustomEvent<UgcLoadDetail>} ugc-load - A page has rendered: `{ page, items, hasNext, albumId }`.
 * @fires {CustomEvent<UgcErrorDetail>} ugc-error - A load failed or the configuration is unusable: `{ error }` (a `ContentError`; kind `config` for a bad attribute).
 * @fires {CustomEvent<UgcItemDetail>} ugc-item-click - A tile was activated: `{ item, index }`. Cancelable: cancelling keeps the detail view closed.
 * @fires {CustomEvent<UgcItemDetail>} ugc-lightbox-open - The detail view opened on `{ item, index }`.
 * @fires {CustomEvent<UgcItemDetail>} ugc-lightbox-close - The detail view closed; `{ item, index }` is the item it showed last.
 * @fires {CustomEvent<UgcCtaClickDetail>} ugc-cta-click - A CTA or product link was followed: `{ item, url }`.
 * @fires {CustomEvent<UgcAnalyticsDetail>} ugc-analytics - An engagement event was sent: `{ name, body }` exactly as sent.
 *
 * @slot empty - Shown instead of "No photos yet." when the album has no approved content.
 *
 * @csspart count - The approved count, e.g. "1,234 photos".
 * @csspart grid - The list of tiles (a `<ul>`).
 * @csspart item - Each tile: a `<button>` named after the item's alt text. Video tiles also have part `video`.
 * @csspart video - A video tile (alongside `item`).
 * @csspart tile-image - The image inside a tile.
 * @csspart play - The play badge on a video tile.
 * @csspart status - Loading, empty and error messages.
 * @csspart retry - The retry button of an error message.
 * @csspart load-more - The button that loads the next page; absent at the end of the album.
 * @csspart lightbox - The detail view (a modal `<dialog>`).
 * @csspart lightbox-image - The image in the detail view.
 * @csspart lightbox-video - The video in the detail view.
 * @csspart lightbox-close - The close button of the detail view.
 * @csspart lightbox-prev - The previous-item button of the detail view.
 * @csspart lightbox-next - The next-item button of the detail view.
 * @csspart avatar - The submitter's avatar in the detail view.
 * @csspart cta - The item's call-to-action link and its product links in the detail view.
 * @csspart product - A product link (alongside `cta`).
 *
 * @cssproperty [--ugc-album-columns=auto-fill] - Fixed number of columns (default: as many as fit).
 * @cssproperty [--ugc-album-tile-size=180px] - Smallest tile width when columns are automatic.
 * @cssproperty [--ugc-album-gap=8px] - Space between tiles.
 * @cssproperty [--ugc-album-radius=4px] - Corner radius of tiles, buttons and the detail view.
 * @cssproperty [--ugc-album-placeholder=rgb(128 128 128 / 0.15)] - Tile background while its image loads.
 * @cssproperty [--ugc-album-focus-color=#0b57d0] - Focus ring colour.
 * @cssproperty [--ugc-album-button-bg=none] - Background of "Load more" and "Retry".
 * @cssproperty [--ugc-album-button-color=inherit] - Text colour of "Load more" and "Retry".
 * @cssproperty [--ugc-album-lightbox-bg=#fff] - Background of the detail view.
 * @cssproperty [--ugc-album-lightbox-color=#1f1f1f] - Text colour of the detail view.
 * @cssproperty [--ugc-album-backdrop=rgb(0 0 0 / 0.8)] - Backdrop behind the detail view.
 * @cssproperty [--ugc-album-cta-bg=#1f1f1f] - Background of the call-to-action link.
 * @cssproperty [--ugc-album-cta-color=#fff] - Text colour of the call-to-action link.
 */
export class UgcAlbumElement extends LitElement {
  static override styles = albumStyles;

  static override properties = {
    albumId: { attribute: 'album-id' },
    sku: {},
    apiKey: { attribute: 'api-key' },
    baseUrl: { attribute: 'base-url' },
    analyticsUrl: { attribute: 'analytics-url' },
    perPage: { attribute: 'per-page', type: Number },
    sort: {},
    filters: {},
    noAnalytics: { attribute: 'no-analytics', type: Boolean },
    eager: { type: Boolean },
  };

  /** Album to show (content API §1). */
  declare albumId: string | number | null;
  /** Show content related to this product instead (content API §2); wins over `albumId`. */
  declare sku: string | null;
  /** The account's public API Key. (A `secret-key` attribute is never read.) */
  declare apiKey: string | null;
  /** The content service origin, e.g. `https://content.example.com`. */
  declare baseUrl: string | null;
  /** The analytics collector origin; engagement events go to `{analyticsUrl}/events/{name}`. */
  declare analyticsUrl: string | null;
  /** Items per page: a whole number from 1 to 100. */
  declare perPage: number | null;
  /** Sort JSON (attribute) or object, e.g. `{"recency":true,"desc":true}`. */
  declare sort: string | JsonObject | null;
  /** Filters JSON (attribute) or object (spec §2.2). Invalid JSON is reported, never thrown. */
  declare filters: string | JsonObject | null;
  /** Opt this widget out of engagement analytics. */
  declare noAnalytics: boolean;
  /** Load at once instead of when the widget is about one viewport from being seen. */
  declare eager: boolean;

  /** Item shown in the detail view, -1 when closed. */
  #index = -1;

  /** Configuration changed since the last start. */
  #pending = true;
  /** `reload()` was asked: start even before the widget is near. */
  #force = false;
  #fresh = false;
  #config: AlbumConfig | ConfigProblem = parseConfig({});
  #task: Promise<void> = Promise.resolve();
  /** Tile that opened the detail view: focus goes back there. */
  #opener = -1;
  #unlock: (() => void) | undefined;
  /** The detail view's module, once loaded (its styles then adopted by this shadow root). */
  #lb: Lightbox | undefined;
  #tracker: EngagementTracker | undefined;
  #trackerKey = '';
  #tileItems: MediaItem[] = [];
  #tiles: TemplateResult[] = [];
  /** Widest tile seen (CSS px), for `sizes`; 0 until the grid has been laid out. */
  #tileWidth = 0;
  #resize: ResizeObserver | undefined;

  #loader = new AlbumLoader(this, {
    page: (info) => this.#handlePage(info),
    error: (error) => emit(this, 'ugc-error', { error }),
  });

  #visibility = new VisibilityController(this, () => this.#handleVisibility());

  constructor() {
    super();
    this.albumId = this.sku = this.apiKey = this.baseUrl = this.analyticsUrl = null;
    this.sort = this.filters = null;
    this.perPage = 30;
    this.noAnalytics = this.eager = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#pending) this.requestUpdate();
    this.#resize ??= new ResizeObserver(() => this.#measure());
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#finish(false);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (CONFIG.some((k) => changed.has(k))) {
      this.#config = parseConfig(this);
      this.#pending = true;
    }
    // A broken configuration is reported at once; a good one waits until the widget is near.
    const ready = 'attribute' in this.#config || this.#force || this.eager || this.#visibility.near;
    if (this.#pending && ready && this.isConnected) {
      this.#pending = this.#force = false;
      this.#start();
    }
  }

  /**
   * Loads everything again past the edge cache (`unique_id`), revalidating the count's ETag.
   * Resolves when the first page (and the count) have rendered or failed; never rejects.
   */
  reload(): Promise<void> {
    this.#pending = this.#force = this.#fresh = true;
    this.requestUpdate();
    return this.updateComplete.then(() => this.#task).catch(noop);
  }

  #start(): void {
    this.#finish(false);
    const c = this.#config;
    const fresh = this.#fresh;
    this.#fresh = false;
    if ('attribute' in c) {
      const message = en.config(c.attribute, c.problem);
      console.warn(`<ugc-album>: ${message}`);
      this.#task = this.#loader.fail(new ContentError(message, 'config'));
      return;
    }
    this.#task = this.#loader.load(c, fresh);
  }

  /** The tracker for the current collector and key (made again only when they change). */
  #track(): EngagementTracker | undefined {
    const c = this.#config;
    if ('attribute' in c || !c.analyticsUrl) return undefined;
    const key = `${c.analyticsUrl} ${c.apiKey}`;
    if (key !== this.#trackerKey) {
      this.#trackerKey = key;
      this.#tracker = createEngagementTracker({
        analyticsUrl: c.analyticsUrl,
        apiKey: c.apiKey,
        widget: () => 'grid',
        disabled: () => this.noAnalytics,
        onSend: (name, body) => emit(this, 'ugc-analytics', { name, body }),
      });
    }
    return this.#tracker;
  }

  #handlePage({ page, items, hasNext, albumId, perPage }: PageInfo): void {
    emit(this, 'ugc-load', { page, items, hasNext, albumId });
    const tracker = this.#track();
    if (!tracker || albumId == null || !items.length) return;
    tracker.pageRendered(albumId, page, perPage, items);
    if (this.#visibility.visible) tracker.becameVisible();
  }

  #handleVisibility(): void {
    if (this.#pending) this.requestUpdate();
    if (this.#visibility.visible && this.#loader.page) this.#track()?.becameVisible();
  }

  #handleGridClick(e: Event): void {
    const tile = (e.target as Element).closest<HTMLElement>('[data-i]');
    if (tile) void this.#open(Number(tile.dataset['i']));
  }

  /** "Load more" and "Retry". */
  async #handleMore(e: Event): Promise<void> {
    const button = e.currentTarget as HTMLElement;
    const first = this.#loader.items.length;
    await (button.part.contains('retry') ? this.#loader.retry() : this.#loader.more());
    // The button may be gone (end of the album, a failure, a success after Retry): focus goes to the
    // first new tile, else to Retry, never to the page (WCAG 2.4.3). Focus moved elsewhere stays.
    const lost = !this.shadowRoot?.activeElement && (document.activeElement ?? document.body) === document.body;
    if (!button.isConnected && lost) {
      (this.#tile(first) ?? this.renderRoot.querySelector<HTMLElement>('[part~="retry"]'))?.focus();
    }
  }

  async #open(index: number): Promise<void> {
    const item = this.#loader.items[index];
    if (!item || this.#index >= 0 || !emit(this, 'ugc-item-click', { item, index }, true)) return;
    try {
      if (!this.#lb) {
        const lb = await (lightbox ??= import('./lightbox.js'));
        const root = this.renderRoot as ShadowRoot;
        if (supportsAdoptingStyleSheets) {
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, lb.lightboxStyles.styleSheet!];
        } else {
          // No adoptedStyleSheets: Lit's helper writes a <style> carrying `window.litNonce` (strict
          // CSP), placed after the element's own styles and before what Lit renders.
          const styles = document.createDocumentFragment();
          adoptStyles(styles as unknown as ShadowRoot, [lb.lightboxStyles]);
          let next = root.firstChild;
          while (next?.nodeName === 'STYLE') next = next.nextSibling;
          root.insertBefore(styles, next);
        }
        this.#lb = lb;
      }
      if (this.#index >= 0 || this.#loader.items[index] !== item) return;
      this.#index = this.#opener = index;
      this.requestUpdate();
      await this.updateComplete;
      this.renderRoot.querySelector('dialog')!.showModal();
    } catch {
      // Offline before the first open (the chunk did not load), or the dialog could not open.
      lightbox = undefined;
      this.#index = -1;
      this.requestUpdate();
      return;
    }
    this.#unlock ??= this.#lb.lockScroll();
    emit(this, 'ugc-lightbox-open', { item, index });
    const { albumId } = this.#loader;
    if (albumId != null) this.#track()?.lightboxOpened(albumId, item);
  }

  async #step(delta: 1 | -1): Promise<void> {
    const index = this.#index + delta;
    if (index >= this.#loader.items.length) await this.#loader.more();
    if (this.#index < 0 || !this.#loader.items[index]) return;
    this.#pauseVideo();
    this.#index = index;
    this.requestUpdate();
  }

  /** The detail view closed (or must: new content, disconnection). Safe to call when closed. */
  #finish(returnFocus: boolean): void {
    const index = this.#index;
    if (index < 0) return;
    const item = this.#loader.items[index];
    this.#pauseVideo();
    this.#index = -1;
    this.requestUpdate();
    this.#unlock?.();
    this.#unlock = undefined;
    if (item) emit(this, 'ugc-lightbox-close', { item, index });
    const opener = this.#opener;
    if (returnFocus) void this.updateComplete.then(() => this.#tile(opener)?.focus(), noop);
  }

  #handleAction(item: MediaItem, url: string): void {
    emit(this, 'ugc-cta-click', { item, url });
    const { albumId } = this.#loader;
    if (albumId != null) this.#track()?.actionClicked(albumId, item, url);
  }

  /**
   * Tiles state their real width in `sizes`. Not `sizes="auto"`: measured in Chromium 156, an image
   * already in the memory cache (a second widget, a reload) makes `auto` fall back to 100vw and
   * download the 1280w rendition for every tile. Only growth matters: browsers never downgrade.
   */
  #measure(): void {
    const width = Math.ceil(this.renderRoot.querySelector('li')?.getBoundingClientRect().width ?? 0);
    if (width > this.#tileWidth) {
      this.#tileWidth = width;
      this.#tileItems = [];
      this.requestUpdate();
    }
  }

  #pauseVideo(): void {
    this.renderRoot.querySelector<HTMLVideoElement>('dialog video')?.pause();
  }

  #tile(index: number): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-i="${index}"]`);
  }

  #renderTile(item: MediaItem, index: number): TemplateResult {
    const video = item.type === 'video';
    // A tile is never larger than `large`: leaving the original out guarantees it is never fetched.
    const stills = upToLarge(item.renditions);
    const sizes = this.#tileWidth ? `${this.#tileWidth}px` : '(min-width:600px) 240px,34vw';
    // Templates are compact on purpose (Lit ships them as written). `sizes` is bound before
    // `srcset`, so the choice is made with the right width from the start.
    return html`<li><button part=${video ? 'item video' : 'item'} class="tile" type="button" data-i=${index} aria-label=${video ? en.video(item.alt) : item.alt}>${
      stills[0]
        ? html`<img part="tile-image" alt="" loading="lazy" decoding="async" sizes=${sizes} srcset=${srcset(stills, coverScale(item))} src=${safeUrl(stills[0].url)}>`
        : nothing
    }${video ? html`<span part="play" class="play"></span>` : nothing}</button></li>`;
  }

  /** Tiles are made once per item; appending a page only makes the new ones. */
  #renderTiles(items: MediaItem[]): TemplateResult[] {
    const prev = this.#tileItems;
    if (items !== prev) {
      const keep = prev.length && items[prev.length - 1] === prev[prev.length - 1] ? prev.length : 0;
      this.#tiles = this.#tiles
        .slice(0, keep)
        .concat(items.slice(keep).map((item, i) => this.#renderTile(item, keep + i)));
      this.#tileItems = items;
    }
    return this.#tiles;
  }

  protected override render(): TemplateResult {
    const s = en;
    const { status, items, error, count, busy, hasNext, added, page } = this.#loader;
    const format = formatter(this.closest('[lang]')?.getAttribute('lang') || navigator.language);
    const c = this.#config;
    const waiting = status === 'idle' || status === 'loading';
    const item = items[this.#index];
    const message =
      status === 'loading'
        ? s.loading
        : error
          ? describeError(s, error, !('attribute' in c) && !!c.sku, navigator.onLine)
          : '';
    return html`${
      waiting || items.length
        ? html`<p part="count" class="count">${count == null ? '' : s.count(format(count), count)}</p>`
        : nothing
    }${
      waiting
        ? html`<ul part="grid" class="grid" aria-hidden="true">${Array.from({ length: 'attribute' in c ? 0 : c.perPage }, () => html`<li></li>`)}</ul>`
        : items.length
          ? html`<ul part="grid" class="grid" role="list" @click=${this.#handleGridClick}>${this.#renderTiles(items)}</ul>`
          : nothing
    }<div part="status" class=${waiting ? 'status vh' : 'status'} role="status">${
      status === 'empty'
        ? html`<slot name="empty"><p>${s.empty}</p></slot>`
        : message
          ? html`<p>${message}</p>`
          : nothing
    }${
      error && error.kind !== 'config'
        ? html`<button part="retry" class="btn" type="button" @click=${this.#handleMore}>${s.retry}</button>`
        : nothing
    }</div>${
      hasNext && !error
        ? html`<button part="load-more" class="btn" type="button" aria-disabled=${String(busy)} @click=${this.#handleMore}>${s.loadMore}</button>`
        : nothing
    }<p class="vh" aria-live="polite">${page > 1 ? s.loadedMore(format(added), format(items.length), added) : ''}</p>${
      item && this.#lb
        ? this.#lb.renderLightbox({
            item,
            index: this.#index,
            total: hasNext && count != null && count > items.length ? count : items.length,
            hasNext: this.#index < items.length - 1 || hasNext,
            strings: s,
            format,
            step: (d) => void this.#step(d),
            closed: () => this.#finish(true),
            action: (url) => this.#handleAction(item, url),
          })
        : nothing
    }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ugc-album': UgcAlbumElement;
  }
}
