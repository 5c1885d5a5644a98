import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { safeUrl } from '../image-sources.js';
import { renderPrice } from '../product-price.js';
import { wrapFocus } from '../dialog-focus.js';
import { itemName } from '../item-name.js';
import type { MediaItem, MediaProductDetail } from '../../client/media.types.js';
import type { UgcAlbumStrings } from '../../i18n/strings.js';

/**
 * What an item's page shows over its media: the submitter at the top, the caption and the products
 * at the bottom. The viewer prepares the next item's page behind the current one (story-pages.ts).
 */
export interface PageView {
  item: MediaItem;
  strings: UgcAlbumStrings;
  format: (n: number, options?: Intl.NumberFormatOptions) => string;
  /**
   * The products (with a link), each hidden or not: a photo's, all shown; a video's timed ones made
   * ahead and hidden until their moment comes (its card then only shows: nothing is built, fetched
   * or decoded in that frame).
   */
  products: readonly PageProduct[];
  /** Now, in epoch ms (sale windows). */
  now: number;
  /** The product's "Add to cart" (with its state), or nothing without `add-to-cart` or a SKU. */
  cart: (p: MediaProductDetail) => unknown;
  /** A product link was followed. */
  action(url: string): void;
}

/** A product of a page, and whether it is hidden (a video's timed product whose moment has not come). */
export interface PageProduct {
  product: MediaProductDetail;
  hidden: boolean;
}

/** Everything the story viewer's dialog shows and can ask of its controller. */
export interface StoryView {
  item: MediaItem;
  /** 0-based position in the album. */
  index: number;
  /** For "Item n of total": the approved count when more pages exist, else the items loaded. */
  total: number;
  /** An item (loaded or loadable) follows this one. */
  hasNext: boolean;
  strings: UgcAlbumStrings;
  format: (n: number, options?: Intl.NumberFormatOptions) => string;
  /** Paused: by the shopper, or not started (reduced motion, Save-Data, a refused autoplay). */
  paused: boolean;
  muted: boolean;
  /** The current item's video element (the viewer's, reused), or null for a photo. */
  video: HTMLVideoElement | null;
  /** The current item's element: its video, or its photo's image (made ahead, while the previous item showed). */
  media: HTMLVideoElement | HTMLImageElement;
  /** The pages' render roots (the current item's, and the next one's prepared behind it): their bylines and bottoms. */
  pages: { bylines: readonly HTMLElement[]; bottoms: readonly HTMLElement[] };
  step(delta: 1 | -1): void;
  toggle(): void;
  mute(): void;
  /** The dialog has closed (Escape, close button, a swipe down, a click beside the story). */
  closed(): void;
}

/** The progress bar: a segment per item, in groups of this many (a 300-item album still reads). */
export const SEGMENTS = 10;

const closeDialog = (e: Event) => (e.currentTarget as Element).closest('dialog')?.close();

const segments = (v: StoryView) => {
  const first = v.index - (v.index % SEGMENTS);
  const out: TemplateResult[] = [];
  for (let i = first; i < Math.min(first + SEGMENTS, Math.max(v.total, v.index + 1)); i++) {
    out.push(html`<span class=${i < v.index ? 'segment done' : 'segment'}><i class=${i === v.index ? 'segment-fill' : nothing}></i></span>`);
  }
  return out;
};

const productCard = (v: PageView, { product: p, hidden }: PageProduct) => {
  const href = safeUrl(p.link) as string;
  const thumb = safeUrl(p.thumbSquare ?? p.image);
  const name = p.title || p.linkText || v.strings.shop;
  const image =
    thumb === nothing ? nothing : html`<img src=${thumb} alt="" referrerpolicy="no-referrer" width="48" height="48">`;
  const handleAuxClick = (e: MouseEvent) => e.button === 1 && v.action(href);
  return html`<li class="story-product" ?hidden=${hidden}>${image}<span class="story-product-text"><a
    part="cta product"
    class="story-product-link"
    href=${href}
    target="_blank"
    rel="noopener noreferrer ugc"
    @click=${() => v.action(href)}
    @auxclick=${handleAuxClick}
  >${name}</a>${renderPrice(v, p)}</span>${v.cart(p)}</li>`;
};

/** Portrait media (4:5 and taller) fill the 9:16 story, cropped at the sides; others show whole. */
const portrait = ({ width, height }: MediaItem) => !!width && !!height && height / width >= 1.25;

