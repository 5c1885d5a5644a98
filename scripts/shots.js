// `npm run shots`: screenshots of every state of the widget, for people to look at. Builds if needed,
// starts the Content Service sandbox in-process and a static server for dist/, drives Debian's
// Chromium (never a downloaded browser) and writes PNGs into shots/ (gitignored), one per state:
//
//   node scripts/shots.js            # every state
//   node scripts/shots.js detail     # only the states whose name contains "detail"
//
// Motion is off (reduced motion; a state with `motion` allows it) and every image has loaded before a
// shot, so two runs match.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, launchBrowser, openPage, root, startStatic } from '../bench/env.js';
import { startSandbox } from '../demo/sandbox/server.js';

const out = join(root, 'shots');
const only = process.argv[2] ?? '';

const DESKTOP = { width: 1280, height: 900, dpr: 1 };
const PHONE = { width: 375, height: 812, dpr: 3 };

/**
 * @typedef {{ name: string, what: string, size?: typeof DESKTOP, dark?: boolean, forced?: boolean, motion?: boolean, lang?: string,
 *   attrs?: Record<string, string>, full?: boolean, act?: (page: import('puppeteer-core').Page) => Promise<void> }} State
 */

/** Resolves when every image in the widget (and the page) has loaded or failed, and fonts are ready. */
async function settled(page) {
  await page.evaluate(async () => {
    const el = document.querySelector('ugc-album');
    const imgs = [...document.images, ...(el?.shadowRoot?.querySelectorAll('img') ?? [])];
    // Lazy images outside the viewport never load: only those in view are waited for.
    const inView = imgs.filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth && r.width > 0;
    });
    const each = Promise.all(inView.map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r) || img.addEventListener('error', r)))));
    await Promise.race([each, new Promise((r) => setTimeout(r, 10000))]);
    await Promise.all(inView.map((img) => img.decode?.().catch(() => {})));
    await document.fonts.ready;
  });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Waits for the first page of tiles. */
const loaded = (page) =>
  page.waitForFunction(() => document.querySelector('ugc-album')?.shadowRoot?.querySelector('[part~="item"]'), { timeout: 15000 });

/**
 * Opens the detail view on the first loaded item, in the order `rank` (run in the page, given the
 * items of `ugc-load`, which the page recorded in `window.__items`) lists them, whose open dialog
 * passes `shows` (run in the page, given the widget's shadow root). Hotspots and sales are read by the
 * detail view itself from the raw response, so the only way to know an item shows them is to open it:
 * a candidate that does not is closed and the next one tried. Throws when none does, so a shot never
 * silently shows a different state than its name says.
 */
async function openWhere(page, rank, shows) {
  const order = await page.evaluate(`(${rank})(window.__items)`);
  for (const index of order) {
    await page.evaluate((i) => {
      const tile = document.querySelector('ugc-album').shadowRoot.querySelector(`[data-i="${i}"]`);
      tile.scrollIntoView({ block: 'center' });
      tile.click();
    }, index);
    await page.waitForFunction(() => document.querySelector('ugc-album').shadowRoot.querySelector('dialog')?.open, { timeout: 10000 });
    await settled(page);
    if (await page.evaluate(`(${shows})(document.querySelector('ugc-album').shadowRoot)`)) return;
    // Closed only once the dialog is gone: it reports closed before the widget hears of it, and a
    // tile clicked in between is ignored (the widget thinks the view still open).
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('ugc-album').shadowRoot.querySelector('dialog'), { timeout: 10000 });
  }
  throw new Error(`no item shows what the state needs (${order.length} tried)`);
}

// Runs in the page: images with products first, the most products first.
const IMAGES_WITH_PRODUCTS = `(items) => items
  .map((it, i) => ({ it, i }))
  .filter(({ it }) => it.type === 'image' && it.products.length)
  .sort((a, b) => b.it.products.length - a.it.products.length)
  .map(({ i }) => i)`;
// Runs in the page: hotspot markers on the picture and a product on sale (a struck regular price).
const SHOPPABLE = `(root) => !!root.querySelector('dialog [part~="hotspot"]') && !!root.querySelector('dialog .price .sale')`;
const VIDEOS = `(items) => items.map((it, i) => (it.type === 'video' ? i : -1)).filter((i) => i >= 0)
  .sort((a, b) => (items[b].timedProducts ?? []).length - (items[a].timedProducts ?? []).length)`;
// Runs in the page: a playable video whose products are listed.
const VIDEO = `(root) => !!root.querySelector('dialog video') && !!root.querySelector('dialog [part="products"] li')`;

