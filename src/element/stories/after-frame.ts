/*
 * Work the story viewer causes but its next frame does not need. A step's `openedLightbox` beacon
 * and the next item fetched ahead run after the step's frame: in the step's own task they lengthened
 * the time from the shopper's swipe to the new story on screen (a long task on a phone's CPU). The
 * first price's formatter is made while the shopper watches the first story, not on a later swipe.
 */

/** What waits for a frame, in order: one job runs after each frame, so two never share one. */
const jobs: (() => void)[] = [];

/**
 * Runs `fn` in a task of its own after the next frame; in a new task at once while the page is
 * hidden (no frames). Jobs queued together go one per frame: the beacon and the photo fetched ahead
 * of a step, each 10–20 ms at a phone's 4× CPU, made one slow frame when they ran in the same one.
 */
export const afterFrame = (fn: () => void): void => {
  if (jobs.push(fn) == 1) next();
};

function next(): void {
  const run = () => {
    try {
      jobs.shift()?.();
    } finally {
      if (jobs.length) next();
    }
  };
  if (document.hidden) setTimeout(run);
  else requestAnimationFrame(() => setTimeout(run));
}

/** Runs `fn` when the page is idle (within 2 s); a moment later where idle callbacks are missing (Safari). */
export const whenIdle = (fn: () => void): void => {
  if (typeof requestIdleCallback == 'function') requestIdleCallback(fn, { timeout: 2000 });
  else setTimeout(fn, 300);
};
