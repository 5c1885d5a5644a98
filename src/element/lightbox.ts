import { css, html, nothing, supportsAdoptingStyleSheets } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import { emit } from './events.js';
import { enDetail } from '../i18n/i18n-detail.js';
import { SwipeController } from './swipe.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import { safeUrl, srcset, upToLarge } from './image-sources.js';
import { hotspotPlaces, networkName, shownPrice, timedProduct } from './shoppable.js';
import type { HotspotPlace } from './shoppable.js';
import { mediaDetail } from '../client/media-detail.js';
import type { MediaDetail, MediaItem, MediaProductDetail as MediaProduct } from '../client/media.types.js';

/*
 * The detail view: its controller (open, step, close), a render function, its styles and its
 * page-level side effect (scroll lock), kept apart from the grid so this module can become a chunk
 * loaded on first open.
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
const detailOf = (item: MediaItem): MediaDetail => {
  let d = details.get(item);
  if (!d) details.set(item, (d = mediaDetail(item)));
  return d;
};

/** The products the detail view lists: those with a usable link. */
const shownProducts = (d: MediaDetail) => d.products.filter((p) => safeUrl(p.link) !== nothing);

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

/**
 * Locks page scrolling while the detail view is open and returns the undo. Only inline properties
 * are used (CSSOM, allowed under a strict CSP), and the undo restores exactly what was there:
 * values, priorities, and no `style` attribute if there was none.
 */
export const lockScroll = (): (() => void) => {
  const root = document.documentElement;
  const { style } = root;
  const hadStyle = root.hasAttribute('style');
  const saved = ['overflow-x', 'overflow-y', 'scrollbar-gutter'].map(
    (p) => [p, style.getPropertyValue(p), style.getPropertyPriority(p)] as const,
  );
  // A classic scrollbar is taking space: keep that space, or the page would shift sideways.
  const gutter = innerWidth > root.clientWidth;
  style.setProperty('overflow', 'hidden', 'important');
  if (gutter) style.setProperty('scrollbar-gutter', 'stable', 'important');
  return () => {
    for (const [p, value, priority] of saved) {
      if (value) style.setProperty(p, value, priority);
      else style.removeProperty(p);
    }
    if (!hadStyle && !root.getAttribute('style')) root.removeAttribute('style');
  };
};

type Host = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

/** Sheets made by `ownStyleScope`: each text is unique on the page. */
let ownSheets = 0;

/**
 * Adds a one-rule sheet that no other shadow root has, after the detail view's styles. WebKit shares
 * one style resolver among shadow roots whose sheets have the same text, and a resolver that no live
 * root uses misses viewport changes: an album mounted after an earlier one was removed and the window
 * resized (or the phone turned) got the old window's media queries and viewport units, a desktop-wide
 * dialog on a phone (test/layout.test.ts). A sheet of its own keeps the root's resolver its own.
 */
export function ownStyleScope(root: ShadowRoot): void {
  if (!supportsAdoptingStyleSheets) return;
  const own = new CSSStyleSheet(); // adopted directly, never given to Lit as styles
  // A selector that matches nothing: only the text matters.
  own.replaceSync(`#ugc-album-scope-${++ownSheets}{}`);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
}

/**
 * The detail view of one element: opens on a tile as a modal dialog with the page's scrolling
 * locked, steps through the items (loading the next page at the end of those loaded), and on
 * closing gives focus back to the tile that opened it. Closes when the element leaves the page.
 */