/** The detail view of an item with hotspots, a sale and a CTA. */
const openShoppable = (page) => openWhere(page, IMAGES_WITH_PRODUCTS, SHOPPABLE);

/**
 * Seeks the video forward until one of its listed products is lit (its timed moment has come), and
 * waits for that frame to be drawn. The timestamps are read by the detail view itself from the raw
 * response, so the page cannot know them: it steps through the clip instead. Throws when no product
 * ever lights up, so the shot never claims a state it does not show.
 */
async function seekToProduct(page) {
  const lit = await page.evaluate(async () => {
    const root = document.querySelector('ugc-album').shadowRoot;
    const video = root.querySelector('dialog video');
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    if (video.readyState < 1) await new Promise((r) => video.addEventListener('loadedmetadata', r, { once: true }));
    for (let t = 0.6; t < video.duration; t += 0.5) {
      video.currentTime = t;
      await new Promise((r) => video.addEventListener('seeked', r, { once: true }));
      video.dispatchEvent(new Event('timeupdate'));
      await frame();
      if (root.querySelector('dialog [part="products"] li.pointed')) {
        // The clip buffered past this frame: no loading spinner over the picture.
        while (video.readyState < 3) await new Promise((r) => setTimeout(r, 50));
        await frame();
        return true;
      }
    }
    return false;
  });
  if (!lit) throw new Error('no timed product lit up');
}

/** Moves keyboard focus onto the first hotspot (its label and its product show). */
async function focusHotspot(page) {
  await page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelector('[part~="hotspot"]')?.focus());
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// The sandbox's "real shapes" album (demo/sandbox/README.md): hotspots, sales, timed video products.
const REAL = { 'album-id': '1007', 'per-page': '36' };
// The sandbox's "Stories" album: videos with timed products and sales, portrait photos.
const STORIES = { 'album-id': '1009', 'per-page': '14', layout: 'stories', 'add-to-cart': '' };

/** Waits for the row's motion preview to play, then holds it at 2 s (the same frame every run). */
async function preview(page) {
  const playing = '.story-preview.playing';
  await page.waitForFunction((sel) => document.querySelector('ugc-album').shadowRoot.querySelector(sel), { timeout: 15000 }, playing);
  await page.evaluate(async (sel) => {
    const video = document.querySelector('ugc-album').shadowRoot.querySelector(sel);
    video.pause();
    video.currentTime = 2;
    await new Promise((r) => video.addEventListener('seeked', r, { once: true }));
    // The video's fade in and the badge's fade out (0.3 s) done.
    await new Promise((r) => setTimeout(r, 500));
  }, playing);
  await settled(page);
}

/**
 * Opens the story viewer on card `index` (shots run with reduced motion: it opens paused) and, for a
 * video, seeks it to `at` seconds (its timed product's moment), waiting for that frame.
 */
async function openStory(page, index, at) {
  await page.evaluate((i) => document.querySelector('ugc-album').shadowRoot.querySelector(`[data-i="${i}"]`).click(), index);
  await page.waitForFunction(() => document.querySelector('ugc-album').shadowRoot.querySelector('dialog[part="story"]')?.open, { timeout: 10000 });
  if (at != null) {
    await page.evaluate(async (t) => {
      const video = document.querySelector('ugc-album').shadowRoot.querySelector('[part~="story-video"]');
      if (video.readyState < 1) await new Promise((r) => video.addEventListener('loadedmetadata', r, { once: true }));
      video.currentTime = t;
      await new Promise((r) => video.addEventListener('seeked', r, { once: true }));
      while (video.readyState < 2) await new Promise((r) => setTimeout(r, 50));
    }, at);
  }
  await settled(page);
  const products = await page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelectorAll('dialog [part~="product"]').length);
  if (at != null && !products) throw new Error('no timed product showed');
}

/**
 * Presses the first "Add to cart" in the open dialog, the shop's cart call `outcome`: pending (never
 * settles), added (resolves) or failed (rejects); waits until the button shows it.
 */
async function pressCart(page, outcome) {
  await page.evaluate(async (how) => {
    const el = document.querySelector('ugc-album');
    el.addEventListener('ugc-add-to-cart', (e) =>
      e.waitUntil(how === 'pending' ? new Promise(() => {}) : how === 'added' ? Promise.resolve() : Promise.reject(new Error('out of stock'))),
    );
    const button = el.shadowRoot.querySelector('dialog [part~="add-to-cart"]:not([inert] *, [hidden] *)');
    button.scrollIntoView({ block: 'nearest' });
    button.click();
    const want = { pending: 'busy', added: 'added', failed: 'failed' }[how];
    while (button.dataset.state !== want) await new Promise((r) => setTimeout(r, 20));
  }, outcome);
  await settled(page);
}

