// Bytes: raw / gzip -9 / brotli q11 of every file a browser loads from dist/, and of the script
// sets that a first render and a first click actually fetch (ours and @behold/widget's), found by
// loading each widget in Chromium and logging the scripts it requests.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { beholdDir, distDir, openPage, withPage } from './env.js';
import { beholdFeed, beholdPage, ourPage } from './pages.js';

export function measure(file) {
  const buf = readFileSync(file);
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    // Same call as test/node/budget.test.js, so both report the same bytes.
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Every file of dist/ that a page can load: the bundles and their chunks (not the npm entries). */
export function distFiles() {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(m?js|css)$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(distDir, join(e.parentPath, e.name)))
    .filter((f) => !/^(lib|types)\//.test(f))
    .sort()
    .map((name) => ({ name, ...measure(join(distDir, name)) }));
}

/** A file and every chunk it imports statically, transitively (the set a first render cannot do without). */
function staticClosure(entry) {
  const seen = new Set([entry]);
  for (const file of seen) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.\/[^"'`]+)["'`]/g)) {
      seen.add(join(file, '..', m[1]));
    }
  }
  return seen;
}

const sum = (files) =>
  files.reduce((t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/** Logs the scripts a page requests from the static server; `phase` tags when they came. */
function scriptLog(page, server) {
  const log = { phase: 'render', render: new Set(), click: new Set() };
  page.on('request', (req) => {
    const file = server.fileForUrl(req.url());
    if (file && req.resourceType() === 'script') log[log.phase].add(file);
  });
  return log;
}

const setOf = (files, base) => {
  const list = [...files].map((file) => ({ name: relative(base, file), ...measure(file) }));
  return { files: list, ...sum(list) };
};

/** Our scripts for a first render, then those a first click on a tile adds. */
export async function ourScriptSets({ browser, server, album }) {
  return withPage(browser, {}, async (page) => {
    const log = scriptLog(page, server);
    // Sizes are still worth reporting when the element fails to render: log what was fetched.
    const defined = await openPage(page, server, 'sizes-ours', ourPage({ attrs: album }), { element: 'ugc-album' }).then(
      () => true,
      () => false,
    );
    if (defined) await page.waitForFunction(() => window.__bench.firstTile != null, { timeout: 15000 }).catch(() => {});
    await page.waitForNetworkIdle({ idleTime: 400, timeout: 10000 }).catch(() => {});
    log.phase = 'click';
    const opened = await page.evaluate(async () => {
      const el = document.querySelector('ugc-album');
      const item = el?.shadowRoot?.querySelector('[part~="item"]');
      if (!item) return false;
      item.click();
      for (let i = 0; i < 100; i++) {
        const box = el.shadowRoot.querySelector('[part~="lightbox"]');
        if (box && (box.open || box.checkVisibility?.())) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    });
    await page.waitForNetworkIdle({ idleTime: 400, timeout: 10000 }).catch(() => {});
    // What the first render needs is the entry and its static imports; chunks it asks for while
    // loading (the analytics tracker, whose first event follows the first page) come alongside.
    const needed = staticClosure(join(distDir, 'ugc-album.js'));
    const fetched = [...log.render];
    return {
      render: setOf(fetched.filter((f) => needed.has(f)), distDir),
      alongside: setOf(fetched.filter((f) => !needed.has(f)), distDir),
      click: setOf(log.click, distDir),
      lightboxOpened: opened,
    };
  });
}

/**
 * Behold's grid with its feed request answered by a fake feed. Without a lightbox configured it
 * loads its first-render set; with one, the lightbox code too (it imports it at setup, before any
 * click: we click a post anyway and log what follows).
 */
export async function beholdScriptSets({ browser, server }) {
  const run = async (lightbox) => {
    return withPage(browser, {}, async (page) => {
      await answerBeholdFeed(page, server, { lightbox });
      const log = scriptLog(page, server);
      await openPage(page, server, 'sizes-behold', beholdPage(), { element: 'behold-widget' });
      await page.waitForNetworkIdle({ idleTime: 500, timeout: 10000 }).catch(() => {});
      let opened = false;
      if (lightbox) {
        log.phase = 'click';
        // Its shadow root is closed: click the first post by position.
        const box = await page.$eval('behold-widget', (el) => {
          const r = el.getBoundingClientRect();
          return { x: r.left + 40, y: r.top + 40 };
        });
        await page.mouse.click(box.x, box.y);
        await page.waitForNetworkIdle({ idleTime: 500, timeout: 10000 }).catch(() => {});
        opened = await page.evaluate(() => !!document.querySelector('behold-popover-gallery'));
      }
      return { ...log, opened };
    });
  };
  const grid = await run(false);
  const withBox = await run(true);
  const all = new Set([...withBox.render, ...withBox.click]);
  return {
    render: setOf(grid.render, beholdDir),
    lightbox: setOf(all, beholdDir),
    lightboxOpened: withBox.opened,
    lightboxLoadedBeforeClick: [...withBox.render].some((f) => /PopoverGallery/.test(f)),
  };
}

/**
 * The album's first photos as Behold's feed describes media (its `sizes`), so that Behold shows the
 * same photos as ours: the sandbox's renditions.
 */
export async function beholdMediaFrom(sandbox, attrs) {
  const body = await (await fetch(`${sandbox}/api/v2/albums/${attrs['album-id']}/photos?api_key=${attrs['api-key']}&page=1&per_page=12`)).json();
  return (body.data ?? []).filter((x) => x.pixlee_cdn_photos?.medium_url).map((x) => {
    const cdn = x.pixlee_cdn_photos;
    const size = (url, w) => ({ mediaUrl: url, width: w, height: Math.round((w * (x.height || 1)) / (x.width || 1)) });
    return { small: size(cdn.small_url ?? cdn.medium_url, 320), medium: size(cdn.medium_url, 640), large: size(cdn.large_url ?? cdn.medium_url, 1280), full: size(cdn.large_url ?? cdn.medium_url, 1280) };
  });
}

/** Answers Behold's feed request with a fake feed; nothing else may leave 127.0.0.1 (the bench's servers). */
export async function answerBeholdFeed(page, server, { lightbox, media = null, allow = [] }) {
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (req.isInterceptResolutionHandled()) return;
    if (req.url().startsWith('https://feeds.behold.so/')) {
      req.respond({
        status: 200,
        headers: { 'access-control-allow-origin': '*' },
        contentType: 'application/json',
        body: JSON.stringify(beholdFeed({ imageOrigin: server.url, lightbox, media })),
      });
    } else if (![server.url, ...allow].some((origin) => req.url().startsWith(origin))) req.abort();
    else req.continue();
  });
}
