import { LitElement, html, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { renderCount, startCounting } from './count-line.js';
import { configError, parseConfig } from './album-config.js';
import type { AlbumConfig, ConfigProblem } from './album-config.js';
import { AlbumLoader } from './album-loader.js';
import type { PageInfo } from './album-loader.js';
import { AnalyticsLink } from './analytics-link.js';
import { failureStrings, loadFailureTexts, renderStatus, warnFailure } from './album-status.js';
import { CarouselLink } from './carousel-link.js';
import { lazyChunk } from './chunk.js';
import { emit } from './events.js';
// The element's declarations carry its events: importing it in any way (`ugc-album/define` alone
// included) types `addEventListener('ugc-item-click', (e) => e.detail)`.
export type { UgcAlbumEventMap, UgcAnalyticsDetail, UgcCtaClickDetail } from './events.js';
export type { UgcErrorDetail, UgcItemDetail, UgcLoadDetail, UgcAddToCartDetail, UgcAddToCartEvent } from './events.js';
// The types its properties take, exported beside it (custom-elements.json names them).
export type { UgcAlbumStrings } from '../i18n/strings.js';
export type { JsonObject } from '../client/media.types.js';
import { builtInStrings, enBase } from '../i18n/i18n-base.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { JsonObject } from '../client/media.types.js';
import { ItemViewers } from './item-viewers.js';
import { applyDirection, numberFormat, pageStrings, resolveLocale } from './locale.js';
import { Paging } from './paging.js';
import { takeOverServed } from './served-link.js';

import { TileController } from './tile-controller.js';
import { albumStyles } from './ugc-album.styles.js';
import { VisibilityController } from './visibility-controller.js';

const languageChunk = lazyChunk('language', () => import('./language.js'));
/** Properties whose change means other content: abort and load again. */
const CONFIG = ['albumId', 'sku', 'apiKey', 'baseUrl', 'analyticsUrl', 'perPage', 'sort', 'filters'] as const;

/**
 * A gallery of an album's approved photos and videos from a Content Service: count, lazy grid,
 * paging and an accessible detail view, with the service's engagement analytics.
 *
 * @summary Embeddable, accessible gallery of user-generated photos and videos.
 *
 * @fires {CustomEvent<UgcLoadDetail>} ugc-load - A page rendered: `{ page, items, hasNext, albumId }` (also for an empty album, with `items: []`).
 * @fires {CustomEvent<UgcErrorDetail>} ugc-error - A load failed or the configuration is unusable: `{ error }`, a `ContentError` (`kind`, `status`, `retryable`, `message`, and `request`: the URL that failed, when a request was sent); kind `config` for a bad attribute. Kind `analytics` (once per widget): the analytics code did not load or run, or an engagement event could not be delivered; the gallery works on.
 * @fires {CustomEvent<UgcItemDetail>} ugc-item-click - A tile was activated: `{ item, index }`. Cancelable: `preventDefault()` keeps the detail view closed.
 * @fires {CustomEvent<UgcItemDetail>} ugc-lightbox-open - The detail view (or the story viewer) opened: `{ item, index }`.
 * @fires {CustomEvent<UgcItemDetail>} ugc-lightbox-close - The detail view (or the story viewer) closed: `{ item, index }` of the item it showed last.
 * @fires {UgcAddToCartEvent} ugc-add-to-cart - "Add to cart" pressed (`add-to-cart`): `{ item, product }`. Pass the promise of the shop's cart call to `event.waitUntil()` during dispatch: busy until it settles, then "Added" (and the `addToCart` conversion event) or a failure. Without `waitUntil()` the product page opens. Cancelable: `preventDefault()` stops the widget's own part (the conversion event, or the product page).
 * @fires {CustomEvent<UgcCtaClickDetail>} ugc-cta-click - The visitor followed a call to action or a product link: `{ item, url }`.
 * @fires {CustomEvent<UgcAnalyticsDetail>} ugc-analytics - An engagement event was sent: `{ name, body }`, exactly as sent (forward it to your own analytics).
 *
 * @slot header - Above the count and the tiles: a heading, an introduction, a link to your gallery page.
 * @slot empty - Shown instead of "No posts yet." when the album has no approved content.
 * @slot error - Shown instead of the default error message; the Retry button (when offered) stays below it. `ugc-error` tells what failed.
 *
 * @csspart count - The approved count of posts (photos and videos), formatted for the reader's locale ("1,234 posts").
 * @csspart grid - The list of tiles (a `<ul>`).
 * @csspart item - Each tile: a `<button>` named after the item (its alt text when that describes something, else its caption, with who posted it).
 * @csspart video - A video tile (alongside `item`).
 * @csspart tile-image - The image inside a tile.
 * @csspart play - The play badge on a video tile.
 * @csspart status - The loading, empty and error messages.
 * @csspart retry - The Retry button of an error message (only where trying again can help: 429, 5xx, no answer, timeout, an unreadable answer).
 * @csspart load-more - The button that loads the next page. Hidden (`visibility: hidden`, not focusable) while the first page loads, at the end of the album and after a failure (Retry is the way on then): its row stays, so nothing below the widget moves when it appears or goes.
 * @csspart carousel-prev - The carousel's previous button: scrolls back by a page of tiles.
 * @csspart carousel-next - The carousel's next button: scrolls on by a page of tiles; at the end of the row it loads the next page.
 * @csspart lightbox - The detail view: a modal `<dialog>`.
 * @csspart lightbox-image - The image in the detail view.
 * @csspart lightbox-video - The video in the detail view.
 * @csspart lightbox-close - The close button of the detail view.
 * @csspart lightbox-prev - The previous-item button of the detail view.
 * @csspart lightbox-next - The next-item button of the detail view.
 * @csspart add-to-cart - A product's "Add to cart" button (`add-to-cart`), in the detail view and the story viewer.
 * @csspart story - The story viewer (`layout="stories"`): a modal `<dialog>`, full screen.
 * @csspart story-image - The photo in the story viewer.
 * @csspart story-video - The video in the story viewer.
 * @csspart story-previous - The story viewer's previous-item button.
 * @csspart story-next - The story viewer's next-item button (after the last item it closes the viewer).
 * @csspart story-pause - The story viewer's pause/play button.
 * @csspart story-sound - The story viewer's sound on/off button (videos).
 * @csspart story-close - The story viewer's close button.
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
 * @cssproperty [--ugc-album-columns=auto-fill] - Grid: number of columns (default: as many as fit, at least three), fewer on a box too narrow for tiles of 100px (3 on a 375px phone for 4). Carousel: the most tiles in view.
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
    addToCart: { attribute: 'add-to-cart', type: Boolean },
    eager: { type: Boolean },
    layout: {},
    locale: {},
    strings: { attribute: false },
    deferHydration: { attribute: 'defer-hydration', type: Boolean },
  };

  /** Album to show: a positive whole number (digits only, no leading zero). */
  declare albumId?: string | number | null;
  /** Show the content related to this product instead; wins over `album-id` (an empty or blank `sku` is ignored). The product's album (from the response) is then used for the count and analytics. */
  declare sku?: string | null;
  /** The account's **public** API Key. (A `secret-key` attribute is never read.) */
  declare apiKey?: string | null;
  /** The Content Service origin, e.g. `https://content.example.com`, optionally with a path. An absolute `http(s)` URL with no user name, password, query or fragment. Required; there is no default vendor host. */
  declare baseUrl?: string | null;
  /** The analytics collector origin (optionally with a path; same rules as `base-url`); events go to `{analytics-url}/events/{name}`. Without it nothing is sent. */
  declare analyticsUrl?: string | null;
  /** Items per page, a whole number from 1 to 100. */
  declare perPage: number | null;
  /** Sort JSON, e.g. `{"recency":true,"desc":true}` (keys: `recency`, `approved_time`, `random`, `pixlee_shares`, `pixlee_likes`, `popularity`, `dynamic`, plus `desc` or `asc`); default: the service's. The property also takes an object. */
  declare sort?: string | JsonObject | null;
  /** Filters JSON (content API §2.2: `filter_by_userhandle`, `has_permission`, `content_type: ["video"]`, …), passed through; default: none. The property also takes an object. */
  declare filters?: string | JsonObject | null;
  /** Opt this widget out of engagement analytics. @default false */
  declare noAnalytics: boolean;
  /** Load at once. By default the widget waits until it is about one viewport from being seen; use `eager` above the fold. A gallery rendered on the server (`ugc-album/ssr`) is made eager as it is taken over: its first page is already there. @default false */
  declare eager: boolean;
  /** An "Add to cart" button for every product with a SKU, in the detail view and the story viewer: it fires `ugc-add-to-cart` for the shop's own cart code (docs/add-to-cart.md). @default false */
  declare addToCart: boolean;
  /** `grid`; `carousel`: one row that scrolls sideways, with previous/next buttons; `stories`: a row of 9:16 cards that open the story viewer (docs/stories.md). */
  declare layout: 'grid' | 'carousel' | 'stories';
  /** Language of the texts and numbers, e.g. `fr` or `ar-EG`. Default: the `lang` of the closest ancestor (or of the page), else the browser's. Built in: en, fr, de, es, ja, ar. Where it is not the page's language the element gets a `lang` of its own. */
  declare locale?: string | null;
  /** Your texts instead of the locale's: any subset of `UgcAlbumStrings` (property only). */
  declare strings?: Partial<UgcAlbumStrings> | null;
  /** While set, the widget waits (no load, no configuration message): server-rendered markup for a framework that sets properties and listeners as it hydrates (Lit's convention; `ugc-album/react` sets and removes it). */
  declare deferHydration: boolean;

  /** The locale's strings with `strings` over them. */
  #s = enBase as UgcAlbumStrings;
  /** The locale in use (the attribute, the page's, or the browser's). */
  #locale = '';
  /** This element set its own `dir` (the page sets none). */
  #ownDir = false;
  /** This element set its own `lang` (its `locale` is not the page's language). */
  #ownLang = false;
  /** Configuration changed since the last start. */
  #pending = true;
  /** `reload()` was asked: start even before the widget is near. */
  #force = false;
  #taking?: Promise<unknown>; // the takeover of a served root, once begun
  #fresh = false;
  #config: AlbumConfig | ConfigProblem = parseConfig({});
  #task: Promise<void> = Promise.resolve();

  #loader = new AlbumLoader(this, {
    page: (info) => this.#handlePage(info),
    error: (error) => {
      warnFailure(error, this.#config);
      emit(this, 'ugc-error', { error });
    },
    ready: () => this.#tiles.measured,
    failing: loadFailureTexts,
  });

  #visibility = new VisibilityController(this, () => this.#pending && this.requestUpdate());
  #tiles = new TileController(this, (index) => void this.#viewers.open(index));
  #analytics = new AnalyticsLink(this);
  /** The detail view (the story viewer, for `stories`), each loaded when first needed. */
  #viewers = new ItemViewers(this, this.#loader, () => this.#analytics.tracker(this.#config));
  /** The carousel's buttons and snapping, loaded once the layout is `carousel` (or `stories`: its row). */
  #carousel = new CarouselLink(this, () => this.#loader.more());
  #paging = new Paging(this, this.#loader, (index) => this.#tiles.tile(index));

  constructor() {
    super();
    this.perPage = 30;
    this.noAnalytics = this.eager = this.deferHydration = this.addToCart = false;
    this.layout = 'grid';
  }

  override connectedCallback(): void {
    // A root a server rendered is taken over before the first connection goes on (served-link.ts).
    if (this.shadowRoot && !this.renderRoot && !this.#taking) {
      this.#taking = takeOverServed(this).then(() => this.isConnected && this.connectedCallback());
      return;
    }
    super.connectedCallback();
    if (this.#pending) this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const locale = (this.#locale = resolveLocale(this, this.#ownLang));
    // Only a `locale` asked for can differ from the page's language (a chunk); not on a server (no root).
    if (this.renderRoot && (this.locale || this.#ownLang)) languageChunk().then((m) => (this.#ownLang = m.applyLanguage(this, locale, this.#ownLang)), () => {});
    // English until the locale's chunk has arrived; `strings` over either.
    const builtIn = builtInStrings(locale, () => this.requestUpdate());
    this.#s = { ...failureStrings(), ...builtIn, ...pageStrings(this.strings) } as UgcAlbumStrings;
    this.#ownDir = applyDirection(this, locale, this.#ownDir);
    // The row's chunks (carousel.ts; and stories/stories-row.ts), asked for with the layout; not on a server (no root).
    if ((this.layout == 'carousel' || this.layout == 'stories') && this.renderRoot) this.#carousel.load();
    if (this.layout == 'stories' && this.renderRoot) this.#viewers.prepare();
    if (CONFIG.some((k) => changed.has(k))) {
      this.#config = parseConfig(this);
      this.#pending = true;
    }
    // A broken configuration is reported at once; a good one waits until it is near (a served one is eager).
    const ready = 'attribute' in this.#config || this.#force || this.eager || this.#visibility.near;
    if (this.#pending && ready && this.isConnected && !this.deferHydration) {
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
    return this.updateComplete.then(() => this.#task).catch(() => {});
  }

  #start(): void {
    this.#viewers.close();
    const c = this.#config;
    const fresh = this.#fresh;
    this.#fresh = false;
    this.#task = 'attribute' in c ? this.#loader.fail(configError(c)) : this.#loader.load(c, fresh);
    if ('attribute' in c) return;
    // A served page (`ugc-album/ssr`) is there at once, with its count; on a server that is all.
    if (this.#loader.status != 'loading') startCounting(this);
    if (!this.renderRoot) return;
    // The tiles' finish comes with the first page; the count shows with its styles (count-line.ts).
    this.#tiles.finish(this.#loader, () => startCounting(this));
    // The tracker's chunk comes while the album loads, so it is there when the first page renders.
    if (!this.noAnalytics) this.#analytics.tracker(this.#config);
  }

  #handlePage({ page, items, hasNext, albumId, perPage }: PageInfo): void {
    emit(this, 'ugc-load', { page, items, hasNext, albumId });
    if (albumId == null || !items.length) return;
    this.#analytics.tracker(this.#config)?.then((t) => t?.pageRendered(albumId, page, perPage, items));
  }

  protected override render(): TemplateResult {
    const s = this.#s;
    const { status, items, error, hasNext } = this.#loader;
    const format = numberFormat(this.#locale);
    const stories = this.layout == 'stories';
    const row = stories || this.layout == 'carousel';
    const config = this.#config;
    const per = 'attribute' in config ? 0 : config.perPage;
    const waiting = status === 'idle' || status === 'loading';
    // A failure keeps the box the widget had: a first page's placeholders (`held`), the count line
    // and "Load more"'s row stay, the message over them, so nothing on the page moves.
    const held = waiting || status === 'error';
    const shown = held || items.length > 0;
    const tiles = this.#tiles.render({ items, waiting: held, per, coming: this.#paging.coming(per), row, stories, s });
    const statusLine = renderStatus({ status, error, config, strings: s, waiting, retry: this.#paging.handleMore });
    return html`<slot name="header"></slot>${
      row && items.length ? this.#carousel.render(s, hasNext) : nothing
    }${shown ? renderCount(this.#loader.countShown, s, format, row) : nothing}<div class="tiles-box">${tiles}${statusLine}</div>${
      shown ? this.#paging.renderLoadMore(s) : nothing
    }${this.#paging.renderAnnouncement(s, format)}${this.#viewers.render(s, format, this.#locale)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ugc-album': UgcAlbumElement;
  }
}
