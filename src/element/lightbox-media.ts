import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { classNames } from './class-names.js';
import { ref } from 'lit/directives/ref.js';
import { safeUrl, srcset, upToLarge } from './image-sources.js';
import { pointerHandlers, productName, renderLink, renderProductLinkContent } from './lightbox-products.js';
import type { LightboxView } from './lightbox.types.js';
import type { HotspotPlace } from './shoppable.js';
import type { MediaProductDetail as MediaProduct } from '../client/media.types.js';

/*
 * The detail view's media: the video (with the product it is showing now), or the image, on a stage
 * with the products' markers when it has any.
 */

/**
 * Sets inline style properties through the CSSOM, which a strict Content-Security-Policy allows.
 * Not Lit's `styleMap`: its first render writes a `style` attribute, which that policy refuses.
 */
const cssomStyle = (properties: Record<string, string>) =>
  ref((element) => {
    const style = (element as HTMLElement | undefined)?.style;
    if (style) for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
  });

/** A product's marker at its place on the picture: a link to the product, named after it. */
const renderHotspot = (v: LightboxView, product: MediaProduct, index: number, n: number, place: HotspotPlace) => {
  const { enter, leave } = pointerHandlers(v, index);
  const name = productName(v, product);
  const number = v.format(n + 1);
  const position = cssomStyle({ left: `${place.x * 100}%`, top: `${place.y * 100}%` });
  // The number is drawn by CSS (from data-n). The name starts with it (label in name, WCAG 2.5.3:
  // speech input's "click 1" finds the marker), then says which product it is.
  const content = html`<span class="hotspot-number" data-n=${number}></span><span
      class="hotspot-tip"
      dir="auto"
      aria-hidden="true"
    >${name}</span>`;
  const className = classNames({ hotspot: true, pointed: v.on === index, 'tip-left': place.x > 0.6 });
  return html`<span
    class="hotspot-place"
    ${position}
    @pointerenter=${enter}
    @pointerleave=${leave}
    @focusin=${enter}
    @focusout=${leave}
  >${
    // Each product is one Tab stop: its list entry (name, price, sale; every product has one), whose
    // focus lights this marker. The marker stays in the accessibility tree for speech input.
    renderLink(v, product.link, 'hotspot', content, className, v.strings.marker(number, name), -1)
  }</span>`;
};

/** The video, or the image (on its stage, with the products' markers, when it has any). */
export const renderMedia = (v: LightboxView, products: MediaProduct[], places: HotspotPlace[]): TemplateResult => {
  const { item } = v;
  const stills = upToLarge(item.renditions);
  const largest = safeUrl(stills[stills.length - 1]?.url);
  const width = item.width ?? nothing;
  const height = item.height ?? nothing;
  if (item.type === 'video' && item.videoUrl) {
    const showing = products[v.playing ?? -1];
    const handleTimeUpdate = (e: Event) => v.played?.((e.currentTarget as HTMLVideoElement).currentTime);
    return html`<video
        part="lightbox-video"
        controls
        playsinline
        preload="metadata"
        poster=${largest}
        src=${safeUrl(item.videoUrl)}
        aria-label=${item.alt}
        width=${width}
        height=${height}
        @timeupdate=${handleTimeUpdate}
      ></video>${
      showing
        ? html`<p class="now-showing">${renderLink(v, showing.link, 'cta product', renderProductLinkContent(v, showing), 'product')}</p>`
        : nothing
    }`;
  }
  const image = html`<img
    part="lightbox-image"
    referrerpolicy="no-referrer"
    srcset=${srcset(stills)}
    sizes="min(100vw,880px)"
    src=${largest}
    alt=${item.alt}
    width=${width}
    height=${height}
  >`;
  if (!places.length) return image;
  // With the original's size known, the stage is exactly the displayed image's box (its aspect ratio,
  // as large as the media area allows): markers placed in percentages of it sit on the picture
  // whatever the dialog's size.
  const aspectRatio = cssomStyle({ '--aspect-ratio': String(item.width! / item.height!) });
  return html`<div class="stage" ${aspectRatio}>${image}${places.map((place, n) =>
    renderHotspot(v, products[place.product]!, place.product, n, place),
  )}</div>`;
};
