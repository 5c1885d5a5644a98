/**
 * Every string the widget shows or announces. A translation is another object of this shape;
 * numbers arrive already formatted for the reader's locale, with the raw number for plural rules.
 */
export interface UgcAlbumStrings {
  loading: string;
  empty: string;
  retry: string;
  loadMore: string;
  close: string;
  previous: string;
  next: string;
  /** Link text when a CTA or product has none. */
  shop: string;
  /** The `count` part, e.g. "1,234 posts" (photos and videos alike). */
  count: (formatted: string, n: number) => string;
  /** Announced when the first page has loaded, e.g. "30 posts shown". */
  loaded: (shown: string, n: number) => string;
  /** Announced after "load more", e.g. "12 more posts loaded, 42 shown". */
  loadedMore: (added: string, shown: string, n: number) => string;
  /** A video tile's accessible name. */
  video: (alt: string) => string;
  /**
   * Who posted an item, part of a tile's name: "Photo by ana" / "Video by ana" ("Photo" without a
   * name). With `date` (a tile with neither description nor caption) also when: "Photo by ana, Nov 2, 2026".
   */
  by: (name: string, video: boolean, date?: Date | null) => string;
  /** The detail view's label, e.g. "Item 3 of 30". */
  itemOf: (n: string, total: string) => string;
  /**
   * The detail view's name and what is announced on stepping to another item: what it shows (the
   * tile's name) and where, e.g. "Summit sunset, Photo by dev_runs_far, item 3 of 37".
   */
  showing: (name: string, position: string) => string;
  /**
   * A product marker's name: its visible number first (speech input: "click 1"), then the product,
   * e.g. "1, Summit Pack 30L".
   */
  marker: (n: string, product: string) => string;
  /** Read after a sale price: the regular price (struck through on screen), e.g. "was $129.95". */
  was: (price: string) => string;
  /** The link to the original post on its network, e.g. "View on Instagram". */
  viewOn: (network: string) => string;
  /** The link to the original post when its network is not a known one. */
  viewPost: string;
  /** Heading of the detail view's product list. */
  inThisPost: string;
  /** The story viewer's pause button (WCAG 2.2.2), while it plays. */
  pause: string;
  /** The story viewer's play button, while it is paused. */
  play: string;
  /** The story viewer's sound button of a muted video. */
  soundOn: string;
  /** The story viewer's sound button of a video playing with sound. */
  soundOff: string;
  /** The `add-to-cart` button's text; its accessible name adds the product's. */
  addToCart: string;
  /** The `add-to-cart` button while the shop's cart call is pending. */
  adding: string;
  /** Shown (and announced) once the shop reported the product added. */
  added: string;
  /** Shown (and announced) beside the button when the shop's cart call failed. */
  addFailed: string;
  /** Shown and logged when an attribute is unusable; names the attribute. */
  config: (attribute: string, problem: 'missing' | 'json' | 'url' | 'range' | 'integer') => string;
  /** Error messages by cause. */
  unauthorized: string;
  notFound: string;
  productNotFound: string;
  rateLimited: string;
  server: string;
  http: (status: number) => string;
  offline: string;
  /** A network failure while the browser is online: the service is down or refused (CORS). */
  unreachable: string;
  timeout: string;
  parse: string;
}
