/*
 * Work the story viewer causes but a step's own frame does not need. A new item's playback starts in
 * the frame after the step's; its `openedLightbox` beacon and the next item fetched ahead run after
 * that: in the step's own task they lengthened the time from the shopper's swipe to the new story on
 * screen (a long task on a phone's CPU). The first price's formatter is made while the shopper
 * watches the first story, not on a later swipe; the next item's page when the page is idle.
 */

/**
 * Runs `fn` in a task of its own after `frames` frames; in a new task at once while the page is
 * hidden (no frames).
 */
export const afterFrame = (fn: () => void, frames = 1): void => {
  if (document.hidden) return void setTimeout(fn);
  requestAnimationFrame(() => (frames > 1 ? afterFrame(fn, frames - 1) : setTimeout(fn)));
};

/** Runs `fn` before the next frame is rendered; in a new task at once while the page is hidden (no frames). */
export const nextFrame = (fn: () => void): void => {
  if (document.hidden) setTimeout(fn);
  else requestAnimationFrame(() => fn());
};

/** Runs `fn` when the page is idle (within 2 s); a moment later where idle callbacks are missing (Safari). */
export const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback == 'function') requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 300);
};
