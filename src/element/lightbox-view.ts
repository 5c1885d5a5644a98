import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { enDetail } from '../i18n/i18n-detail.js';
import { safeUrl } from './image-sources.js';
import { renderMedia } from './lightbox-media.js';
import { renderLink, renderProducts } from './lightbox-products.js';
import type { LightboxView } from './lightbox.types.js';
import { itemName } from './item-name.js';
import { hotspotPlaces, networkName } from './shoppable.js';
import { detailOf, shownProducts } from './item-detail.js';
import { wrapFocus } from './dialog-focus.js';
import type { HotspotPlace } from './shoppable.js';

export type { LightboxView } from './lightbox.types.js';

/*
 * The detail view's markup: a render function of what it shows (`LightboxView`), with no state of
 * its own. Its controller (lightbox.ts) decides what to show; its media (lightbox-media.ts) and its
 * products (lightbox-products.ts) are rendered apart; its styles are in lightbox.styles.ts.
 */

const closeDialog = (e: Event) => (e.currentTarget as Element).closest('dialog')?.close();

/**
 * ← and → step (mirrored right to left), Tab wraps around the dialog. Escape hides a marker's
 * tooltip (shown on pointing or focus) first, and the dialog closes on the next one (WCAG 1.4.13:
 * hover and focus content can be dismissed without moving either); the cancelled keydown keeps the
 * dialog from hearing a close request.
 */
const keyHandler = (v: LightboxView, places: HotspotPlace[]) => (e: KeyboardEvent) => {
  if (e.key === 'Tab') return wrapFocus(e);
  if (e.key === 'Escape' && places.some((place) => place.product === v.on)) {
    e.preventDefault();
    return v.point?.(-1);
  }
  // A focused video keeps its own arrow keys (seek); modified arrows belong to the browser.
  if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || e.target instanceof HTMLMediaElement) return;
  let delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
  if (!delta) return;
  e.preventDefault();
  if (getComputedStyle(e.currentTarget as Element).direction === 'rtl') delta = -delta;
  if (delta < 0 ? v.index > 0 : v.hasNext) v.step(delta as 1 | -1);
};

/** The submitter's avatar and name, or nothing without either. */
const renderByline = ({ item }: LightboxView) => {
  const avatar = safeUrl(item.avatarUrl);
  if (!item.userName && avatar === nothing) return nothing;
  const image =
    avatar === nothing
      ? nothing
      : html`<img part="avatar" src=${avatar} alt="" referrerpolicy="no-referrer" width="32" height="32">`;
  return html`<p part="byline" class="byline">${image}<bdi>${item.userName}</bdi></p>`;
};

/** The date an item was posted, in the widget's locale (else the browser's), or '' without one. */
const postedOn = (when: Date | null | undefined, locale: string | undefined): string => {
  if (!when) return '';
  for (const l of [locale, undefined]) {
    try {
      return new Intl.DateTimeFormat(l, { dateStyle: 'medium' }).format(when);
    } catch {
      // A bad locale: the browser's.
    }
  }
  return '';
};

/** "View on Instagram · 1 Nov 2026": the original post (when linked) and when it was posted. */
const renderAttribution = (v: LightboxView) => {
  const { item, strings: s } = v;
  const network = networkName(item.source);
  const date = postedOn(item.createdAt, v.locale);
  const post = renderLink(v, item.sourceLink, 'attribution', network ? s.viewOn(network) : s.viewPost, 'source');
  if (post === nothing && !date) return nothing;
  const separator = post !== nothing && date ? html`<span aria-hidden="true"> · </span>` : nothing;
  const time = date ? html`<time datetime=${item.createdAt!.toISOString()}>${date}</time>` : nothing;
  return html`<p class="post-meta">${post}${separator}${time}</p>`;
};

/** Previous, "Item n of total", next. */
const renderNavigation = (v: LightboxView, position: string) => {
  const { index, strings: s } = v;
  return html`<div class="nav"><button
      class="icon"
      part="lightbox-prev"
      type="button"
      aria-label=${s.previous}
      aria-disabled=${index < 1 ? 'true' : 'false'}
      @click=${() => index > 0 && v.step(-1)}
    >‹</button><p id="position">${position}</p><button
      class="icon"
      part="lightbox-next"
      type="button"
      aria-label=${s.next}
      aria-disabled=${v.hasNext ? 'false' : 'true'}
      @click=${() => v.hasNext && v.step(1)}
    >›</button></div>`;
};

/** The detail view: a modal dialog showing `view.item`. */
export const renderLightbox = (view: LightboxView): TemplateResult => {
  // The detail view's own English texts come with its chunk; the locale's and the page's win.
  const v = { ...view, strings: { ...enDetail, ...view.strings } };
  const { item, strings: s } = v;
  const detail = v.detail ?? detailOf(item);
  const products = shownProducts(detail);
  const places = hotspotPlaces(item, detail, products);
  const handleBackdropClick = (e: Event) => e.target === e.currentTarget && closeDialog(e);
  // User text takes its own direction (an Arabic caption on an English page reads right to left, its
  // punctuation where it belongs), whatever the widget's.
  const caption = item.caption ? html`<p part="caption" class="caption" dir="auto">${item.caption}</p>` : nothing;
  const actionText = item.action?.text ? html`<bdi>${item.action.text}</bdi>` : s.shop;
  const action = item.action ? renderLink(v, item.action.url, 'cta', actionText) : nothing;
  const position = s.itemOf(v.format(v.index + 1), v.format(v.total));
  // The dialog's name says what it shows and where; a polite live region, so that stepping with ←/→
  // announces the new item, not only its number.
  const showing = html`<p id="showing" class="visually-hidden" aria-live="polite">${s.showing(itemName(item, s), position)}</p>`;
  return html`<dialog
    part="lightbox"
    aria-modal="true"
    aria-labelledby="showing"
    @keydown=${keyHandler(v, places)}
    @click=${handleBackdropClick}
    @close=${v.closed}
  ><div class="lightbox-layout">${showing}<button
        class="icon close"
        part="lightbox-close"
        type="button"
        autofocus
        aria-label=${s.close}
        @click=${closeDialog}
      >×</button><div class="media">${renderMedia(v, products, places)}</div><div class="info">${renderByline(v)}${renderAttribution(v)}${caption}${action}${renderProducts(v, products, places)}${renderNavigation(v, position)}</div></div></dialog>`;
};
