import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { safeUrl, srcset, upToLarge } from '../image-sources.js';
import { STORY_SIZES, stillOf } from './story-playback.js';
import { renderPrice } from '../product-price.js';
import { wrapFocus } from '../dialog-focus.js';
import type { MediaItem, MediaProductDetail } from '../../client/media.types.js';
import type { UgcAlbumStrings } from '../../i18n/strings.js';

/** Everything the story viewer shows and can ask of its controller. */
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
  /** The products shown now (with a link): a photo's, or a video's as their moments come. */
  products: MediaProductDetail[];
  /** Now, in epoch ms (sale windows). */
  now: number;
  /** The product's "Add to cart" (with its state), or nothing without `add-to-cart` or a SKU. */
  cart: (p: MediaProductDetail) => unknown;
  step(delta: 1 | -1): void;
  toggle(): void;
  mute(): void;
  /** The dialog has closed (Escape, close button, a swipe down, a click beside the story). */
  closed(): void;
  /** A product link was followed. */
  action(url: string): void;
}

/** The progress bar: a segment per item, in groups of this many (a 300-item album still reads). */
export const SEGMENTS = 10;

const closeDialog = (e: Event) => (e.currentTarget as Element).closest('dialog')?.close();

const segments = (v: StoryView) => {
  const first = v.index - (v.index % SEGMENTS);
  const out: TemplateResult[] = [];
  for (let i = first; i < Math.min(first + SEGMENTS, Math.max(v.total, v.index + 1)); i++) {
    out.push(html`<span class=${i < v.index ? 'seg done' : 'seg'}><i class=${i === v.index ? 'fill' : nothing}></i></span>`);
  }
  return out;
};

const productCard = (v: StoryView, p: MediaProductDetail) => {
  const href = safeUrl(p.link);
  const thumb = safeUrl(p.thumbSquare ?? p.image);
  const name = p.title || p.linkText || v.strings.shop;
  return html`<li class="sp">${
    thumb === nothing ? nothing : html`<img src=${thumb} alt="" referrerpolicy="no-referrer" width="48" height="48">`
  }<span class="spd"><a part="cta product" class="spl" href=${href} target="_blank" rel="noopener noreferrer ugc" @click=${() =>
    v.action(href as string)} @auxclick=${(e: MouseEvent) => e.button === 1 && v.action(href as string)}>${name}</a>${renderPrice(v, p)}</span>${v.cart(p)}</li>`;
};

/** Portrait media (4:5 and taller) fill the 9:16 story, cropped at the sides; others show whole. */
const portrait = ({ width, height }: MediaItem) => !!width && !!height && height / width >= 1.25;

const media = (v: StoryView) => {
  const { item } = v;
  if (v.video) return v.video;
  const stills = upToLarge(item.renditions);
  return html`<img part="story-image" referrerpolicy="no-referrer" decoding="async" alt=${item.alt} sizes=${STORY_SIZES} srcset=${srcset(stills)} src=${stillOf(item) ?? nothing}>`;
};

/** The story viewer's dialog: the item, its progress, its controls and its products. */
export const renderStory = (v: StoryView): TemplateResult => {
  const { item, strings: s } = v;
  const avatar = safeUrl(item.avatarUrl);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Tab') return wrapFocus(e);
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const target = e.target as Element;
    // Space on a button or link presses it; anywhere else in the story it pauses and plays.
    if (e.key === ' ' && !target.closest('button,a')) {
      e.preventDefault();
      return v.toggle();
    }
    let d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    if (getComputedStyle(e.currentTarget as Element).direction === 'rtl') d = -d;
    if (d < 0 ? v.index > 0 : true) v.step(d as 1 | -1);
  };
  // A click beside the story (the dark sides of a wide screen) closes it, as a backdrop's would.
  const beside = (e: Event) => (e.target as Element).matches('dialog,.sw') && closeDialog(e);
  return html`<dialog part="story" class="story" aria-modal="true" aria-labelledby="spos" @keydown=${onKey} @click=${beside} @close=${v.closed}><div class="sw"><div class="sv" data-video=${
    v.video ? 'true' : 'false'
  } data-fit=${portrait(v.item) ? 'cover' : 'contain'}><div class="stage">${media(v)}</div><div class="bars" aria-hidden="true">${segments(v)}</div><div class="top">${
    item.userName || avatar !== nothing
      ? html`<p part="byline" class="by">${
          avatar === nothing ? nothing : html`<img part="avatar" src=${avatar} alt="" referrerpolicy="no-referrer" width="32" height="32">`
        }<bdi>${item.userName}</bdi></p>`
      : html`<p class="by"></p>`
  }<button part="story-pause" class="sb" type="button" autofocus aria-label=${v.paused ? s.play : s.pause} data-state=${v.paused ? 'paused' : 'playing'} @click=${v.toggle}></button>${
    v.video
      ? html`<button part="story-sound" class="sb" type="button" aria-label=${v.muted ? s.soundOn : s.soundOff} data-state=${v.muted ? 'muted' : 'sound'} @click=${v.mute}></button>`
      : nothing
  }<button part="story-close" class="sb" type="button" aria-label=${s.close} @click=${closeDialog}></button></div><p id="spos" class="visually-hidden" aria-live="polite">${s.itemOf(
    v.format(v.index + 1),
    v.format(v.total),
  )}</p><div class="low">${item.caption ? html`<p part="caption" class="caption">${item.caption}</p>` : nothing}${
    v.products.length
      ? html`<ul part="products" class="sps" role="list" aria-label=${s.inThisPost}>${v.products.map((p) => productCard(v, p))}</ul>`
      : nothing
  }</div></div><button part="story-previous" class="side prev" type="button" aria-label=${s.previous} aria-disabled=${v.index < 1 ? 'true' : 'false'} @click=${() =>
    v.index > 0 && v.step(-1)}></button><button part="story-next" class="side next" type="button" aria-label=${s.next} @click=${() => v.step(1)}></button></div></dialog>`;
};
