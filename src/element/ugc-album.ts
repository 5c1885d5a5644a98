import { LitElement, adoptStyles, html, nothing, supportsAdoptingStyleSheets } from 'lit';
import type { CSSResult, PropertyValues, TemplateResult } from 'lit';
import { parseConfig } from './album-config.js';
import type { AlbumConfig, ConfigProblem } from './album-config.js';
import { AlbumLoader } from './album-loader.js';
import type { PageInfo } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import { ContentError } from '../client/content-error.js';
import { chunkFailed } from './chunk.js';
import { emit } from './events.js';
// The element's declarations carry its events: importing it in any way (`ugc-album/define` alone
// included) types `addEventListener('ugc-item-click', (e) => e.detail)`.
export type {
  UgcAlbumEventMap,
  UgcAnalyticsDetail,
  UgcCtaClickDetail,
  UgcErrorDetail,
  UgcItemDetail,
  UgcLoadDetail,
} from './events.js';
// The types its properties take, exported beside it (custom-elements.json names them).
export type { UgcAlbumStrings } from '../i18n/strings.js';
export type { JsonObject } from '../client/media.types.js';
import { builtInStrings, enBase } from '../i18n/i18n-base.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { JsonObject } from '../client/media.types.js';
import { TileController } from './tile-controller.js';
import { albumStyles } from './ugc-album.styles.js';
import { VisibilityController } from './visibility-controller.js';

/** Properties whose change means other content: abort and load again. */
const CONFIG = ['albumId', 'sku', 'apiKey', 'baseUrl', 'analyticsUrl', 'perPage', 'sort', 'filters'] as const;

const noop = () => {};

// The detail view is code only a click needs: fetched then, once per page (a chunk of its own in the
// ES bundle, inlined in the classic-script bundle).
let lightbox: Promise<typeof import('./lightbox.js')> | undefined;
type Lightbox = InstanceType<(typeof import('./lightbox.js'))['LightboxController']>;

// English failure messages (and what picks one) come only with a first failure, shown once they are
// there (a chunk of its own in the ES bundle). A chunk that failed to load is asked for again.
let failure: Promise<unknown> | undefined;
let fail: typeof import('../i18n/i18n-failure.js') | undefined;

type Carousel = InstanceType<(typeof import('./carousel.js'))['CarouselController']>;

/**
 * The page's first `Intl.NumberFormat` pays a one-time setup (ICU's: measured here 25–35 ms on an
 * idle desktop core, 120–180 ms at Lighthouse's 4× CPU slowdown). English numbers under 1,000 skip
 * it (`formatter`); any other count waits until a first page's first image has been painted (the
 * tiles' finish says when), so that setup is never on the Largest Contentful Paint's path nor part
 * of the page's render task.
 */
let counting = false;

// A bad `lang` makes Intl throw: the browser's locale then, never a broken render. (Currency codes
// reach here only well-formed, which Intl never refuses: see `normalizeProduct`.)
const formatter =
  (locale: string) =>
  (n: number, options?: Intl.NumberFormatOptions): string => {
    // English below 1,000 is plain digits in every region: the number needs no ICU setup (above).
    // Only `en` and `en-XX`: a longer tag may ask for other digits (`en-u-nu-arab`); Intl reads it.
    if (n < 1e3 && !options && /^en(-..)?$/i.test(locale)) return '' + n;
    try {
      return Intl.NumberFormat(locale, options).format(n);
    } catch {
      return Intl.NumberFormat(undefined, options).format(n);
    }
  };

