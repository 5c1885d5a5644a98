// When the shopper sees a first photo, with each gallery first on screen (pages (d) and (e) of the
// Lighthouse comparison), measured on a throttled phone: Lighthouse's LCP there is the product
// photo below the gallery (larger in view than a tile), and it would skip Behold's tiles anyway:
// they fade in from transparent, which LCP ignores. Same throttling as Lighthouse's devtools runs
// (slow 4G: 562.5 ms round trip, 1.47 Mbit/s; 4× CPU) and its phone (Moto G Power: 412×823 at
// DPR 1.75), a cold cache.
import { shopPage } from './pages.js';
import { renderAlbum } from '../dist/lib/ssr/index.js';
import { answerBeholdFeed } from './sizes.js';
import { median } from './runtime.js';

const SLOW_4G = { download: (1.6e6 * 0.9) / 8, upload: (750e3 * 0.9) / 8, latency: 150 * 3.75 };

/**
 * Runs in the page before its scripts: from the first animation frame on, looks at every image in
 * the viewport (shadow roots included) and records, on the page's clock, when the first photo was
 * loaded, began to show (its opacity and its ancestors' above 5 %) and was fully shown (99 %).
 */
function watchFirstPhoto() {
  // Behold's shadow roots are closed: opened, for this measurement only, so its images can be seen.
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    return attach.call(this, { ...init, mode: 'open' });
  };
  const seen = (window.__firstPhoto = { loaded: null, showing: null, shown: null });
  const images = (root, out = []) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.tagName === 'IMG') out.push(el);
      if (el.shadowRoot) images(el.shadowRoot, out);
    }
    return out;
  };
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e; e = e.parentElement ?? e.getRootNode().host) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const frame = () => {
    const now = performance.now();
    for (const img of images(document)) {
      const r = img.getBoundingClientRect();
      // A photo of a gallery: in view, tile-sized, loaded (the shop's own product image is left out).
      if (img.closest('.product') || r.bottom <= 0 || r.top >= innerHeight || r.width < 48 || !img.complete || !img.naturalWidth) continue;
      seen.loaded ??= now;
      const o = opacity(img);
      if (o > 0.05) seen.showing ??= now;
      if (o >= 0.99) seen.shown ??= now;
    }
    if (seen.shown == null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Layout shift and the page's LCP until now. */
const shiftAndLcp = () =>
  new Promise((resolve) => {
    // Buffered entries come in one callback per type; a type with none has no callback at all.
    const seen = { 'layout-shift': [], 'largest-contentful-paint': [] };
    for (const type of Object.keys(seen)) {
      new PerformanceObserver((list) => seen[type].push(...list.getEntries())).observe({ type, buffered: true });
    }
    setTimeout(
      () =>
        resolve({
          cls: seen['layout-shift'].filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0),
          lcp: seen['largest-contentful-paint'].at(-1)?.startTime ?? null,
        }),
      200,
    );
  });

/** The main thread's blocking time until now: the time past 50 ms of each long task. */
const blockingTime = () =>
  new Promise((resolve) => {
    const tasks = [];
    new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
    setTimeout(() => resolve(tasks.reduce((sum, e) => sum + Math.max(0, e.duration - 50), 0)), 200);
  });

/** Opens `url` on the throttled phone, in a context of its own (a cold cache), and runs `measure`. */
async function onPhone({ browser, server, behold, media, sandbox }, measure) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (behold) await answerBeholdFeed(page, server, { lightbox: false, media, allow: [sandbox] });
    await page.emulateNetworkConditions(SLOW_4G);
    await page.emulateCPUThrottling(4);
    return await measure(page);
  } finally {
    await context.close().catch(() => {});
  }
}

