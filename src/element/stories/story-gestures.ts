import { SWIPE_MIN } from '../swipe.js';

/*
 * The story viewer's pointer gestures on its media (finger, pen or mouse), as story players have
 * taught shoppers: a tap on the left or right third steps back or on (mirrored right to left), a
 * finger held down still pauses until it lifts, a swipe sideways steps, a swipe down closes. The stage's
 * `touch-action: none` (stories.styles.ts) leaves every move to this code, so no page scroll or
 * pull-to-refresh starts under a swipe.
 */

/** A finger held this long is a hold (pause), not a tap. */
export const HOLD_MS = 250;
/** Furthest a tap may travel (CSS px). */
const TAP_SLOP = 10;

export interface GestureActions {
  /** `1` next, `-1` previous (already mirrored for right to left). */
  step(delta: 1 | -1): void;
  /** A finger held down (true) or lifted after a hold (false). */
  hold(on: boolean): void;
  close(): void;
}

/** Follows the gestures on `area` until the returned function is called. */
export function storyGestures(area: HTMLElement, act: GestureActions): () => void {
  let start: { id: number; x: number; y: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let held = false;

  const release = () => {
    clearTimeout(timer);
    start = null;
    if (held) {
      held = false;
      act.hold(false);
    }
  };

  const down = (e: PointerEvent) => {
    if (e.button > 0) return;
    // A second finger (a pinch): not a tap, a hold or a swipe.
    if (!e.isPrimary || start) return release();
    start = { id: e.pointerId, x: e.clientX, y: e.clientY };
    timer = setTimeout(() => {
      held = true;
      act.hold(true);
    }, HOLD_MS);
  };

  // A finger that moves is swiping, not holding (a slow swipe must not pause the story).
  const move = (e: PointerEvent) => {
    const s = start;
    if (s && e.pointerId === s.id && !held && Math.hypot(e.clientX - s.x, e.clientY - s.y) > TAP_SLOP) clearTimeout(timer);
  };

  const up = (e: PointerEvent) => {
    const s = start;
    if (!s || e.pointerId !== s.id) return;
    const wasHeld = held;
    release();
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    const rtl = getComputedStyle(area).direction === 'rtl';
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) >= 2 * Math.abs(dy)) return act.step(dx < 0 !== rtl ? 1 : -1);
    if (dy >= SWIPE_MIN && dy >= 2 * Math.abs(dx)) return act.close();
    // A hold ends where it began: it was no tap.
    if (wasHeld || Math.abs(dx) > TAP_SLOP || Math.abs(dy) > TAP_SLOP) return;
    const box = area.getBoundingClientRect();
    const third = (e.clientX - box.left) / box.width;
    // The left third goes back in a left-to-right story, on in a right-to-left one.
    if (third < 1 / 3) act.step(rtl ? 1 : -1);
    else if (third > 2 / 3) act.step(rtl ? -1 : 1);
  };

  // A finger that leaves the screen's edge, or that the browser takes over, ends a hold.
  area.addEventListener('pointerdown', down);
  area.addEventListener('pointermove', move);
  area.addEventListener('pointerup', up);
  area.addEventListener('pointercancel', release);
  // The menu a long press opens on touch screens would hide the story.
  const menu = (e: Event) => e.preventDefault();
  area.addEventListener('contextmenu', menu);
  return () => {
    release();
    area.removeEventListener('pointerdown', down);
    area.removeEventListener('pointermove', move);
    area.removeEventListener('pointerup', up);
    area.removeEventListener('pointercancel', release);
    area.removeEventListener('contextmenu', menu);
  };
}