/**
 * A gallery of an album's approved photos and videos from a Content Service: count, lazy grid,
 * paging and an accessible detail view, with the service's engagement analytics.
 *
 * @summary Embeddable, accessible gallery of user-generated photos and videos.
 *
 * @fires {CustomEvent<UgcLoadDetail>} ugc-load - A page rendered: `{ page, items, hasNext, albumId }` (also for an empty album, with `items: []`).
 * @fires {CustomEvent<UgcErrorDetail>} ugc-error - A load failed or the configuration is unusable: `{ error }`, a `ContentError` (`kind`, `status`, `retryable`, `message`, and `request`: the URL that failed, when a request was sent); kind `config` for a bad attribute. Kind `analytics` (once per widget): the analytics code did not load or run; the gallery works on.
 * @fires {CustomEvent<UgcItemDetail>} ugc-item-click - A tile was activated: `{ item, index }`. Cancelable: `preventDefault()` keeps the detail view closed.
 * @fires {CustomEvent<UgcItemDetail>} ugc-lightbox-open - The detail view opened: `{ item, index }`.
 * @fires {CustomEvent<UgcItemDetail>} ugc-lightbox-close - The detail view closed: `{ item, index }` of the item it showed last.
 * @fires {CustomEvent<UgcCtaClickDetail>} ugc-cta-click - The visitor followed a call to action or a product link: `{ item, url }`.
 * @fires {CustomEvent<UgcAnalyticsDetail>} ugc-analytics - An engagement event was sent: `{ name, body }`, exactly as sent (forward it to your own analytics).
 *
 * @slot header - Above the count and the tiles: a heading, an introduction, a link to your gallery page.
 * @slot empty - Shown instead of "No photos yet." when the album has no approved content.
 * @slot error - Shown instead of the default error message; the Retry button (when offered) stays below it. `ugc-error` tells what failed.
 *
 * @csspart count - The approved count, formatted for the reader's locale ("1,234 photos").
 * @csspart grid - The list of tiles (a `<ul>`).
 * @csspart item - Each tile: a `<button>` named after the item (its alt text when that describes something, else its caption, with who posted it).
 * @csspart video - A video tile (alongside `item`).
 * @csspart tile-image - The image inside a tile.
 * @csspart play - The play badge on a video tile.
 * @csspart status - The loading, empty and error messages.
 * @csspart retry - The Retry button of an error message (only where trying again can help: 429, 5xx, no answer, timeout).
 * @csspart load-more - The button that loads the next page. Hidden (`visibility: hidden`, not focusable) while the first page loads and at the end of the album: its row stays, so nothing below the widget moves when it appears or goes.
 * @csspart carousel-prev - The carousel's previous button: scrolls back by a page of tiles.
 * @csspart carousel-next - The carousel's next button: scrolls on by a page of tiles; at the end of the row it loads the next page.
 * @csspart lightbox - The detail view: a modal `<dialog>`.
 * @csspart lightbox-image - The image in the detail view.
 * @csspart lightbox-video - The video in the detail view.
 * @csspart lightbox-close - The close button of the detail view.
 * @csspart lightbox-prev - The previous-item button of the detail view.
 * @csspart lightbox-next - The next-item button of the detail view.
 * @csspart byline - The submitter's avatar and name in the detail view.
 * @csspart avatar - The submitter's avatar in the detail view.
 * @csspart caption - The item's caption in the detail view.
 * @csspart cta - The item's call to action and its product links in the detail view.
 * @csspart product - A product link (alongside `cta`).
 * @csspart products - The list of product links in the detail view.
 * @csspart price - A product's price in the detail view (on sale: the sale price, then the regular one struck through).
 * @csspart hotspot - A product's marker on the photo in the detail view: a link to the product, named after it.
 * @csspart attribution - The link to the original post in the detail view ("View on Instagram").
 *
 * @cssproperty [--ugc-album-color=inherit] - Text colour (default: the page's).
 * @cssproperty [--ugc-album-bg=transparent] - Background of the widget.
 * @cssproperty [--ugc-album-muted=inherit] - Colour of the count (default: the text colour).
 * @cssproperty [--ugc-album-font=inherit] - Font family (default: the page's; the widget never sets a font of its own).
 * @cssproperty [--ugc-album-accent=currentColor] - Border of "Load more", "Retry" and the carousel buttons; also the focus ring unless `--ugc-album-focus-color` is set.
 * @cssproperty [--ugc-album-columns=auto-fill] - Grid: fixed number of columns (default: as many as fit, at least three). Carousel: the most tiles in view.
 * @cssproperty [--ugc-album-tile-size=180px] - Grid: smallest tile width when columns are automatic. Carousel: the tile width (wider when `--ugc-album-columns` asks for fewer tiles in view).
 * @cssproperty [--ugc-album-gap=8px] - Space between tiles.
 * @cssproperty [--ugc-album-radius=4px] - Corner radius of tiles, buttons and the detail view (set it and all three follow; the detail view's own default is 8px).
 * @cssproperty [--ugc-album-placeholder=rgb(128 128 128 / 0.15)] - Tile background while its image loads.
 * @cssproperty [--ugc-album-focus-color=#1a73e8] - Focus ring colour (at least 3:1 on white and on dark backgrounds).
 * @cssproperty [--ugc-album-button-bg=none] - Background of "Load more", "Retry" and the carousel buttons.
 * @cssproperty [--ugc-album-button-color=inherit] - Text colour of "Load more", "Retry" and the carousel buttons.
 * @cssproperty [--ugc-album-lightbox-bg=#fff] - Background of the detail view (dark scheme: `#1f1f1f`).
 * @cssproperty [--ugc-album-lightbox-color=#1f1f1f] - Text colour of the detail view (dark scheme: `#e3e3e3`).
 * @cssproperty [--ugc-album-backdrop=rgb(0 0 0 / 0.8)] - Backdrop behind the detail view.
 * @cssproperty [--ugc-album-cta-bg=#1f1f1f] - Background of the call-to-action link (dark scheme: `#e3e3e3`).
 * @cssproperty [--ugc-album-cta-color=#fff] - Text colour of the call-to-action link (dark scheme: `#1f1f1f`).
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
    layout: {},
    locale: {},
    strings: { attribute: false },
  };

  /** Album to show: a positive whole number (digits only, no leading zero). */
  declare albumId?: string | number | null;
  /**
   * Show the content related to this product instead; wins over `album-id` (an empty or blank `sku`
   * is ignored). The product's album (from the response) is then used for the count and analytics.
   */
  declare sku?: string | null;
  /** The account's **public** API Key. (A `secret-key` attribute is never read.) */
  declare apiKey?: string | null;
  /**
   * The Content Service origin, e.g. `https://content.example.com`, optionally with a path. An
   * absolute `http(s)` URL with no user name, password, query or fragment. Required; there is no
   * default vendor host.
   */
  declare baseUrl?: string | null;
  /**
   * The analytics collector origin (optionally with a path; same rules as `base-url`); events go to
   * `{analytics-url}/events/{name}`. Without it nothing is sent.
   */
  declare analyticsUrl?: string | null;
  /** Items per page, a whole number from 1 to 100. */
  declare perPage: number | null;
  /**
   * Sort JSON, e.g. `{"recency":true,"desc":true}` (keys: `recency`, `approved_time`, `random`,
   * `pixlee_shares`, `pixlee_likes`, `popularity`, `dynamic`, plus `desc` or `asc`); default: the
   * service's. The property also takes an object.
   */
  declare sort?: string | JsonObject | null;
  /**
   * Filters JSON (content API §2.2: `filter_by_userhandle`, `has_permission`,
   * `content_type: ["video"]`, …), passed through; default: none. The property also takes an object.
   */
  declare filters?: string | JsonObject | null;
  /**
   * Opt this widget out of engagement analytics.
   * @default false
   */
  declare noAnalytics: boolean;
  /**
   * Load at once. By default the widget waits until it is about one viewport from being seen; use
   * `eager` above the fold.
   * @default false
   */
  declare eager: boolean;
  /** `grid`, or `carousel`: one row that scrolls sideways, with previous/next buttons. */
  declare layout: 'grid' | 'carousel';
  /**
   * Language of the texts and numbers, e.g. `fr` or `ar-EG`. Default: the `lang` of the closest
   * ancestor (or of the page), else the browser's. Built in: en, fr, de, es, ja, ar.
   */
  declare locale?: string | null;
  /** Your texts instead of the locale's: any subset of `UgcAlbumStrings` (property only). */
  declare strings?: Partial<UgcAlbumStrings> | null;

  /** The locale's strings with `strings` over them. */
  #s = enBase as UgcAlbumStrings;
  /** The locale in use (the attribute, the page's, or the browser's). */
  #lang = '';
  /** This element set its own `dir` (the page sets none). */
  #dir = false;
  /** The carousel chunk, loaded once (read and written by `??=` alone). */
  // eslint-disable-next-line no-unused-private-class-members -- ESLint does not count `??=` as a read
  #carousel: Promise<unknown> | undefined;
  #car: Carousel | undefined;
  /** The tiles' finish (marks, name overlay, fade-in), a chunk asked for as loading starts (`??=` alone). */
  // eslint-disable-next-line no-unused-private-class-members -- ESLint does not count `??=` as a read
  #marks: Promise<unknown> | undefined;

  /** Configuration changed since the last start. */
  #pending = true;
  /** `reload()` was asked: start even before the widget is near. */
  #force = false;
  #fresh = false;
  #config: AlbumConfig | ConfigProblem = parseConfig({});
  #task: Promise<void> = Promise.resolve();
  /** The detail view, once its chunk has loaded (its styles then adopted by this shadow root). */
  #lb: Lightbox | undefined;
  #tracker: Promise<EngagementTracker | void> | undefined;
  #trackerKey = '';
  /** The analytics chunk failed and `ugc-error` said so. */
  #untracked = false;

  #loader = new AlbumLoader(this, {
    page: (info) => this.#handlePage(info),
    error: (error) => (fail?.warnFailure(error, this.#config), emit(this, 'ugc-error', { error })),
    ready: () => this.#tiles.measured,
    failing: () =>
      (failure ??= import('../i18n/i18n-failure.js').catch(chunkFailed('i18n-failure')).then(
        (m) => (fail = m),
        () => (failure = undefined),
      )),
  });

  #visibility = new VisibilityController(this, () => this.#pending && this.requestUpdate());

  #tiles = new TileController(this, (index) => void this.#open(index));

  constructor() {
    super();
    this.perPage = 30;
    this.noAnalytics = this.eager = false;
    this.layout = 'grid';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.#pending) this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Whatever the page set (a `locale` whose toString throws, `strings` with throwing getters), never throw.
    let lang = '';
    let own;
    try {
      lang = String(this.locale || this.closest<HTMLElement>('[lang]')?.lang || document.documentElement.lang || navigator.language);
      own = { ...this.strings };
    } catch {}
    this.#lang = lang;
    // English until the locale's chunk has arrived; `strings` over either.
    this.#s = { ...fail?.enFailure, ...builtInStrings(lang, () => this.requestUpdate()), ...own } as UgcAlbumStrings;
    // The page's direction wins; without one, the locale's.
    if (this.#dir || !this.closest('[dir]')) {
      this.#dir = /^(ar|fa|he|ur)\b/i.test(lang);
      if (this.#dir) this.dir = 'rtl';
      else this.removeAttribute('dir');
    }
    // The row itself is plain CSS; its buttons and snapping come with the chunk.
    if (this.layout == 'carousel') {
      this.#carousel ??= import('./carousel.js').catch(chunkFailed('carousel')).then(
        (m) => {
          this.#adopt(m.carouselStyles);
          this.#car = new m.CarouselController(this, () => this.#loader.more());
        },
        () => (this.#carousel = undefined),
      );
    }
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
    this.#lb?.close(false);
    const c = this.#config;
    const fresh = this.#fresh;
    this.#fresh = false;
    if ('attribute' in c) {
      // The status names it in the reader's language; the error (and the warning the failure chunk
      // writes, with the fix), in English.
      const message = `the ${c.attribute} attribute is unusable (${c.problem})`;
      this.#task = this.#loader.fail(new ContentError(message, 'config'));
      return;
    }
    this.#task = this.#loader.load(c, fresh);
    // The tiles' finish is looks only: fetched alongside the first page, it finishes the tiles (once
    // the first image has been painted) and every later one; without it (offline) they stay plain.
    this.#marks ??= import('./tile-marks.js').catch(chunkFailed('tile-marks')).then(
      // Its styles come once the first tile's image has been painted (or failed), and the count with
      // them: run while that image arrived, the count's setup delayed its paint by 100-300 ms.
      (m) => m.finishTiles(this, (styles) => (this.#adopt(styles), (counting = true), this.requestUpdate()), this.#loader),
      // Without the chunk (offline: asked for again by the next start), the count shows at once.
      () => ((this.#marks = undefined), (counting = true), this.requestUpdate()),
    );
    // The tracker's chunk comes while the album loads, so it is there when the first page renders.
    if (!this.noAnalytics) this.#track();
  }

  /**
   * The tracker for the current collector and key (made again only when they change), as a promise:
   * its code is a chunk of its own, asked for as loading starts (its first event follows the first
   * page). Calls chained on it wait for it and run in the order they were made.
   */
  #track(): Promise<EngagementTracker | void> | undefined {
    const c = this.#config;
    if ('attribute' in c || !c.analyticsUrl) return undefined;
    const key = `${c.analyticsUrl} ${c.apiKey}`;
    if (key !== this.#trackerKey) {
      this.#trackerKey = key;
      this.#tracker = import('./engagement.js').catch(chunkFailed('analytics')).then(
        (m) => m.trackerFor(this, c),
        (error) => {
          // What was asked is dropped; the next event asks again (offline). The shopper sees nothing,
          // the merchant is told: once per widget, a `ugc-error` of kind `analytics`.
          this.#trackerKey = '';
          if (!this.#untracked) {
            this.#untracked = true;
            emit(this, 'ugc-error', { error: new ContentError(String(error), 'analytics') });
          }
        },
      );
    }
    return this.#tracker;
  }

  #handlePage({ page, items, hasNext, albumId, perPage }: PageInfo): void {
    emit(this, 'ugc-load', { page, items, hasNext, albumId });
    if (albumId != null && items.length) this.#track()?.then((t) => t?.pageRendered(albumId, page, perPage, items));
  }

  /** "Load more" and "Retry". */
  async #handleMore(e: Event): Promise<void> {
    const button = e.currentTarget as HTMLElement;
    const first = this.#loader.items.length;
    await (button.part.contains('retry') ? this.#loader.retry() : this.#loader.more());
    // The button may be gone or hidden (end of the album, a failure, a success after Retry): focus
    // goes to the first new tile, else to Retry, never to the page (WCAG 2.4.3). Focus moved
    // elsewhere stays.
    const active = this.shadowRoot!.activeElement;
    const lost = active ? active == button : (document.activeElement ?? document.body) === document.body;
    if (lost && (!button.isConnected || button.matches('.off'))) {
      (this.#tiles.tile(first) ?? this.renderRoot.querySelector<HTMLElement>('[part~="retry"]'))?.focus();
    }
  }

  async #open(index: number): Promise<void> {
    const item = this.#loader.items[index];
    if (!item || (this.#lb && this.#lb.index >= 0) || !emit(this, 'ugc-item-click', { item, index }, true)) return;
    try {
      const m = await (lightbox ??= import('./lightbox.js').catch(chunkFailed('lightbox')));
      if (!this.#lb) {
        this.#adopt(m.lightboxStyles);
        this.#lb = new m.LightboxController(this, this.#loader, () => this.#track());
      }
    } catch {
      // Offline before the first open: the chunk did not load.
      lightbox = undefined;
      return;
    }
    await this.#lb.open(index, item);
  }

  /** Adds the styles of a chunk (the detail view, the carousel) after the element's own. */
  #adopt(styles: CSSResult): void {
    const root = this.renderRoot as ShadowRoot;
    if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
    // No adoptedStyleSheets: Lit's helper appends a <style> carrying `window.litNonce` (strict CSP),
    // after the element's own (Lit renders before those).
    else adoptStyles(root, [styles]);
  }

  protected override render(): TemplateResult {
    const s = this.#s;
    const { status, items, error, count, busy, hasNext, added, page } = this.#loader;
    const format = formatter(this.#lang);
    const row = this.layout == 'carousel';
    const c = this.#config;
    const per = 'attribute' in c ? 0 : c.perPage;
    const waiting = status === 'idle' || status === 'loading';
    // The boxes of the next page are held from the click on (by the count, when it is known).
    const coming = busy ? Math.max(0, Math.min(per, count == null ? per : count - items.length)) : 0;
    const message =
      status === 'loading'
        ? s.loading
        : error
          ? fail
            ? fail.failureMessage(s, error, c, navigator.onLine)
            : error.message
          : '';
    return html`<slot name="header"></slot>${row && items.length ? this.#car?.render(s, hasNext) : nothing}${
      waiting || items.length
        ? html`<p part="count" class=${row ? 'count cr' : 'count'}>${count == null || !counting ? '' : s.count(format(count), count)}</p>`
        : nothing
    }${this.#tiles.render({ items, waiting, per, coming, row, s })}<div part="status" class=${waiting ? 'status vh' : 'status'} role="status">${
      status === 'empty'
        ? html`<slot name="empty"><p>${s.empty}</p></slot>`
        : error
          ? html`<slot name="error"><p>${message}</p></slot>`
          : message
            ? html`<p>${message}</p>`
            : nothing
    }${
      // Retry only where trying again can help (429, 5xx, no answer): not a refused key, a missing
      // album, an unusable attribute or an unreadable answer.
      error?.retryable
        ? html`<button part="retry" class="btn" type="button" @click=${this.#handleMore}>${s.retry}</button>`
        : nothing
    }</div>${
      // "Load more" keeps its row while the album might have more pages and at its end (hidden then),
      // so nothing below the widget moves when it appears or goes.
      (waiting || items.length) && !error
        ? html`<button part="load-more" class=${hasNext ? 'btn' : 'btn off'} type="button" aria-disabled=${busy ? 'true' : 'false'} @click=${this.#handleMore}>${s.loadMore}</button>`
        : nothing
    }<p class="vh" aria-live="polite">${page > 1 ? s.loadedMore(format(added), format(items.length), added) : ''}</p>${this.#lb?.render(s, format)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ugc-album': UgcAlbumElement;
  }
}
