// The bench's surroundings: a fresh build, a tiny static server on 127.0.0.1 for the bench pages,
// dist/ and @behold/widget, and Debian's Chromium (never a downloaded browser).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { probe } from './pages.js';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.js';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const distDir = join(root, 'dist');
export const beholdDir = join(root, 'node_modules/@behold/widget/dist');
// The sandbox's photos: the shop page's own product photo is one (a real JPEG, as a shop serves).
const photosDir = join(root, 'demo/sandbox/media');

/** Newest modification time under a folder (0 when missing). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds when dist/ is missing or older than src/, so the bench never measures a stale bundle. */
export function ensureBuild({ force = false } = {}) {
  const bundle = join(distDir, 'ugc-album.js');
  const stale = !existsSync(bundle) || statSync(bundle).mtimeMs < newest(join(root, 'src'));
  if (!force && !stale) return false;
  const result = spawnSync(process.execPath, ['scripts/build.js'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status ?? result.signal})`);
  return true;
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
};

/** Brotli bodies of text files, by path and modification time (compressed once per bench run). */
const compressed = new Map();
function brotliOf(file) {
  const key = `${file} ${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    compressed.set(key, brotliCompressSync(readFileSync(file), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return compressed.get(key);
}

/**
 * Serves `/dist/*`, `/behold/*`, pages registered in `pages` (`/p/<name>`) and placeholder
 * images (`/img/<n>.svg`). Scripts and styles go brotli-compressed to a browser that accepts it, as
 * a merchant's CDN serves them (ours and Behold's alike: the Lighthouse pages then weigh what they
 * would weigh in a shop). No caching headers: every bench context starts cold anyway.
 */
export async function startStatic() {
  const mounts = { '/dist/': distDir, '/behold/': beholdDir, '/photos/': photosDir };
  const pages = new Map();
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path.startsWith('/p/') && pages.has(path.slice(3))) {
      res.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' });
      return res.end(pages.get(path.slice(3)));
    }
    if (path.startsWith('/img/')) {
      const hue = (parseInt(path.slice(5), 10) || 0) * 37 % 360;
      res.writeHead(200, { 'content-type': types['.svg'], 'cache-control': 'no-store' });
      return res.end(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="hsl(${hue} 60% 60%)"/></svg>`);
    }
    const file = fileFor(path);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    if (/^text\//.test(type) && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = brotliOf(file);
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'br', 'content-length': body.length, 'cache-control': 'no-store', vary: 'accept-encoding' });
      return res.end(body);
    }
    res.writeHead(200, {
      'content-type': type,
      'content-length': statSync(file).size,
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  function fileFor(path) {
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue;
      const file = normalize(join(dir, path.slice(prefix.length)));
      return file.startsWith(dir + sep) ? file : null;
    }
    return null;
  }
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    pages,
    /** Local file behind a URL this server answers (null for pages and anything else). */
    fileForUrl: (href) => (href.startsWith(url + '/') ? fileFor(new URL(href).pathname) : null),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}


export function launchBrowser() {
  return puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    defaultViewport: null,
    // run.js owns shutdown: it closes Chromium and both servers on any exit path.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Uncaught errors and console errors of every bench page, for the report (deduplicated). */
export const pageErrors = new Set();

/**
 * Runs `fn(page)` in a fresh browser context (cold cache, no shared state) with the probe of
 * pages.js installed, and closes the context whatever happens.
 */
export async function withPage(browser, { width = 1280, height = 800, dpr = 1 } = {}, fn) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width, height, deviceScaleFactor: dpr });
    await page.evaluateOnNewDocument(probe);
    page.on('pageerror', (error) => pageErrors.add(`uncaught: ${String(error.message).split('\n')[0]}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !/favicon/.test(msg.location()?.url ?? '')) pageErrors.add(`console: ${msg.text().slice(0, 200)}`);
    });
    return await fn(page);
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Serves `html` as `/p/<name>` and loads it; with `element`, also waits until that custom element
 * is defined, so a bundle that never defines it fails in seconds with a clear message.
 */
export async function openPage(page, server, name, html, { element = null } = {}) {
  server.pages.set(name, html);
  await page.goto(`${server.url}/p/${name}`, { waitUntil: 'load', timeout: 20000 });
  if (!element) return;
  await page.waitForFunction((tag) => customElements.get(tag), { timeout: 5000 }, element).catch(() => {
    throw new Error(`<${element}> was never defined by the page's script`);
  });
}