/** The submitter, over the top of the item (beside the buttons). */
export const renderByline = (v: PageView): TemplateResult => {
  const { item } = v;
  const avatar = safeUrl(item.avatarUrl);
  return item.userName || avatar !== nothing
    ? html`<p part="byline" class="story-byline">${
        avatar === nothing ? nothing : html`<img part="avatar" src=${avatar} alt="" referrerpolicy="no-referrer" width="32" height="32">`
      }<bdi>${item.userName}</bdi></p>`
    : html`<p class="story-byline"></p>`;
};

/** The pause, sound and close buttons, over the top of the story, after the pages' bylines. */
const renderTop = (v: StoryView) => {
  const { strings: s } = v;
  const sound = v.video
    ? html`<button
        part="story-sound"
        class="story-button"
        type="button"
        aria-label=${v.muted ? s.soundOn : s.soundOff}
        data-state=${v.muted ? 'muted' : 'sound'}
        @click=${v.mute}
      ></button>`
    : nothing;
  return html`<div class="story-top"><div class="story-bylines">${v.pages.bylines}</div><button
      part="story-pause"
      class="story-button"
      type="button"
      autofocus
      aria-label=${v.paused ? s.play : s.pause}
      data-state=${v.paused ? 'paused' : 'playing'}
      @click=${v.toggle}
    ></button>${sound}<button part="story-close" class="story-button" type="button" aria-label=${s.close} @click=${closeDialog}></button></div>`;
};

/** The caption and the products, over the bottom of the item. */
export const renderBottom = (v: PageView): TemplateResult => {
  const { item, strings: s } = v;
  const caption = item.caption ? html`<p part="caption" class="caption">${item.caption}</p>` : nothing;
  const shown = v.products.filter((p) => !p.hidden).length;
  const products = v.products.length
    ? html`<ul
        part="products"
        class=${shown > 1 ? 'story-products several' : 'story-products'}
        role="list"
        aria-label=${s.inThisPost}
        ?hidden=${!shown}
      >${v.products.map((p) => productCard(v, p))}</ul>`
    : nothing;
  return html`${caption}${products}`;
};

/** ← and → step (mirrored right to left), Space pauses and plays, Tab wraps around the dialog. */
const keyHandler = (v: StoryView) => (e: KeyboardEvent) => {
  if (e.key === 'Tab') return wrapFocus(e);
  if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
  // Space on a button or link presses it; anywhere else in the story it pauses and plays.
  if (e.key === ' ' && !(e.target as Element).closest('button,a')) {
    e.preventDefault();
    return v.toggle();
  }
  let d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
  if (!d) return;
  e.preventDefault();
  if (getComputedStyle(e.currentTarget as Element).direction === 'rtl') d = -d;
  if (d > 0 || v.index > 0) v.step(d as 1 | -1);
};

/** The story viewer's dialog: the item, its progress, its controls and its products. */
export const renderStory = (v: StoryView): TemplateResult => {
  const { strings: s } = v;
  // A click beside the story (the dark sides of a wide screen) closes it, as a backdrop's would.
  const handleClick = (e: Event) => (e.target as Element).matches('dialog,.story-frame') && closeDialog(e);
  const position = s.itemOf(v.format(v.index + 1), v.format(v.total));
  // Named after what it shows, then where (as the detail view): "Item 2 of 14" alone said nothing
  // of the story to a screen-reader user opening it (issue 27 item 6). The live region below
  // announces only the position as the viewer moves on by itself: the name each 5 s would crowd
  // out everything else the shopper hears.
  return html`<dialog
    part="story"
    class="story"
    aria-modal="true"
    aria-label=${s.showing(itemName(v.item, s), position)}
    @keydown=${keyHandler(v)}
    @click=${handleClick}
    @close=${v.closed}
  ><div class="story-frame"><div
    class="story-column"
    data-video=${v.video ? 'true' : 'false'}
    data-fit=${portrait(v.item) ? 'cover' : 'contain'}
  ><div class="story-media">${v.media}</div><div class="story-progress" aria-hidden="true">${segments(v)}</div>${renderTop(v)}<p
    id="story-position"
    class="visually-hidden"
    aria-live="polite"
  >${position}</p><div class="story-bottom">${v.pages.bottoms}</div></div><button
    part="story-previous"
    class="story-step previous"
    type="button"
    aria-label=${s.previous}
    aria-disabled=${v.index < 1 ? 'true' : 'false'}
    @click=${() => v.index > 0 && v.step(-1)}
  ></button><button part="story-next" class="story-step next" type="button" aria-label=${s.next} @click=${() => v.step(1)}></button></div></dialog>`;
};
