import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { safeUrl } from './image-sources.js';
import type { LightboxView } from './lightbox.types.js';
import { renderPrice } from './product-price.js';
import type { HotspotPlace } from './shoppable.js';
import type { MediaProductDetail as MediaProduct } from '../client/media.types.js';

/*
 * The detail view's links and products: the list of products with their prices, and the pieces the
 * picture's markers and a video's "now showing" reuse.
 */

/**
 * A link of the detail view, or nothing when `url` is not a safe http(s) URL. Following it (click,
 * keyboard, middle click) is reported through `v.action`. `part` is the public styling hook,
 * `className` the internal one: a product link keeps part `cta` for sites that style every link of
 * an item, but never the CTA's filled look (its colours would clash).
 */
export const renderLink = (
  v: LightboxView,
  url: string | null | undefined,
  part: string,
  content: unknown,
  className = part,
  label?: string,
  tabIndex?: number,
): TemplateResult | typeof nothing => {
  const href = safeUrl(url);
  if (href === nothing) return nothing;
  const handleAuxClick = (e: MouseEvent) => e.button === 1 && v.action(href);
  return html`<a
    part=${part}
    class=${className}
    href=${href}
    target="_blank"
    rel="noopener noreferrer ugc"
    aria-label=${ifDefined(label)}
    tabindex=${ifDefined(tabIndex)}
    @click=${() => v.action(href)}
    @auxclick=${handleAuxClick}
  >${content}</a>`;
};

/** Pointing at product `i` from its marker or its list entry (pointer or focus), and leaving it. */
export const pointerHandlers = (v: LightboxView, i: number) => ({
  enter: () => v.on !== i && v.point?.(i),
  leave: () => v.on === i && v.point?.(-1),
});

export const productName = (v: LightboxView, p: MediaProduct): string => p.title || p.linkText || v.strings.shop;

const renderThumbnail = (p: MediaProduct) => {
  const src = safeUrl(p.thumbSquare ?? p.image);
  if (src === nothing) return nothing;
  return html`<img src=${src} alt="" referrerpolicy="no-referrer" width="48" height="48" loading="lazy">`;
};

/** A product's thumbnail, name and price: the content of its link. */
export const renderProductLinkContent = (v: LightboxView, p: MediaProduct): TemplateResult =>
  html`${renderThumbnail(p)}<span class="product-text"><span class="product-title" dir="auto">${productName(v, p)}</span>${renderPrice(v, p)}</span>`;

/**
 * A product's entry in the list: its marker's number when it has one on the picture (with markers
 * on the picture, every row keeps the number's place: an unmarked product gets an empty one).
 */
const renderProduct = (v: LightboxView, p: MediaProduct, i: number, marker: number, numbered: boolean) => {
  const { enter, leave } = pointerHandlers(v, i);
  const pointed = v.on === i || v.playing === i;
  const number =
    marker >= 0
      ? html`<span class="product-number" aria-hidden="true">${v.format(marker + 1)}</span>`
      : numbered
        ? html`<span class="product-number unmarked"></span>`
        : nothing;
  const content = html`${number}${renderProductLinkContent(v, p)}`;
  return html`<li
    class=${pointed ? 'pointed' : nothing}
    @pointerenter=${enter}
    @pointerleave=${leave}
    @focusin=${enter}
    @focusout=${leave}
  >${renderLink(v, p.link, 'cta product', content, 'product')}${v.cart?.(p) ?? nothing}</li>`;
};

/** "In this post" and the list of products, or nothing without products. */
export const renderProducts = (v: LightboxView, products: MediaProduct[], places: HotspotPlace[]) => {
  if (!products.length) return nothing;
  const marker = (i: number) => places.findIndex((place) => place.product === i);
  return html`<h2 class="products-heading" id="products-heading">${v.strings.inThisPost}</h2><ul
      part="products"
      class="products"
      role="list"
      aria-labelledby="products-heading"
    >${products.map((p, i) => renderProduct(v, p, i, marker(i), places.length > 0))}</ul>`;
};
