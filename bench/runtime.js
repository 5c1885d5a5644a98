// Runtime figures, each from a fresh browser context (cold cache) on a page served by env.js with
// widgets pointing at the sandbox. CPU throttling is off. Nothing here asserts: it only measures.
import { openPage, withPage } from './env.js';
import { answerBeholdFeed } from './sizes.js';
import { beholdPage, ourPage, probe } from './pages.js';

export const median = (xs) => {
  const s = xs.filter((x) => x != null && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : null;
};

const apiKind = (href, sandbox) => {
  if (!href.startsWith(sandbox + '/')) return null;
  const path = new URL(href).pathname;
  if (/\/photos\/count$/.test(path)) return 'count';
  if (/\/albums\/(from_sku|[^/]+\/photos)$/.test(path)) return 'album';
  return path.startsWith('/api/') ? 'api' : 'other';
};

/** Logs every request the page makes (puppeteer sees aborted ones too, unlike resource timing). */
function requestLog(page) {
  const log = [];
  page.on('request', (req) => log.push({ url: req.url(), type: req.resourceType() }));
  return log;
}

/** Sizes of image responses, from their headers (or the body when no length is sent). */
function imageLog(page, sandbox) {
  const images = new Map();
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'image' || !req.url().startsWith(sandbox + '/')) return;
    const res = req.response();
    let bytes = Number(res?.headers()['content-length']);
    if (!Number.isFinite(bytes)) bytes = (await res?.buffer().catch(() => null))?.length ?? 0;
    images.set(req.url(), bytes);
  });
  return images;
}

async function settle(page, idleTime = 500) {
  await page.waitForNetworkIdle({ idleTime, timeout: 8000 }).catch(() => {});
  await page.evaluate(() => window.__bench.twoFrames());
}

const gotoPage = (page, server, name, html) => openPage(page, server, name, html, { element: 'ugc-album' });

const waitFirstTile = (page, timeout = 15000) =>
  page.waitForFunction(() => window.__bench.firstTile != null, { timeout, polling: 50 });

/**
 * One first render at a device pixel ratio: time to first tile, CLS until the first screen's
 * images have arrived, requests started before the first tile, the images it loaded.
 */
export function firstRender({ browser, server, sandbox, attrs, dpr = 1, css = '' }) {
  return withPage(browser, { dpr }, async (page) => {
    const images = imageLog(page, sandbox);
    const log = requestLog(page);
    await gotoPage(page, server, `first-${dpr}`, ourPage({ attrs, css }));
    await waitFirstTile(page);
    await settle(page, 700);
    const seen = await page.evaluate(() => {
      const b = window.__bench;
      return {
        firstTile: b.firstTile,
        cls: b.cls,
        clsAfterUpgrade: b.clsAfter(b.upgraded ?? 0),
        upgraded: b.upgraded,
        shifts: b.shifts,
        requests: b.requestsBefore(b.firstTile),
        tiles: b.items().length,
      };
    });
    const service = log.filter((r) => apiKind(r.url, sandbox) === 'album' || apiKind(r.url, sandbox) === 'count');
    return { ...seen, images: [...images], serviceUrls: service.map((r) => r.url).sort() };
  });
}

/**
 * Longest long task on a page holding only the widget with a 100-item page: from navigation to 2 s
 * after that page rendered (`ugc-load`).
 */
export function hundredItems({ browser, server, attrs }) {
  return withPage(browser, {}, async (page) => {
    await gotoPage(page, server, 'hundred', ourPage({ attrs: { ...attrs, 'per-page': 100, eager: true } }));
    await page.waitForFunction(() => window.__bench.firstLoad != null, { timeout: 15000, polling: 50 });
    await page.waitForFunction(() => performance.now() > window.__bench.firstLoad + 2000, { timeout: 10000, polling: 100 });
    return page.evaluate(() => ({
      longest: window.__bench.longestTask(0, window.__bench.firstLoad + 2000),
      tasks: window.__bench.longTasks.filter((x) => x.t < window.__bench.firstLoad + 2000).map((x) => Math.round(x.d)),
      items: window.__bench.items().length,
    }));
  });
}

