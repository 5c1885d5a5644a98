import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { MediaDetail, MediaItem, MediaProductDetail } from '../client/media.types.js';
import type { NumberFormat } from './locale.js';

/** Everything the detail view shows and can ask of its element. */
export interface LightboxView {
  item: MediaItem;
  /** 0-based position in the grid. */
  index: number;
  /** For "Item n of total": the approved count when more pages exist, else the items loaded. */
  total: number;
  /** An item (loaded or loadable) follows this one. */
  hasNext: boolean;
  strings: UgcAlbumStrings;
  /** The widget's locale, for dates. */
  locale?: string;
  /** Locale-aware number formatting that never throws. */
  format: NumberFormat;
  step: (delta: 1 | -1) => void;
  /** The dialog has closed (Escape, close button, backdrop). */
  closed: () => void;
  /** A CTA, product or hotspot link was followed (click, keyboard, middle click). */
  action: (url: string) => void;
  /** Product (index in the shown list) pointed at or focused, on its marker or in the list; -1: none. */
  on?: number;
  /** Point at product `i` (-1: none): its marker and its list entry show it. */
  point?: (i: number) => void;
  /** Product a video is showing now (its `time_based_products`), -1: none. */
  playing?: number;
  /** The video played on to `time` seconds. */
  played?: (time: number) => void;
  /** Now, in epoch ms (sale windows). */
  now?: number;
  /** What only the detail view shows of `item` (default: read from its response, `mediaDetail`). */
  detail?: MediaDetail;
  /** A product's "Add to cart" (with its state); nothing without `add-to-cart` or a SKU. */
  cart?: (p: MediaProductDetail) => unknown;
}
