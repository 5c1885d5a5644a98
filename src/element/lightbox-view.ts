import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { enDetail } from '../i18n/i18n-detail.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import { safeUrl, srcset, upToLarge } from './image-sources.js';
import { hotspotPlaces, networkName, shownPrice } from './shoppable.js';
import type { HotspotPlace } from './shoppable.js';
import { mediaDetail } from '../client/media-detail.js';
import type { MediaDetail, MediaItem, MediaProductDetail as MediaProduct } from '../client/media.types.js';

/*
 * The detail view's markup: a render function of what it shows (`LightboxView`), with no state of
 * its own. Its controller (lightbox.ts) decides what to show; its styles are in lightbox.styles.ts.
 */

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
  format: (n: number, options?: Intl.NumberFormatOptions) => string;
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
}

const closeDialog = (e: Event) => (e.currentTarget as Element).closest('dialog')?.close();

// Templates and CSS are compact on purpose: Lit ships them as written.
// `part` is the public styling hook, `cls` the internal one. A product link keeps part `cta` for
// sites that style every link of an item, but never the CTA's filled look (its colours would clash).
const link = (v: LightboxView, url: string | null | undefined, part: string, content: unknown, cls = part, label?: string) => {
  const href = safeUrl(url);
  return href === nothing
    ? nothing
    : html`<a part=${part} class=${cls} href=${href} target="_blank" rel="noopener noreferrer ugc" aria-label=${label ?? nothing} @click=${() => v.action(href)} @auxclick=${(e: MouseEvent) => e.button === 1 && v.action(href)}>${content}</a>`;
};

/** Pointing at product `i` from its marker or its list entry (pointer or focus), and leaving it. */
const pointer = (v: LightboxView, i: number) => {
  const leave = () => v.on === i && v.point?.(-1);
  return {
    enter: () => v.on !== i && v.point?.(i),
    leave,
  };
};

const productName = (v: LightboxView, p: MediaProduct) => p.title || p.linkText || v.strings.shop;

/** A price, or during a sale the sale price, the regular one struck through and read as "was …". */
const price = (v: LightboxView, p: MediaProduct) => {
  const shown = shownPrice(p, v.now);
  if (!shown) return nothing;
  const f = (n: number) => v.format(n, { style: 'currency', currency: shown.currency });
  return html`<span part="price" class="price"><span class=${shown.was == null ? nothing : 'sale'}>${f(shown.price)}</span>${
    shown.was == null
      ? nothing
      : html` <s aria-hidden="true">${f(shown.was)}</s><span class="vh"> ${v.strings.was(f(shown.was))}</span>`
  }</span>`;
};

const media = (v: LightboxView, products: MediaProduct[], places: HotspotPlace[]) => {
  const { item } = v;
  const stills = upToLarge(item.renditions);
  const largest = safeUrl(stills[stills.length - 1]?.url);
  const w = item.width ?? nothing;
  const h = item.height ?? nothing;
  if (item.type === 'video' && item.videoUrl) {
    const now = v.playing ?? -1;
    const p = products[now];
    return html`<video part="lightbox-video" controls playsinline preload="metadata" poster=${largest} src=${safeUrl(item.videoUrl)} aria-label=${item.alt} width=${w} height=${h} @timeupdate=${(e: Event) =>
      v.played?.((e.currentTarget as HTMLVideoElement).currentTime)}></video>${
      p
        ? html`<p class="now">${link(
            v,
            p.link,
            'cta product',
            html`${thumb(p)}<span class="pd"><span class="pt">${productName(v, p)}</span>${price(v, p)}</span>`,
            'product',
          )}</p>`
        : nothing
    }`;
  }
  const img = html`<img part="lightbox-image" referrerpolicy="no-referrer" srcset=${srcset(stills)} sizes="min(100vw,880px)" src=${largest} alt=${item.alt} width=${w} height=${h}>`;
  // With the original's size known, the stage is exactly the displayed image's box (its aspect ratio,
  // as large as the media area allows): markers placed in percentages of it sit on the picture
  // whatever the dialog's size. Sizes and places go through the CSSOM (`placeHotspots`): a strict
  // CSP forbids style attributes, and Lit's style directive would cost the first render 227 B.
  return places.length
    ? html`<div class="stage" data-ar=${item.width! / item.height!}>${img}${places.map(({ product, x, y }, n) => {
        const p = products[product]!;
        const { enter, leave } = pointer(v, product);
        return html`<span class="spot" data-x=${x} data-y=${y} @pointerenter=${enter} @pointerleave=${leave} @focusin=${enter} @focusout=${leave}>${link(
          v,
          p.link,
          'hotspot',
          // The number is drawn by CSS (from data-n): the marker's name is its product's title, and
          // visible text left out of an aria-label fails "label in name" (WCAG 2.5.3).
          html`<span class="num" data-n=${v.format(n + 1)}></span><span class="tip" aria-hidden="true">${productName(v, p)}</span>`,
          `hot${v.on === product ? ' on' : ''}${x > 0.6 ? ' end' : ''}`,
          productName(v, p),
        )}</span>`;
      })}</div>`
    : img;
};

const thumb = (p: MediaProduct) => {
  const src = safeUrl(p.thumbSquare ?? p.image);
  return src === nothing ? nothing : html`<img src=${src} alt="" referrerpolicy="no-referrer" width="48" height="48" loading="lazy">`;
};