/** @type {State[]} */
/** Goes offline, asks for the next page, and scrolls to where its failure shows. */
async function moreOffline(page) {
  await page.setOfflineMode(true);
  await page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelector('[part~="load-more"]').click());
  await page.waitForFunction(() => document.querySelector('ugc-album').shadowRoot.querySelector('[part~="retry"]'), { timeout: 15000 });
  await page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelector('[part~="retry"]').scrollIntoView({ block: 'center' }));
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const STATES = [
  { name: 'grid', what: 'the grid, desktop, light' },
  { name: 'grid-dark', what: 'the grid, desktop, dark page', dark: true },
  {
    name: 'grid-hover',
    what: 'a tile under the mouse: its overlay',
    act: async (page) => {
      const tile = await page.evaluateHandle(() => document.querySelector('ugc-album').shadowRoot.querySelector('[data-i="1"]'));
      await tile.hover();
      await settled(page);
    },
  },
  {
    name: 'grid-focus',
    what: 'a tile with keyboard focus: its overlay and focus ring',
    act: async (page) => {
      // The grid is one Tab stop; → moves to the second tile.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowRight');
      await settled(page);
    },
  },
  { name: 'detail', what: 'detail view: hotspots, a sale, attribution', attrs: REAL, act: openShoppable },
  {
    name: 'detail-hotspot-focus',
    what: 'detail view, a hotspot focused: its label and its product highlighted',
    attrs: REAL,
    act: async (page) => {
      await openShoppable(page);
      await focusHotspot(page);
    },
  },
  { name: 'detail-dark', what: 'detail view, dark scheme', dark: true, attrs: REAL, act: openShoppable },
  {
    name: 'detail-video',
    what: 'detail view of a video at a timed product',
    attrs: REAL,
    act: async (page) => {
      await openWhere(page, VIDEOS, VIDEO);
      await seekToProduct(page);
    },
  },
  {
    name: 'detail-cart-pending',
    what: 'detail view, "Add to cart" pressed, the shop still adding',
    attrs: { ...REAL, 'add-to-cart': '' },
    act: async (page) => {
      await openShoppable(page);
      await pressCart(page, 'pending');
    },
  },
  {
    name: 'detail-cart-added',
    what: 'detail view, the product added',
    attrs: { ...REAL, 'add-to-cart': '' },
    act: async (page) => {
      await openShoppable(page);
      await pressCart(page, 'added');
    },
  },
  {
    name: 'detail-cart-failed',
    what: 'detail view, the shop could not add the product',
    attrs: { ...REAL, 'add-to-cart': '' },
    act: async (page) => {
      await openShoppable(page);
      await pressCart(page, 'failed');
    },
  },
  {
    name: 'detail-cart-dark',
    what: 'detail view, dark, the product added',
    dark: true,
    attrs: { ...REAL, 'add-to-cart': '' },
    act: async (page) => {
      await openShoppable(page);
      await pressCart(page, 'added');
    },
  },
  { name: 'stories', what: 'the stories layout: a row of 9:16 cards', attrs: STORIES },
  { name: 'stories-dark', what: 'the stories layout, dark page', attrs: STORIES, dark: true },
  { name: 'stories-preview', what: 'the stories row, a card previewing its video', attrs: STORIES, motion: true, act: preview },
  { name: 'stories-preview-dark', what: 'the stories row, a card previewing its video, dark', attrs: STORIES, dark: true, motion: true, act: preview },
  { name: 'story-photo', what: 'story viewer, a photo with its products (paused: reduced motion)', attrs: STORIES, act: (page) => openStory(page, 1) },
  { name: 'story-video', what: 'story viewer, a video at its timed product, on sale', attrs: STORIES, act: (page) => openStory(page, 0, 0.6) },
  {
    name: 'story-playing',
    what: 'story viewer playing a photo (the pause button, the progress filling)',
    attrs: STORIES,
    act: async (page) => {
      await openStory(page, 1);
      await page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelector('[part~="story-pause"]').click());
      await new Promise((r) => setTimeout(r, 2500));
      await page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelector('[part~="story-pause"]').click());
      await settled(page);
    },
  },
  {
    name: 'story-cart-failed',
    what: 'story viewer, "Add to cart" failed',
    attrs: STORIES,
    act: async (page) => {
      await openStory(page, 1);
      await pressCart(page, 'failed');
    },
  },
  { name: 'phone-stories', what: 'phone, the stories row', size: PHONE, attrs: STORIES },
  { name: 'phone-stories-preview', what: 'phone, the stories row, a card previewing its video', size: PHONE, attrs: STORIES, motion: true, act: preview },
  { name: 'phone-stories-preview-dark', what: 'phone, a card previewing its video, dark', size: PHONE, dark: true, attrs: STORIES, motion: true, act: preview },
  { name: 'phone-story-photo', what: 'phone, story viewer, a photo', size: PHONE, attrs: STORIES, act: (page) => openStory(page, 1) },
  { name: 'phone-story-video', what: 'phone, story viewer, a video at its timed product', size: PHONE, attrs: STORIES, act: (page) => openStory(page, 0, 0.6) },
  { name: 'phone-story-dark', what: 'phone, story viewer, dark page', size: PHONE, dark: true, attrs: STORIES, act: (page) => openStory(page, 0, 0.6) },
  {
    name: 'phone-story-cart-added',
    what: 'phone, story viewer, the product added',
    size: PHONE,
    attrs: STORIES,
    act: async (page) => {
      await openStory(page, 1);
      await pressCart(page, 'added');
    },
  },
  {
    name: 'phone-detail-cart-added',
    what: 'phone, detail view, the product added',
    size: PHONE,
    attrs: { ...REAL, 'add-to-cart': '' },
    act: async (page) => {
      await openShoppable(page);
      await pressCart(page, 'added');
    },
  },
  { name: 'carousel', what: 'the carousel layout', attrs: { layout: 'carousel' } },
  { name: 'carousel-dark', what: 'the carousel layout, dark page', attrs: { layout: 'carousel' }, dark: true },
  { name: 'phone-grid', what: 'phone (375×812 @3x), grid', size: PHONE },
  // Four columns asked for: a phone gets three (tiles of 100px at least), a desktop four.
  { name: 'phone-grid-columns', what: 'phone, --ugc-album-columns: 4', size: PHONE, attrs: { style: '--ugc-album-columns: 4' } },
  { name: 'phone-grid-columns-dark', what: 'phone, --ugc-album-columns: 4, dark', size: PHONE, dark: true, attrs: { style: '--ugc-album-columns: 4' } },
  { name: 'grid-columns', what: 'desktop, --ugc-album-columns: 4', attrs: { style: '--ugc-album-columns: 4' } },
  { name: 'phone-detail', what: 'phone, detail view: hotspots, a sale', size: PHONE, attrs: REAL, act: openShoppable },
  { name: 'phone-detail-dark', what: 'phone, detail view, dark', size: PHONE, dark: true, attrs: REAL, act: openShoppable },
  { name: 'phone-detail-scrolled', what: 'phone, detail view scrolled to the products', size: PHONE, attrs: REAL, act: async (page) => {
    await openShoppable(page);
    await page.evaluate(() => document.querySelector('ugc-album').shadowRoot.querySelector('[part="products"]')?.scrollIntoView({ block: 'center' }));
    await settled(page);
  } },
  { name: 'rtl-grid', what: 'Arabic, right to left', lang: 'ar' },
  { name: 'rtl-detail', what: 'Arabic, detail view', lang: 'ar', attrs: REAL, act: openShoppable },
  { name: 'loading', what: 'loading: placeholders while the service is slow', attrs: { 'api-key': 'test-shots-fault-slow' } },
  { name: 'empty', what: 'an album with nothing approved', attrs: { 'album-id': '1004' } },
  { name: 'error', what: 'a refused API key', attrs: { 'api-key': 'invalid-shots-key' } },
  { name: 'error-server', what: 'the service failing: its message and Retry over the box the first page had', attrs: { 'api-key': 'test-shots-fault-500', 'per-page': '8' } },
  { name: 'error-server-dark', what: 'the service failing, dark page', attrs: { 'api-key': 'test-shots-fault-500', 'per-page': '8' }, dark: true },
  { name: 'phone-error-server', what: 'phone, the service failing', size: PHONE, attrs: { 'api-key': 'test-shots-fault-500', 'per-page': '8' } },
  { name: 'more-offline', what: '"Load more" offline: the message at the foot of the boxes of the page it asked for', attrs: { 'per-page': '8' }, act: moreOffline },
  { name: 'phone-more-offline-dark', what: 'phone, "Load more" offline, dark', size: PHONE, dark: true, attrs: { 'per-page': '4' }, act: moreOffline },
  // Forced colours (Windows High Contrast), light and dark palettes: the play badge, the markers'
  // rings, the dialog's edge and the round buttons must still show.
  { name: 'forced-grid', what: 'forced colours, light palette: the grid', forced: true },
  { name: 'forced-grid-dark', what: 'forced colours, dark palette: the grid', forced: true, dark: true },
  { name: 'forced-detail', what: 'forced colours, light palette: detail view with markers', forced: true, attrs: REAL, act: openShoppable },
  { name: 'forced-detail-dark', what: 'forced colours, dark palette: detail view with markers', forced: true, dark: true, attrs: REAL, act: openShoppable },
  { name: 'phone-forced-detail', what: 'phone, forced colours: detail view', size: PHONE, forced: true, attrs: REAL, act: openShoppable },
];