/**
 * Layout shift after the upgrade in one situation (`name`): the first page, its images, the count,
 * a locale chunk, the carousel's chunk; `clicks` presses "Load more" that many times (a shift within
 * 500 ms of a click is the click's and not counted by the browser, so this mostly shows "Load more"
 * going at the end). Whole-page CLS too (the page reserves the box when `css` says so).
 */
export function clsScenario({ browser, server, attrs, name, css = '', lang = 'en', clicks = 0 }) {
  return withPage(browser, {}, async (page) => {
    await gotoPage(page, server, `cls-${name}`, ourPage({ attrs: { ...attrs, eager: true }, css, lang }));
    await page.waitForFunction(() => window.__bench.firstLoad != null, { timeout: 15000, polling: 50 });
    await settle(page, 700);
    for (let i = 0; i < clicks; i++) {
      // A real click (trusted input, as a shopper's): what it moves within 500 ms is its own.
      const box = await page.evaluate(() => {
        const button = window.__bench.albums()[0].shadowRoot.querySelector('[part~="load-more"]');
        if (!button?.checkVisibility({ visibilityProperty: true })) return null;
        button.scrollIntoView({ block: 'center' });
        const r = button.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      if (!box) break;
      const done = page.evaluate(() => window.__bench.nextLoad(window.__bench.albums()[0]));
      await page.mouse.click(box.x, box.y);
      if (!(await done)) break;
      await settle(page, 700);
    }
    return page.evaluate(() => {
      const b = window.__bench;
      return { cls: b.cls, after: b.clsAfter(b.upgraded ?? 0), shifts: b.shifts };
    });
  });
}

/** Deep count of nodes, shadow trees included. */
function countNodes() {
  let n = 0;
  const walk = (node) => {
    n++;
    if (node.shadowRoot) walk(node.shadowRoot);
    for (let c = node.firstChild; c; c = c.nextSibling) walk(c);
  };
  walk(document);
  return n;
}

async function memory(page) {
  const cdp = await page.createCDPSession();
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return { heap: usedSize, nodes: await page.evaluate(countNodes) };
}

/**
 * Pages through a long album 100 items at a time up to `target`, timing each append, then scrolls
 * the page with one `scrollBy` per animation frame and records every frame interval.
 */
export function longAlbum({ browser, server, attrs, target = 2000, scrollMs = 4000, pxPerFrame = 50 }) {
  return withPage(browser, {}, async (page) => {
    await gotoPage(page, server, 'long', ourPage({ attrs: { ...attrs, 'per-page': 100, eager: true } }));
    await waitFirstTile(page);
    await settle(page);
    const counts = () => page.evaluate(() => ({ items: window.__bench.items().length, loaded: window.__bench.loaded }));
    const first = { ...(await memory(page)), ...(await counts()) };

    const appends = [];
    let loaded = first.loaded;
    while (loaded < target && appends.length < Math.ceil(target / 100)) {
      const step = await page.evaluate(async () => {
        const b = window.__bench;
        const el = b.albums()[0];
        const button = el.shadowRoot.querySelector('[part~="load-more"]');
        if (!button || button.disabled || button.hidden) return null;
        const t0 = performance.now();
        const done = b.nextLoad(el);
        button.click();
        const ok = await done;
        await b.twoFrames();
        const t1 = performance.now();
        return { ok, ms: t1 - t0, longest: b.longestTask(t0, t1), loaded: b.loaded };
      });
      if (!step?.ok) break;
      appends.push(step);
      loaded = step.loaded;
    }
    await settle(page, 300);
    const last = { ...(await memory(page)), ...(await counts()) };
    // How an offscreen tile is kept cheap: the first content-visibility other than `visible` on
    // the last tile or its ancestors inside the shadow root.
    const offscreen = await page.evaluate(() => {
      const items = window.__bench.items();
      for (let node = items[items.length - 1]; node && node.nodeType === 1; node = node.parentNode) {
        const value = getComputedStyle(node).contentVisibility;
        if (value && value !== 'visible') return value;
      }
      return 'visible';
    });
    // Main-thread time by kind during the scroll (CDP Performance metrics), to tell the widget's
    // script from the browser's style and layout work.
    const metric = () => page.metrics();
    const before = await metric();
    const scroll = await page.evaluate(
      async (ms, px) => {
        const b = window.__bench;
        b.albums()[0].scrollIntoView();
        await new Promise((r) => setTimeout(r, 300));
        await b.twoFrames();
        const frames = [];
        const t0 = performance.now();
        await new Promise((resolve) => {
          let last = null;
          const step = (t) => {
            if (last !== null) frames.push(t - last);
            last = t;
            scrollBy(0, px);
            if (t - t0 < ms) requestAnimationFrame(step);
            else resolve();
          };
          requestAnimationFrame(step);
        });
        const t1 = performance.now();
        return {
          frames,
          longTasks: b.longTasks.filter((x) => x.t >= t0 && x.t < t1).map((x) => x.d),
          distance: scrollY,
        };
      },
      scrollMs,
      pxPerFrame,
    );
    const after = await metric();
    const spent = (key) => Math.round(((after[key] ?? 0) - (before[key] ?? 0)) * 1000);
    const frames = scroll.frames;
    return {
      loaded,
      first,
      last,
      offscreen,
      appends,
      scroll: {
        frames: frames.length,
        // rAF intervals jitter by ±0.1 ms around 16.7 ms: count an interval as over one frame's
        // budget beyond 17.5 ms (5 %), and as a missed frame beyond 1.5 vsyncs.
        over16: frames.filter((f) => f > 17.5).length,
        missed: frames.filter((f) => f > 25).length,
        p95: percentile(frames, 95),
        max: Math.max(0, ...frames),
        longTasks: scroll.longTasks,
        script: spent('ScriptDuration'),
        style: spent('RecalcStyleDuration'),
        layout: spent('LayoutDuration'),
        layouts: (after.LayoutCount ?? 0) - (before.LayoutCount ?? 0),
        px: pxPerFrame,
        ms: scrollMs,
      },
    };
  });
}

/**
 * A widget three viewports below the fold: requests before any scroll, then once it is about half
 * a viewport below the visible area (it should have asked by then), then in view.
 */
export function deferred({ browser, server, sandbox, attrs }) {
  return withPage(browser, {}, async (page) => {
    const log = requestLog(page);
    await gotoPage(page, server, 'below', ourPage({ attrs, below: true }));
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 8000 }).catch(() => {});
    const count = () => {
      const kinds = log.map((r) => apiKind(r.url, sandbox)).filter(Boolean);
      return { service: kinds.length, album: kinds.filter((k) => k === 'album').length };
    };
    const before = count();
    await page.evaluate(() => {
      const el = document.querySelector('ugc-album');
      scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight * 1.5);
    });
    await page.waitForNetworkIdle({ idleTime: 700, timeout: 8000 }).catch(() => {});
    const near = count();
    await page.evaluate(() => document.querySelector('ugc-album').scrollIntoView());
    await waitFirstTile(page, 10000).catch(() => {});
    await settle(page);
    return { before, near, inView: count() };
  });
}