// With markers on the picture, every row keeps the number's place (an unmarked product gets an empty one).
const product = (v: LightboxView, p: MediaProduct, i: number, marker: number, numbered: boolean) => {
  const { enter, leave } = pointer(v, i);
  const lit = v.on === i || v.playing === i;
  return html`<li class=${lit ? 'on' : nothing} @pointerenter=${enter} @pointerleave=${leave} @focusin=${enter} @focusout=${leave}>${link(
    v,
    p.link,
    'cta product',
    html`${marker < 0 ? (numbered ? html`<span class="n x"></span>` : nothing) : html`<span class="n" aria-hidden="true">${v.format(marker + 1)}</span>`}${thumb(p)}<span class="pd"><span class="pt">${productName(v, p)}</span>${price(v, p)}</span>`,
    'product',
  )}</li>`;
};

/** "View on Instagram · 1 Nov 2026": the original post (when linked) and when it was posted. */
const attribution = (v: LightboxView) => {
  const { item, strings: s } = v;
  const network = networkName(item.source);
  const when = item.createdAt;
  let date = '';
  if (when) {
    for (const l of [v.locale, undefined]) {
      try {
        date = new Intl.DateTimeFormat(l, { dateStyle: 'medium' }).format(when);
        break;
      } catch {
        /* a bad locale: the browser's */
      }
    }
  }
  const post = link(v, item.sourceLink, 'attribution', network ? s.viewOn(network) : s.viewPost, 'source');
  return post === nothing && !date
    ? nothing
    : html`<p class="meta">${post}${post !== nothing && date ? html`<span aria-hidden="true"> · </span>` : nothing}${
        date ? html`<time datetime=${when!.toISOString()}>${date}</time>` : nothing
      }</p>`;
};

/** Sizes the hotspot stage and places its markers (after each render: see `media`). */
export const placeHotspots = (root: ParentNode): void => {
  for (const el of root.querySelectorAll<HTMLElement>('[data-ar]')) el.style.setProperty('--ar', el.dataset['ar']!);
  for (const el of root.querySelectorAll<HTMLElement>('[data-x]')) {
    el.style.left = `${+el.dataset['x']! * 100}%`;
    el.style.top = `${+el.dataset['y']! * 100}%`;
  }
};

// Read once per item: pointing at products and playing a video re-render the view often.
const details = new WeakMap<MediaItem, MediaDetail>();
export const detailOf = (item: MediaItem): MediaDetail => {
  let d = details.get(item);
  if (!d) details.set(item, (d = mediaDetail(item)));
  return d;
};

/** The products the detail view lists: those with a usable link. */
export const shownProducts = (d: MediaDetail) => d.products.filter((p) => safeUrl(p.link) !== nothing);

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last. Browsers differ
 * past the edges of a modal dialog: Chromium visits its own UI, Firefox comes back from there to the
 * control it left (so forward Tab never reaches the first control again), WebKit stops on the dialog.
 */
const wrapFocus = (e: KeyboardEvent) => {
  const all = [...(e.currentTarget as Element).querySelectorAll<HTMLElement>('button,a[href],video[controls]')];
  const [first, last] = e.shiftKey ? [all[all.length - 1], all[0]] : [all[0], all[all.length - 1]];
  if (e.target == last || e.target == e.currentTarget) {
    e.preventDefault();
    first?.focus();
  }
};

export const renderLightbox = (view: LightboxView): TemplateResult => {
  // The detail view's own English texts come with its chunk; the locale's and the page's win.
  const v = { ...view, strings: { ...enDetail, ...view.strings } };
  const { item, strings: s, index } = v;
  const detail = v.detail ?? detailOf(item);
  const products = shownProducts(detail);
  const places = hotspotPlaces(item, detail, products);
  const avatar = safeUrl(item.avatarUrl);
  const onKey = (e: KeyboardEvent) => {
    // A focused video keeps its own arrow keys (seek); modified arrows belong to the browser.
    if (e.key === 'Tab') return wrapFocus(e);
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || e.target instanceof HTMLMediaElement) return;
    let d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    if (getComputedStyle(e.currentTarget as Element).direction === 'rtl') d = -d;
    if (d < 0 ? index > 0 : v.hasNext) v.step(d as 1 | -1);
  };
  return html`<dialog part="lightbox" aria-modal="true" aria-labelledby="pos" @keydown=${onKey} @click=${(e: Event) =>
    e.target === e.currentTarget && closeDialog(e)} @close=${v.closed}><div class="lb"><button class="icon close" part="lightbox-close" type="button" autofocus aria-label=${
    s.close
  } @click=${closeDialog}>×</button><div class="media">${media(v, products, places)}</div><div class="info">${
    item.userName || avatar !== nothing
      ? html`<p part="byline" class="by">${
          avatar === nothing ? nothing : html`<img part="avatar" src=${avatar} alt="" referrerpolicy="no-referrer" width="32" height="32">`
        }<bdi>${item.userName}</bdi></p>`
      : nothing
  }${attribution(v)}${item.caption ? html`<p part="caption" class="caption">${item.caption}</p>` : nothing}${
    item.action ? link(v, item.action.url, 'cta', item.action.text || s.shop) : nothing
  }${
    products.length
      ? html`<h2 class="h" id="shop">${s.inThisPost}</h2><ul part="products" class="products" role="list" aria-labelledby="shop">${products.map((p, i) =>
          product(v, p, i, places.findIndex((h) => h.product === i), places.length > 0),
        )}</ul>`
      : nothing
  }<div class="nav"><button class="icon" part="lightbox-prev" type="button" aria-label=${s.previous} aria-disabled=${index < 1 ? 'true' : 'false'} @click=${() => index > 0 && v.step(-1)}>‹</button><p id="pos" aria-live="polite">${s.itemOf(
    v.format(index + 1),
    v.format(v.total),
  )}</p><button class="icon" part="lightbox-next" type="button" aria-label=${s.next} aria-disabled=${v.hasNext ? 'false' : 'true'} @click=${() => v.hasNext && v.step(1)}>›</button></div></div></div></dialog>`;
};

