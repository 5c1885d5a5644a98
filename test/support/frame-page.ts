// Pages of their own for the tests that load the built bundles: each runs in a frame (a fresh window,
// custom element registry and module map), so one bundle's definition never meets another's.

/** A frame's window with what `ERROR_WATCH` records. */
export interface WatchedWindow extends Window {
  /** Uncaught errors and rejections in the frame, recorded from before its first script. */
  __errors: string[];
}

/** A script to put first in a frame's `<head>`: records what the page must never see. */
export const ERROR_WATCH = `<script>
  window.__errors = [];
  addEventListener('error', (e) => __errors.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => __errors.push(String(e.reason)));
</script>`;

const frames: HTMLIFrameElement[] = [];

/**
 * Loads `html` into a new frame of `width`×`height` CSS px; resolves with its window after the page's
 * scripts have run (the frame's load event). `removeFramePages` takes every such frame away.
 */
export async function framePage<W extends Window = WatchedWindow>(html: string, width = 800, height = 600): Promise<W> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0`;
  frame.srcdoc = html;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  return frame.contentWindow as unknown as W;
}

/** Removes the frames `framePage` made (call it in `afterEach`). */
export function removeFramePages(): void {
  for (const frame of frames.splice(0)) frame.remove();
}
