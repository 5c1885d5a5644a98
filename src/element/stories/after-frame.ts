/*
 * Work the story viewer causes but its next frame does not need. A step's `openedLightbox` beacon
 * and the next item fetched ahead run after the step's frame: in the step's own task they lengthened
 * the time from the shopper's swipe to the new story on screen (a long task on a phone's CPU). The
 * first price's formatter is made while the shopper watches the first story, not on a later swipe.
 */

/**
 * Runs `fn` in a task of its own after `frames` frames; in a new task at once while the page is
 * hidden (no frames).
 */
export const afterFrame = (fn: () => void, frames = 1): void => {
  if (document.hidden) return void setTimeout(fn);
  requestAnimationFrame(() => (frames > 1 ? afterFrame(fn, frames - 1) : setTimeout(fn)));
};

/** Runs `fn` when the page is idle (within 2 s); a moment later where idle callbacks are missing (Safari). */
export const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback == 'function') requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 300);
};
