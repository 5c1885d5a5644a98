import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { classNames } from './class-names.js';
import type { AlbumLoader } from './album-loader.js';
import type { Host } from './host.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';
import type { NumberFormat } from './locale.js';
import { mayFormat } from './count-line.js';

/**
 * Paging through an album: "Load more", what it added said politely to screen readers, and where
 * focus goes once a page (or a retry) has loaded. `tile(index)` finds the tile of an item.
 */
export class Paging {
  #host: Host;
  #loader: AlbumLoader;
  #tile: (index: number) => HTMLElement | null;

  constructor(host: Host, loader: AlbumLoader, tile: (index: number) => HTMLElement | null) {
    this.#host = host;
    this.#loader = loader;
    this.#tile = tile;
  }

  /** Placeholder boxes held for a page in flight, from the click on (by the count, when it is known). */
  coming(per: number): number {
    const { busy, count, items, error } = this.#loader;
    // Kept when that page failed: its message shows over them, and nothing below the widget moves.
    return busy || (error && items.length) ? Math.max(0, Math.min(per, count == null ? per : count - items.length)) : 0;
  }

  /** "Load more" and "Retry" (an arrow function: Lit calls listeners with the host as `this`). */
  handleMore = async (e: Event): Promise<void> => {
    const button = e.currentTarget as HTMLElement;
    const first = this.#loader.items.length;
    await (button.part.contains('retry') ? this.#loader.retry() : this.#loader.more());
    // The button may be gone or hidden (end of the album, a failure, a success after Retry): focus
    // goes to the first new tile, else to Retry, never to the page (WCAG 2.4.3). Focus moved
    // elsewhere stays.
    const active = this.#host.shadowRoot!.activeElement;
    const lost = active ? active == button : (document.activeElement ?? document.body) === document.body;
    if (lost && (!button.isConnected || button.matches('.at-end, .after-failure'))) {
      (this.#tile(first) ?? this.#host.renderRoot.querySelector<HTMLElement>('[part~="retry"]'))?.focus();
    }
  };

  /**
   * "Load more" keeps its row while the album might have more pages and at its end (hidden then),
   * so nothing below the widget moves when it appears or goes.
   */
  renderLoadMore(s: UgcAlbumStrings): TemplateResult {
    const { busy, hasNext, error } = this.#loader;
    return html`<button
      part="load-more"
      class=${classNames({ button: true, 'at-end': !hasNext, 'after-failure': !!error })}
      type="button"
      aria-disabled=${busy ? 'true' : 'false'}
      @click=${this.handleMore}
    >${s.loadMore}</button>`;
  }

  /**
   * What the first page brought and what "Load more" added, said politely to screen readers: the
   * end of every load is heard ("Loading posts…", the status, is followed by what came). The first
   * page's is said once numbers may be formatted, as the count is (count-line.ts: not on the path of
   * the first photo's paint).
   */
  renderAnnouncement(s: UgcAlbumStrings, format: NumberFormat): TemplateResult {
    const { page, added, items, status } = this.#loader;
    const shown = items.length;
    const first = status === 'ready' && shown && mayFormat() ? s.loaded(format(shown), shown) : '';
    const said = page > 1 ? s.loadedMore(format(added), format(shown), added) : first;
    return html`<p class="visually-hidden" aria-live="polite">${said}</p>`;
  }
}