const page = (sandbox, state) => {
  const attrs = {
    'album-id': '1001',
    'api-key': 'demo-public-key',
    'base-url': sandbox,
    'per-page': '24',
    eager: '',
    ...state.attrs,
  };
  const list = Object.entries(attrs)
    .map(([k, v]) => (v === '' ? k : `${k}="${v}"`))
    .join(' ');
  // A plain shop page: system font, a heading in the header slot, light or dark page colours.
  return `<!doctype html><html lang="${state.lang ?? 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${state.name}</title>
<style>
  body { margin: 0; padding: 24px; font: 16px/1.5 system-ui, sans-serif; color: #1b1b1b; background: #fff; }
  @media (prefers-color-scheme: dark) { body { color: #ececec; background: #121212; } }
  h2 { margin: 0 0 4px; font-size: 1.4rem; }
</style>
<script type="module" src="/dist/ugc-album.js"></script>
<script type="module">
  window.__items = [];
  document.addEventListener('ugc-load', (e) => window.__items.push(...e.detail.items));
</script></head>
<body><ugc-album ${list}><h2 slot="header">${state.lang === 'ar' ? 'من مجتمعنا' : 'From our community'}</h2></ugc-album></body></html>`;
};

// Captions carry emoji: without a colour emoji font Chromium draws them as empty boxes.
try {
  if (!/Noto Color Emoji/i.test(execFileSync('fc-list', { encoding: 'utf8' }))) {
    console.warn('shots: no colour emoji font, emoji will show as boxes: apt-get install -y fonts-noto-color-emoji');
  }
} catch {
  console.warn('shots: fc-list is missing, fonts unchecked');
}
ensureBuild();
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const sandbox = await startSandbox({ host: '127.0.0.1', port: 0, log: false });
const server = await startStatic();
const browser = await launchBrowser();
let failed = 0;
try {
  for (const state of STATES.filter((s) => s.name.includes(only))) {
    const { width, height, dpr } = state.size ?? DESKTOP;
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      tab.on('pageerror', (e) => console.warn(`  ${state.name}: page error ${e.message.split('\n')[0]}`));
      // A phone has a touch screen (a coarse pointer): tiles show their submitter without hovering.
      const phone = state.size === PHONE;
      await tab.setViewport({ width, height, deviceScaleFactor: dpr, hasTouch: phone, isMobile: phone });
      await tab.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: state.dark ? 'dark' : 'light' },
        { name: 'prefers-reduced-motion', value: state.motion ? 'no-preference' : 'reduce' },
        // Chromium picks the forced palette from the colour scheme: light or dark.
        ...(state.forced ? [{ name: 'forced-colors', value: 'active' }] : []),
      ]);
      await openPage(tab, server, state.name, page(sandbox.url, state), { element: 'ugc-album' });
      if (state.name === 'loading') {
        await tab.waitForFunction(() => document.querySelector('ugc-album')?.shadowRoot?.querySelector('[part="grid"] li'));
      } else if (state.name === 'empty' || /error/.test(state.name)) {
        // The status's text once it shows (while loading it is there too, for screen readers only).
        const shown = '[part="status"]:not(.visually-hidden) p, [part="status"] slot';
        await tab.waitForFunction((selector) => document.querySelector('ugc-album')?.shadowRoot?.querySelector(selector), { timeout: 15000 }, shown);
        await new Promise((r) => setTimeout(r, 300));
      } else {
        await loaded(tab);
      }
      await settled(tab);
      await state.act?.(tab);
      const file = join(out, `${state.name}.png`);
      await tab.screenshot({ path: file });
      console.log(`  ${state.name.padEnd(22)} ${state.what}`);
    } catch (error) {
      failed++;
      console.error(`  ${state.name.padEnd(22)} FAILED: ${error.message.split('\n')[0]}`);
    } finally {
      await context.close().catch(() => {});
    }
  }
} finally {
  await browser.close().catch(() => {});
  await server.close();
  await sandbox.close();
}
console.log(`\n${failed ? `${failed} state(s) failed; ` : ''}screenshots in ${out}`);
process.exit(failed ? 1 : 0);