/** When the first photo is on screen, FCP, and the layout shift and LCP until a second after it. */
const firstPhotoOnce = (how) =>
  onPhone(how, async (page) => {
    await page.evaluateOnNewDocument(watchFirstPhoto);
    await page.goto(how.url, { waitUntil: 'load', timeout: 60000 });
    await page.waitForFunction(() => window.__firstPhoto.shown != null, { timeout: 30000, polling: 200 });
    // Shifts until the widget has settled: a second after its first photo.
    await new Promise((r) => setTimeout(r, 1000));
    const photo = await page.evaluate(() => ({
      ...window.__firstPhoto,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    return { ...photo, ...(await page.evaluate(shiftAndLcp)) };
  });

/**
 * The blocking time of a load of our gallery, until 1.5 s after its first `ugc-load` (the first page
 * rendered, or a served one taken over): in a load of its own, because the first photo's watcher
 * reads the layout of every image in every frame, and so blocks the main thread itself, the more so
 * the sooner a gallery is there (a served page's is there at the first frame).
 */
const blockingOnce = (how) =>
  onPhone(how, async (page) => {
    await page.evaluateOnNewDocument(() => document.addEventListener('ugc-load', () => (window.__ugcLoaded = true), { once: true }));
    await page.goto(how.url, { waitUntil: 'load', timeout: 60000 });
    await page.waitForFunction(() => window.__ugcLoaded, { timeout: 30000, polling: 200 });
    await new Promise((r) => setTimeout(r, 1500));
    return { tbt: await page.evaluate(blockingTime) };
  });

/**
 * Medians of `runs` cold loads of each page: ours (d) and Behold's (e), both first on screen, and
 * ours with its first page preloaded (`preloaded`) or loaded after the page (`afterLoad`, page (g)),
 * as docs/performance.md shows.
 */
export async function firstPhotoSideBySide({ browser, server, sandbox, attrs, media, runs = 3, attempt, only }) {
  const out = {};
  // Server-rendered (docs/server-rendering.md): the page as the merchant's server sends it, the
  // gallery's first page in its HTML (rendered once here: the page's own render time is the server's,
  // not the phone's), with the bundle that takes it over; and the same page without any script, as a
  // browser with JavaScript off shows it (the measurement's own watcher is the automation's, which
  // runs there too; a browser with JavaScript off would not run it).
  const served = await renderAlbum({ ...attrs, 'per-page': '12', locale: 'en' }, { timeoutMs: 10_000 });
  if (!served.includes('shadowrootmode')) throw new Error('renderAlbum returned the bare element: the sandbox did not answer');
  const variants = [
    ['ours', 'ours', {}],
    ['preloaded', 'ours', { preload: true }],
    ['afterLoad', 'ours', { afterLoad: true }],
    ['served', 'ours', { served }],
    ['servedNoJs', 'ours', { served, noScript: true }],
    ['behold', 'behold', {}],
  ].filter(([key]) => !only || only.includes(key));
  for (const [key, gallery, how] of variants) {
    server.pages.set(`photo-${key}`, shopPage({ gallery, top: true, ...how, attrs: { ...attrs, eager: true } }));
    const got = [];
    for (let i = 0; i < runs; i++) {
      const how = { browser, server, url: `${server.url}/p/photo-${key}`, behold: gallery === 'behold', media, sandbox };
      const r = await attempt(`first photo, ${key} first on screen ${i + 1}/${runs}`, () => firstPhotoOnce(how));
      // Blocking time is compared between the script tag and the served page (bench/report.js).
      const b = ['ours', 'served'].includes(key) && r ? await attempt(`blocking time, ${key} ${i + 1}/${runs}`, () => blockingOnce(how)) : null;
      if (r) got.push({ ...r, tbt: b?.tbt ?? null });
    }
    const figures = ['fcp', 'loaded', 'showing', 'shown', 'cls', 'tbt', 'lcp'];
    if (got.length) out[key] = Object.fromEntries(figures.map((k) => [k, got.some((r) => r[k] == null) ? null : median(got.map((r) => r[k]))]));
  }
  return out;
}