/** N identical widgets on one page: how many album and count requests reach the service. */
export function identical({ browser, server, sandbox, attrs, n = 5 }) {
  return withPage(browser, {}, async (page) => {
    const log = requestLog(page);
    await gotoPage(page, server, 'five', ourPage({ attrs: { ...attrs, eager: true }, count: n }));
    await page
      .waitForFunction((n) => window.__bench.albums().filter((el) => window.__bench.items(el).length).length >= n, { timeout: 15000 }, n)
      .catch(() => {});
    await settle(page);
    const kinds = log.map((r) => apiKind(r.url, sandbox));
    return {
      n,
      rendered: await page.evaluate(() => window.__bench.albums().filter((el) => window.__bench.items(el).length).length),
      album: kinds.filter((k) => k === 'album').length,
      count: kinds.filter((k) => k === 'count').length,
    };
  });
}

/** Behold below the fold, for comparison: does its feed request wait? */
export function beholdDeferred({ browser, server }) {
  return withPage(browser, {}, async (page) => {
    await answerBeholdFeed(page, server, { lightbox: false });
    const log = requestLog(page);
    await openPage(page, server, 'behold-below', beholdPage({ below: true }));
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 8000 }).catch(() => {});
    return { feed: log.filter((r) => r.url.startsWith('https://feeds.behold.so/')).length };
  });
}

