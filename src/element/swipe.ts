import type { ReactiveController } from 'lit';
import type { Host } from './host.js';

/*
 * Swiping between items in the detail view: a finger (or pen) moved sideways over the open dialog
 * steps to the next or previous item, as → and ← do. Part of the detail view's lazy chunk.
 *
 * It leaves everything else to the browser: `touch-action: pan-y pinch-zoom` (the dialog's CSS, in
 * lightboxStyles) keeps vertical scrolling of the dialog and pinch-zoom native (the browser then
 * cancels the pointer, and the gesture with it), a second finger ends the gesture (a pinch is not a swipe), and a gesture that
 * starts on the video belongs to its controls (seeking, volume). Only a mostly horizontal move of
 * at least SWIPE_MIN px counts.
 */

/** Shortest horizontal travel (CSS px) that is a swipe, not a wobbly tap. */
export const SWIPE_MIN = 48;

export class SwipeController implements ReactiveController {
  #host: Host;
  #step: (delta: 1 | -1) => void;
  #area: HTMLElement | null = null;
  /** The finger being followed: its id and where it went down; null when none. */
  #start: { id: number; x: number; y: number } | null = null;

  /** `step(1)` for the next item, `step(-1)` for the previous (already mirrored for right-to-left). */
  constructor(host: Host, step: (delta: 1 | -1) => void) {
    this.#host = host;
    this.#step = step;
    host.addController(this);
  }

  hostUpdated(): void {
    const area = this.#host.renderRoot.querySelector<HTMLElement>('dialog');
    if (area === this.#area) return;
    this.hostDisconnected();
    if (area) {
      area.addEventListener('pointerdown', this.#down);
      area.addEventListener('pointerup', this.#up);
      area.addEventListener('pointercancel', this.#cancel);
    }
    this.#area = area;
  }

  hostDisconnected(): void {
    const area = this.#area;
    area?.removeEventListener('pointerdown', this.#down);
    area?.removeEventListener('pointerup', this.#up);
    area?.removeEventListener('pointercancel', this.#cancel);
    this.#area = null;
    this.#start = null;
  }

  #down = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse') return;
    // A second finger: a pinch or a two-finger gesture, not a swipe.
    if (!e.isPrimary || this.#start) {
      this.#start = null;
      return;
    }
    if ((e.target as Element).closest('video')) return;
    this.#start = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };

  #up = (e: PointerEvent): void => {
    const start = this.#start;
    if (!start || e.pointerId !== start.id) return;
    this.#start = null;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < 2 * Math.abs(dy)) return;
    // Finger to the left shows what comes next (to the right in a left-to-right view).
    const rtl = getComputedStyle(this.#area!).direction === 'rtl';
    this.#step(dx < 0 !== rtl ? 1 : -1);
  };

  #cancel = (): void => {
    this.#start = null;
  };
}
