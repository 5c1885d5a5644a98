import type { ReactiveController } from 'lit';
import type { Host } from './host.js';

/**
 * The grid is one Tab stop (WCAG 2.4.1: 300 tiles were 300 Tab stops with no way past them): a
 * roving tabindex. One tile is tabbable (the last one focused, at first the first); arrow keys move
 * between tiles (←/→ by one, in the reading direction; ↑/↓ by a row; Home/End to the first and last
 * loaded), Tab leaves the grid. The list stays a list of buttons: screen-reader users read it item
 * by item in browse mode (where arrows are theirs, never the page's) and skip it with their list
 * commands; an ARIA grid would switch them into focus mode and need rows that the responsive columns
 * keep changing. Tiles are never bound to `tabindex` in their template: set here, it survives renders.
 */
export class TileFocus implements ReactiveController {
  #host: Host;
  /** Part of the tiles' finish (tile-marks.ts): until it is there, every tile is a Tab stop. */
  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
    // On the shadow root: the grid's list is made again when a load starts over.
    host.renderRoot.addEventListener('keydown', this.handleKey as EventListener);
    host.renderRoot.addEventListener('focusin', this.handleFocus as EventListener);
    this.hostUpdated();
  }

  #tiles(): HTMLElement[] {
    return [...this.#host.renderRoot.querySelectorAll<HTMLElement>('[data-i]')];
  }

  hostUpdated(): void {
    const tiles = this.#tiles();
    const stop = tiles.find((t) => t.tabIndex == 0 && t.hasAttribute('tabindex'));
    // New tiles are not Tab stops; without one (the grid made again), the first tile is.
    for (const t of tiles) if (!t.hasAttribute('tabindex')) t.tabIndex = -1;
    if (tiles[0] && !stop) tiles[0].tabIndex = 0;
  }

  /** The focused tile (by Tab, arrows, a click, or the widget's own focus moves) is the Tab stop. */
  handleFocus = (e: FocusEvent): void => {
    const tile = (e.target as Element).closest<HTMLElement>('[data-i]');
    if (tile) this.makeStop(tile);
  };

  /** `tile` is the grid's one Tab stop. */
  makeStop(tile: HTMLElement): void {
    for (const t of this.#host.renderRoot.querySelectorAll<HTMLElement>('[data-i][tabindex="0"]')) t.tabIndex = -1;
    tile.tabIndex = 0;
  }

  handleKey = (e: KeyboardEvent): void => {
    const tile = (e.target as Element).closest<HTMLElement>('[data-i]');
    if (!tile || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const tiles = this.#tiles();
    const at = tiles.indexOf(tile);
    // ↑/↓ by a row of the grid as laid out now (none in the carousel's one row).
    const list = tile.closest('[part~="grid"]')!;
    const cols = list.matches('.carousel') ? 0 : getComputedStyle(tile.closest('.tile-group') ?? list).gridTemplateColumns.split(' ').length;
    const rtl = getComputedStyle(tile).direction == 'rtl';
    const to =
      {
        ArrowRight: rtl ? at - 1 : at + 1,
        ArrowLeft: rtl ? at + 1 : at - 1,
        ArrowDown: cols ? at + cols : -1,
        ArrowUp: cols ? at - cols : -1,
        Home: 0,
        End: tiles.length - 1,
      }[e.key] ?? -1;
    // Keys with nowhere to go (an edge) are left to the page (scrolling), as before.
    if (!tiles[to] || to == at) return;
    e.preventDefault();
    tiles[to].focus();
  };
}