export class LightboxController implements ReactiveController {
  /** Item shown, -1 when closed. */
  index = -1;
  /** Tile that opened the detail view: focus goes back there. */
  #opener = -1;
  /** Product pointed at (marker or list entry), -1: none. */
  #on = -1;
  /** Product the video is showing now, -1: none. */
  #playing = -1;
  #unlock: (() => void) | undefined;
  #host: Host;
  #loader: AlbumLoader;
  #track: () => Promise<EngagementTracker | void> | undefined;

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#host = host;
    this.#loader = loader;
    this.#track = track;
    host.addController(this);
    ownStyleScope(host.renderRoot as ShadowRoot);
    // Touch: a sideways swipe steps like ←/→, within the same bounds.
    new SwipeController(host, (d) => {
      const { items, hasNext } = this.#loader;
      if (d < 0 ? this.index > 0 : this.index < items.length - 1 || hasNext) void this.#step(d);
    });
  }

  hostDisconnected(): void {
    this.close(false);
  }

  hostUpdated(): void {
    if (this.index >= 0) placeHotspots(this.#host.renderRoot);
  }

  /** Opens on tile `index`, unless already open or the tile no longer shows `item`. */
  async open(index: number, item: MediaItem): Promise<void> {
    const host = this.#host;
    if (this.index >= 0 || this.#loader.items[index] !== item) return;
    this.index = this.#opener = index;
    this.#on = this.#playing = -1;
    host.requestUpdate();
    try {
      await host.updateComplete;
      host.renderRoot.querySelector('dialog')!.showModal();
    } catch {
      // The dialog could not open.
      this.index = -1;
      host.requestUpdate();
      return;
    }
    this.#unlock ??= lockScroll();
    emit(host, 'ugc-lightbox-open', { item, index });
    const { albumId } = this.#loader;
    if (albumId != null) this.#track()?.then((t) => t?.lightboxOpened(albumId, item));
  }

  /** The detail view closed (or must: new content, disconnection). Safe to call when closed. */
  close(returnFocus: boolean): void {
    const { index } = this;
    const host = this.#host;
    if (index < 0) return;
    const item = this.#loader.items[index];
    this.#pauseVideo();
    this.index = -1;
    host.requestUpdate();
    this.#unlock?.();
    this.#unlock = undefined;
    if (item) emit(host, 'ugc-lightbox-close', { item, index });
    const tile = `[data-i="${this.#opener}"]`;
    if (returnFocus) void host.updateComplete.then(() => host.renderRoot.querySelector<HTMLElement>(tile)?.focus(), () => {});
  }

  async #step(delta: 1 | -1): Promise<void> {
    const index = this.index + delta;
    if (index >= this.#loader.items.length) await this.#loader.more();
    if (this.index < 0 || !this.#loader.items[index]) return;
    this.#pauseVideo();
    this.index = index;
    this.#on = this.#playing = -1;
    this.#host.requestUpdate();
  }

  #pauseVideo(): void {
    this.#host.renderRoot.querySelector<HTMLVideoElement>('dialog video')?.pause();
  }

  /** The dialog while open, else nothing. */
  render(strings: UgcAlbumStrings, format: LightboxView['format']): TemplateResult | typeof nothing {
    const { index } = this;
    const { items, hasNext, count } = this.#loader;
    const item = items[index];
    return item
      ? renderLightbox({
          item,
          index,
          total: hasNext && count != null && count > items.length ? count : items.length,
          hasNext: index < items.length - 1 || hasNext,
          // English for what the locale (or the page's strings) does not say.
          strings: { ...enDetail, ...strings },
          // The element's locale, found as it finds it (here, so the first render does not carry it).
          locale: (this.#host as { locale?: string | null }).locale || this.#host.closest<HTMLElement>('[lang]')?.lang || document.documentElement.lang || navigator.language,
          format,
          on: this.#on,
          playing: this.#playing,
          now: Date.now(),
          point: (i) => {
            this.#on = i;
            this.#host.requestUpdate();
          },
          played: (time) => {
            const d = detailOf(item);
            const now = timedProduct(d, shownProducts(d), time);
            if (now !== this.#playing) {
              this.#playing = now;
              this.#host.requestUpdate();
            }
          },
          step: (d) => void this.#step(d),
          closed: () => this.close(true),
          action: (url) => {
            emit(this.#host, 'ugc-cta-click', { item, url });
            const { albumId } = this.#loader;
            if (albumId != null) this.#track()?.then((t) => t?.actionClicked(albumId, item, url));
          },
        })
      : nothing;
  }
}

// Motion only on open, and never on the content's opacity (its contrast holds from the first frame).
// Light and dark defaults (the detail view is a surface of its own); a site's custom properties win.
export const lightboxStyles = css`
dialog{box-sizing:border-box;padding:0;border:0;border-radius:var(--ugc-album-radius,8px);width:min(1200px,100vw - 16px);max-width:none;max-height:calc(100dvh - 16px);background:var(--ugc-album-lightbox-bg,#fff);color:var(--ugc-album-lightbox-color,#1f1f1f);overscroll-behavior:contain;touch-action:pan-y pinch-zoom}
dialog::backdrop{background:var(--ugc-album-backdrop,rgb(0 0 0/.8))}
/* A surface of our own: the page's italics, alignment, text shadow and word breaking don't belong on it (the host resets the rest). */
.lb{font-style:normal;text-align:start;text-shadow:none;word-break:normal}
@media (prefers-reduced-motion:no-preference){dialog{animation:ugc-in .2s ease-out}dialog::backdrop{animation:ugc-fade .2s ease-out}}
@keyframes ugc-in{from{transform:translateY(16px) scale(.98)}}
@keyframes ugc-fade{from{opacity:0}}
.lb{display:grid}
.media{position:relative;display:grid;place-items:center;background:#000;--mh:70dvh}
.media>img,.stage>img,.media>video{display:block;width:100%;height:auto;max-height:var(--mh);object-fit:contain}
.stage{position:relative;width:min(100%,var(--mh)*var(--ar));aspect-ratio:var(--ar)}
.stage>img{height:100%;max-height:none}
.info{display:flex;flex-direction:column;gap:12px;padding:16px;min-width:0;overflow-wrap:anywhere}
@media (min-width:48em){.lb{grid-template-columns:minmax(0,1fr) 22em}.media{--mh:calc(100dvh - 16px)}.info{overflow:auto;max-height:calc(100dvh - 48px);padding:20px}}
.info p,.h{margin:0}
.by{display:flex;align-items:center;gap:8px;font-weight:600}
.by img{border-radius:50%;object-fit:cover}
.meta{font-size:.875em}
.source{display:inline-block;line-height:24px;color:inherit}
.caption{line-height:1.5;white-space:pre-line}
.cta{align-self:start;padding:10px 16px;border-radius:var(--ugc-album-radius,4px);background:var(--ugc-album-cta-bg,#1f1f1f);color:var(--ugc-album-cta-color,#fff);text-decoration:none;font-weight:600}
.h{margin-top:4px;font-size:.875em;font-weight:600}
.products{display:grid;gap:4px;margin:0;padding:0;list-style:none}
.products li{border-radius:8px}
.products .on{background:rgb(128 128 128/.2)}
.product{display:flex;align-items:center;gap:10px;min-height:44px;padding:4px 8px 4px 4px;color:inherit;text-decoration:none}
.product img{flex:none;border-radius:6px;object-fit:cover}
.pt{text-decoration:underline;text-underline-offset:2px}
.n{flex:none;display:grid;place-items:center;width:24px;height:24px;border-radius:50%;background:var(--ugc-album-lightbox-color,#1f1f1f);color:var(--ugc-album-lightbox-bg,#fff);font-size:12px;font-weight:700}
.x{visibility:hidden}
.pd{display:grid;gap:2px;min-width:0}
.price{font-weight:600}
.price s{margin-inline-start:8px;font-weight:400}
.spot{position:absolute;translate:-50% -50%}
.hot{position:relative;display:grid;place-items:center;width:32px;height:32px;border-radius:50%;background:#fff;color:#1f1f1f;box-shadow:0 0 0 2px rgb(0 0 0/.45),0 2px 8px rgb(0 0 0/.5);font-size:14px;font-weight:700;line-height:1;text-decoration:none}
.hot.on{background:#1f1f1f;color:#fff;box-shadow:0 0 0 3px #fff,0 2px 8px rgb(0 0 0/.5)}
.num:before{content:attr(data-n)}
.tip{position:absolute;top:50%;left:calc(100% + 10px);display:none;translate:0 -50%;max-width:14em;overflow:hidden;padding:6px 10px;border-radius:6px;background:#fff;color:#1f1f1f;box-shadow:0 2px 8px rgb(0 0 0/.5);font-size:13px;font-weight:600;line-height:1.3;white-space:nowrap;text-overflow:ellipsis}
.end .tip{left:auto;right:calc(100% + 10px)}
.on .tip{display:block}
.now{position:absolute;top:12px;inset-inline-start:12px;max-width:calc(100% - 88px)}
.now .product{border-radius:8px;background:#fff;color:#1f1f1f;box-shadow:0 2px 8px rgb(0 0 0/.5)}
.nav{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:auto}
.icon{flex:none;width:44px;height:44px;border:0;border-radius:50%;background:rgb(0 0 0/.65);color:#fff;font:28px/1 system-ui,sans-serif;cursor:pointer}
.icon[aria-disabled=true]{opacity:.35;cursor:default}
.close{position:absolute;top:8px;inset-inline-end:8px;z-index:1}
@media (prefers-reduced-motion:no-preference){.hot{transition:background-color .15s,color .15s}}
@media (prefers-color-scheme:dark){dialog{background:var(--ugc-album-lightbox-bg,#1f1f1f);color:var(--ugc-album-lightbox-color,#e3e3e3)}.cta{background:var(--ugc-album-cta-bg,#e3e3e3);color:var(--ugc-album-cta-color,#1f1f1f)}.n{background:var(--ugc-album-lightbox-color,#e3e3e3);color:var(--ugc-album-lightbox-bg,#1f1f1f)}.nav .icon{background:rgb(255 255 255/.14)}}
`;