/**
 * The same first render in each engine, side by side, so a regression in one is seen: first tile
 * (ms from navigation, the probe's definition) and frame timing while the page scrolls (one
 * `scrollBy` per animation frame for `scrollMs`; intervals beyond 25 ms are missed frames). Chromium
 * is the bench's own browser; Firefox ESR runs through puppeteer-core over WebDriver BiDi, WebKitGTK
 * through WebKitWebDriver on Xvfb (software rendering on a hidden display: its frame figures say how
 * the engine copes here, not how Safari does on a phone). The probe is inlined at the top of the page
 * (WebDriver has no evaluateOnNewDocument); layout-shift and long-task entries are Chromium's only.
 * A missing engine is reported as missing, not as a failure.
 */
export async function engineTimings({ browser, server, attrs, runs = 3, scrollMs = 2000 }) {
  const { default: puppeteer } = await import('puppeteer-core');
  const { firefoxPath } = await import('../scripts/browsers.js');
  const { startWebKit } = await import('../scripts/webkit-launcher.js');
  const html = ourPage({ attrs }).replace('<head>', `<head><script>(${probe})()</script>`);
  // Functions that run in the page, passed alike to puppeteer and to the WebDriver page.
  const measure = async (page, name) => {
    await page.goto(`${server.url}/p/${name}`);
    const started = Date.now();
    while ((await page.evaluate(() => window.__bench?.firstTile ?? null)) == null) {
      if (Date.now() - started > 20000) throw new Error('no first tile in 20 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.evaluate((ms) => {
      const b = window.__bench;
      const f = [];
      let last = null;
      const end = performance.now() + ms;
      const tick = (t) => {
        if (last !== null) f.push(t - last);
        last = t;
        scrollBy(0, 40);
        if (t < end) requestAnimationFrame(tick);
        else b.scrollFrames = f;
      };
      requestAnimationFrame(tick);
    }, scrollMs);
    let frames = null;
    while (!(frames = await page.evaluate(() => window.__bench.scrollFrames ?? null))) await new Promise((r) => setTimeout(r, 100));
    const firstTile = await page.evaluate(() => window.__bench.firstTile);
    return { firstTile, frames: frames.length, missed: frames.filter((f) => f > 25).length, p95: percentile(frames, 95) };
  };
  const repeatIn = async (open) => {
    const out = [];
    for (let i = 0; i < runs; i++) out.push(await open(i));
    return {
      runs: out.length,
      firstTile: median(out.map((x) => x.firstTile)),
      frames: median(out.map((x) => x.frames)),
      missed: median(out.map((x) => x.missed)),
      p95: median(out.map((x) => x.p95)),
    };
  };
  const results = {};
  const attempt = async (engine, fn) => {
    try {
      results[engine] = await fn();
    } catch (error) {
      results[engine] = { error: String(error?.message ?? error).split('\n')[0] };
    }
  };
  await attempt('chromium', () =>
    repeatIn((i) =>
      withPage(browser, {}, async (page) => {
        server.pages.set(`engine-chromium-${i}`, html);
        return measure(page, `engine-chromium-${i}`);
      }),
    ),
  );
  await attempt('firefox', async () => {
    const firefox = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true });
    try {
      return await repeatIn(async (i) => {
        const context = await firefox.createBrowserContext();
        try {
          const page = await context.newPage();
          await page.setViewport({ width: 1280, height: 800 });
          server.pages.set(`engine-firefox-${i}`, html);
          return await measure(page, `engine-firefox-${i}`);
        } finally {
          await context.close().catch(() => {});
        }
      });
    } finally {
      await firefox.close().catch(() => {});
    }
  });
  await attempt('webkit', async () => {
    const webkit = await startWebKit();
    try {
      await webkit.page.setViewport({ width: 1280, height: 800 });
      // One MiniBrowser session: each run loads a page of its own (a new URL, no-store responses).
      return await repeatIn((i) => {
        server.pages.set(`engine-webkit-${i}`, html);
        return measure(webkit.page, `engine-webkit-${i}`);
      });
    } finally {
      await webkit.close();
    }
  });
  return results;
}
