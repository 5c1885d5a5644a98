// The stories layout's figures (issue 29), on a phone: the stories chunk's bytes, the time from a tap
// on a card to the story's first frame on screen, and the main thread while swiping through stories
// (long tasks, frame intervals). Phone: 375×812 at DPR 2 with touch, CPU throttled 4× (as Lighthouse's
// mobile preset), the sandbox's "Stories" album (1009). Nothing here asserts: it only measures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, openPage, withPage } from './env.js';
import { measure } from './sizes.js';
import { ourPage } from './pages.js';

const PHONE = { width: 375, height: 812, dpr: 2 };
const CPU_SLOWDOWN = 4;

/** `start` and the chunks it imports that are not `loaded` yet: what asking for it fetches. */
function chunkClosure(start, loaded) {
  const seen = new Set([start]);
  for (const file of seen) {
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const m of code.matchAll(/from\s*["'`]\.\/([^"'`]+)["'`]/g)) if (!loaded.has(m[1])) seen.add(m[1]);
  }
  const files = [...seen].map((name) => ({ name, ...measure(join(distDir, name)) }));
  return { files: files.map((f) => f.name), brotli: files.reduce((sum, f) => sum + f.brotli, 0) };
}

/**
 * What a stories page adds to the first render: the row's chunk (loaded with the layout, before the
 * row first renders) as `row`, and the viewer's chunk with what it imports that is not loaded by
 * then (fetched on the first tap on a card).
 */
export function storiesChunk() {
  const first = new Set(['ugc-album.js']);
  const row = chunkClosure('ugc-album-stories-row.js', first);
  return { ...chunkClosure('ugc-album-stories.js', new Set([...first, ...row.files])), row };
}

/** A phone page with the stories row, CPU slowed down, its first card's image loaded. */
async function storiesPage(page, server, attrs) {
  await page.setViewport({ width: PHONE.width, height: PHONE.height, deviceScaleFactor: PHONE.dpr, hasTouch: true, isMobile: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await openPage(page, server, 'stories', ourPage({ attrs: { ...attrs, 'album-id': '1009', 'per-page': 14, layout: 'stories', eager: true } }), {
    element: 'ugc-album',
  });
  await page.waitForFunction(() => window.__bench.firstTile != null, { timeout: 20000, polling: 50 });
  // A shopper's tap comes a moment after the row shows (the viewer's chunk is fetched on that tap).
  await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
}

/** Where card `index` is on screen (its centre). */
const cardCentre = (page, index) =>
  page.evaluate((i) => {
    const r = document.querySelector('ugc-album').shadowRoot.querySelectorAll('[part~="item"]')[i].getBoundingClientRect();
    return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
  }, index);

/**
 * A tap on card `index`, then the story's first frame on screen: a video's first presented frame
 * (requestVideoFrameCallback), a photo's image decoded and painted (the frame after decode).
 * Milliseconds from the tap's touchstart, on the page's clock.
 */
async function tapToFirstFrame(page, index) {
  await page.evaluate(() => {
    window.__tap = null;
    window.__frame = null;
    addEventListener('touchstart', () => (window.__tap ??= performance.now()), { capture: true, once: true });
    const root = document.querySelector('ugc-album').shadowRoot;
    const watch = () => {
      const story = root.querySelector('dialog[part="story"]');
      const video = story?.querySelector('[part~="story-video"]');
      const img = story?.querySelector('[part~="story-image"]');
      if (video) return video.requestVideoFrameCallback((now) => (window.__frame = now));
      if (img) return img.decode().then(() => requestAnimationFrame((t) => (window.__frame = t)), () => {});
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const { x, y } = await cardCentre(page, index);
  await page.touchscreen.tap(x, y);
  await page.waitForFunction(() => window.__frame != null, { timeout: 20000, polling: 50 });
  return page.evaluate(() => window.__frame - window.__tap);
}

/** Tap to first frame, on a video card (the first) and a photo card (the second), each on a fresh page. */
export async function storiesTap({ browser, server, attrs }) {
  const out = {};
  for (const [kind, index] of [['video', 0], ['photo', 1]]) {
    out[kind] = await withPage(browser, PHONE, async (page) => {
      await storiesPage(page, server, attrs);
      return tapToFirstFrame(page, index);
    });
  }
  return out;
}

/** What a Chromium trace of the swipes records: the main thread's tasks, with the scripts they ran. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'];

/**
 * Swiping through stories: the viewer open on the first card, `swipes` swipes to the left (each a
 * finger across half the screen in 10 moves), one every 400 ms; every frame interval and long task
 * from the first swipe to 500 ms after the last. With `trace` (a file name), a Chromium trace of the
 * swipes is written there (bench/stories-trace.js reads it): the tracing itself costs the page a
 * little, so figures of a traced run are not the bench's.
 */
export function storiesSwipe({ browser, server, attrs, swipes = 10, trace = null }) {
  return withPage(browser, PHONE, async (page) => {
    await storiesPage(page, server, attrs);
    const { x, y } = await cardCentre(page, 0);
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => document.querySelector('ugc-album').shadowRoot.querySelector('dialog[part="story"]')?.open, { timeout: 20000 });
    await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
    const t0 = await page.evaluate(() => {
      window.__frames = [];
      window.__swipes = [];
      addEventListener('touchstart', () => window.__swipes.push(performance.now()), { capture: true });
      let last = null;
      const step = (t) => {
        if (last !== null) window.__frames.push({ at: t, d: t - last });
        last = t;
        if (!window.__stopFrames) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
      return performance.now();
    });
    const position = () => page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelector('#story-position')?.textContent ?? '');
    const start = await position();
    if (trace) await page.tracing.start({ path: trace, categories: TRACE_CATEGORIES });
    for (let i = 0; i < swipes; i++) {
      const finger = await page.touchscreen.touchStart(300, 400);
      for (let s = 1; s <= 10; s++) await finger.move(300 - s * 20, 400);
      await finger.end();
      await new Promise((r) => setTimeout(r, 400));
    }
    await new Promise((r) => setTimeout(r, 500));
    if (trace) await page.tracing.stop();
    const end = await position();
    const { frames, longTasks, starts } = await page.evaluate((from) => {
      window.__stopFrames = true;
      return { frames: window.__frames, starts: window.__swipes, longTasks: window.__bench.longTasks.filter((t) => t.t >= from).map((t) => t.d) };
    }, t0);
    const slow = frames.filter((f) => f.d > 25);
    return {
      swipes,
      moved: `${start.trim()} → ${end.trim()}`,
      frames: frames.length,
      over25: slow.length,
      // Which swipe each slow frame came in (1-based: the last swipe that had begun; 0 before the first).
      slowAfter: slow.map((f) => starts.filter((t) => t <= f.at).length),
      worst: Math.max(0, ...frames.map((f) => f.d)),
      longTasks,
      ...(trace && { trace }),
    };
  });
}
