import { css, html, nothing } from 'lit';
import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import type { AlbumLoader } from './album-loader.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import { emit } from './events.js';
import { enDetail } from '../i18n/i18n-detail.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import { safeUrl, srcset, upToLarge } from './image-sources.js';
import type { MediaItem, MediaProduct } from '../client/media.types.js';

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
  /** Locale-aware number formatting that never throws. */
  format: (n: number, options?: Intl.NumberFormatOptions) => string;
  step: (delta: 1 | -1) => void;
  /** The dialog has closed (Escape, close button, backdrop). */
  closed: () => void;
  /** A CTA or product link was followed (click, keyboard, middle click). */
  action: (url: string) => void;
}

const closeDialog = (e: Event) => (e.currentTarget as Element).closest('dialog')?.close();

// Templates and CSS are compact on purpose: Lit ships them as written.
// `part` is the public styling hook; `cls` the internal one. A product link keeps part `cta` for sites
// that style every link of an item, but never the CTA's filled look (its own colours would clash).
const link = (v: LightboxView, url: string | null | undefined, part: string, content: unknown, cls = part) => {
  const href = safeUrl(url);
  return href === nothing
    ? nothing
    : html`<a part=${part} class=${cls} href=${href} target="_blank" rel="noopener noreferrer ugc" @click=${() => v.action(href)} @auxclick=${(e: MouseEvent) => e.button === 1 && v.action(href)}>${content}</a>`;
};

const media = ({ item }: LightboxView) => {
  const stills = upToLarge(item.renditions);
  const largest = safeUrl(stills[stills.length - 1]?.url);
  const w = item.width ?? nothing;
  const h = item.height ?? nothing;
  return item.type === 'video' && item.videoUrl
    ? html`<video part="lightbox-video" controls playsinline preload="metadata" poster=${largest} src=${safeUrl(item.videoUrl)} aria-label=${item.alt} width=${w} height=${h}></video>`
    : html`<img part="lightbox-image" referrerpolicy="no-referrer" srcset=${srcset(stills)} sizes="min(100vw,880px)" src=${largest} alt=${item.alt} width=${w} height=${h}>`;
};

const product = (v: LightboxView, p: MediaProduct) => {
  const image = safeUrl(p.image);
  return html`<li>${link(
    v,
    p.link,
    'cta product',
    html`${image === nothing ? nothing : html`<img src=${image} alt="" referrerpolicy="no-referrer" width="48" height="48" loading="lazy">`}<span>${
      p.title || p.linkText || v.strings.shop
    }</span>${
      p.price == null ? nothing : html`<span part="price" class="price">${v.format(p.price, { style: 'currency', currency: p.currency })}</span>`
    }`,
    'product',
  )}</li>`;
};

export const renderLightbox = (v: LightboxView): TemplateResult => {
  const { item, strings: s, index } = v;
  const products = item.products.filter((p) => safeUrl(p.link) !== nothing);
  const avatar = safeUrl(item.avatarUrl);
  const onKey = (e: KeyboardEvent) => {
    // A focused video keeps its own arrow keys (seek); modified arrows belong to the browser.
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
  } @click=${closeDialog}>×</button><div class="media">${media(v)}</div><div class="info">${
    item.userName || avatar !== nothing
      ? html`<p part="byline" class="by">${
          avatar === nothing ? nothing : html`<img part="avatar" src=${avatar} alt="" referrerpolicy="no-referrer" width="32" height="32">`
        }<bdi>${item.userName}</bdi></p>`
      : nothing
  }${item.caption ? html`<p part="caption" class="caption">${item.caption}</p>` : nothing}${
    item.action ? link(v, item.action.url, 'cta', item.action.text || s.shop) : nothing
  }${
    products.length ? html`<ul part="products" class="products" role="list">${products.map((p) => product(v, p))}</ul>` : nothing
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
  #unlock: (() => void) | undefined;
  #host: Host;
  #loader: AlbumLoader;
  #track: () => Promise<EngagementTracker | void> | undefined;

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#host = host;
    this.#loader = loader;
    this.#track = track;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.close(false);
  }

  /** Opens on tile `index`, unless already open or the tile no longer shows `item`. */
  async open(index: number, item: MediaItem): Promise<void> {
    const host = this.#host;
    if (this.index >= 0 || this.#loader.items[index] !== item) return;
    this.index = this.#opener = index;
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
          format,
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
dialog{box-sizing:border-box;padding:0;border:0;border-radius:var(--ugc-album-radius,8px);width:min(1200px,100vw - 16px);max-width:none;max-height:calc(100dvh - 16px);background:var(--ugc-album-lightbox-bg,#fff);color:var(--ugc-album-lightbox-color,#1f1f1f);overscroll-behavior:contain}
dialog::backdrop{background:var(--ugc-album-backdrop,rgb(0 0 0/.8))}
/* A surface of our own: the page's italics, alignment, text shadow and word breaking don't belong on it (the host resets the rest). */
.lb{font-style:normal;text-align:start;text-shadow:none;word-break:normal}
@media (prefers-reduced-motion:no-preference){dialog{animation:ugc-in .2s ease-out}dialog::backdrop{animation:ugc-fade .2s ease-out}}
@keyframes ugc-in{from{transform:translateY(16px) scale(.98)}}
@keyframes ugc-fade{from{opacity:0}}
.lb{display:grid}
.media{display:grid;place-items:center;background:#000}
.media img,.media video{display:block;width:100%;height:auto;max-height:70dvh;object-fit:contain}
.info{display:flex;flex-direction:column;gap:12px;padding:16px;min-width:0;overflow-wrap:anywhere}
@media (min-width:48em){.lb{grid-template-columns:minmax(0,1fr) 20em}.media img,.media video{max-height:calc(100dvh - 16px)}.info{overflow:auto;max-height:calc(100dvh - 48px)}}
.info p{margin:0}
.by{display:flex;align-items:center;gap:8px;font-weight:600}
.by img{border-radius:50%;object-fit:cover}
.cta{align-self:start;padding:10px 16px;border-radius:var(--ugc-album-radius,4px);background:var(--ugc-album-cta-bg,#1f1f1f);color:var(--ugc-album-cta-color,#fff);text-decoration:none;font-weight:600}
.products{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.product{display:flex;align-items:center;gap:8px;min-height:44px;color:inherit}
.product img{flex:none;border-radius:4px;object-fit:cover}
.price{margin-inline-start:auto;white-space:nowrap}
.nav{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:auto}
.icon{flex:none;width:44px;height:44px;border:0;border-radius:50%;background:rgb(0 0 0/.65);color:#fff;font:28px/1 system-ui,sans-serif;cursor:pointer}
.icon[aria-disabled=true]{opacity:.35;cursor:default}
.close{position:absolute;top:8px;inset-inline-end:8px;z-index:1}
@media (prefers-color-scheme:dark){dialog{background:var(--ugc-album-lightbox-bg,#1f1f1f);color:var(--ugc-album-lightbox-color,#e3e3e3)}.cta{background:var(--ugc-album-cta-bg,#e3e3e3);color:var(--ugc-album-cta-color,#1f1f1f)}}
`;
