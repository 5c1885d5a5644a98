import { waitUntil } from './support/wait.js';
import { build, clientOptions } from './support/build.js';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { mount } from './support/album.js';
import { engine, itWhere } from './support/engine.js';
import { DAY, FIX, NOW, item, product, show } from './support/detail.js';

// Visual regression of the key states (the grid: desktop and phone, light and dark; the detail view
// with hotspots and a sale), against committed baselines (test/visual/Chrome/baseline).
// Pixels are Chromium's: other engines draw text and images differently, so these run in Chromium
// alone and are skipped elsewhere with that reason. Deterministic by construction: a fixed viewport,
// a fixed font stack (test/support/detail.ts), reduced motion (set with every emulation: each call
// resets the features it does not name) (no transition or animation), every image loaded and decoded
// before the shot, fixed dates and clocks. A difference over 0.05 % of the pixels fails, and the shot
// and the difference are written to test/visual/Chrome/failed/ (gitignored).
// After an intended change: `UGC_UPDATE_VISUALS=1 npm test -- --files test/visual.test.ts`, then look
// at the new baselines before committing them.

const chromium = engine.name === 'chromium';
const need = 'Chromium: the baselines are its pixels';

/** Every image under `root` (shadow roots included) loaded (or failed) and decoded. */
async function imagesReady(root: ParentNode): Promise<void> {
  const imgs = [...root.querySelectorAll('img')];
  await waitUntil(() => imgs.every((i) => i.complete), 'images never loaded');
  await Promise.all(imgs.map((i) => i.decode().catch(() => {})));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

// Images of the tests' own (test/fixtures/visual), served with the test page: a change to the
// sandbox's demo media never moves a baseline.

const shoppableProducts = [
  product({ image: `${FIX}product-01.jpg`, salePrice: 99, saleStart: new Date(NOW - DAY), saleEnd: new Date(NOW + DAY) }),
  product({ id: 2, title: 'Ridge Shell Jacket', link: 'https://shop.example.com/b', image: `${FIX}product-02.jpg`, price: 219 }),
  product({ id: 3, title: 'Summit Pack 30L', link: 'https://shop.example.com/c', image: `${FIX}product-03.jpg`, price: 149 }),
];

const shoppable = item({
  renditions: [{ url: `${FIX}photo-3x2.jpg`, width: 640 }],
  width: 2400,
  height: 1600,
  caption: 'Wet rock, zero slips. These things grip.',
  userName: 'mara_outdoors',
  avatarUrl: `${FIX}avatar.jpg`,
  products: shoppableProducts,
  hotspots: [
    { productId: 1, productIndex: 0, box: { x: 0, y: 0, width: 1, height: 1 }, marker: { x: 0, y: 0 }, point: { x: 0.3, y: 0.7 } },
    { productId: 3, productIndex: 2, box: { x: 0, y: 0, width: 1, height: 1 }, marker: { x: 0, y: 0 }, point: { x: 0.72, y: 0.35 } },
  ],
});

/** The detail view as test/support/detail.ts draws it (the sources' view on its own), every image loaded. */
async function detailOnItsOwn(on: number): Promise<HTMLDialogElement> {
  const { root } = await show(shoppable, { on, point: undefined, total: 12 });
  // No focus ring on the close button: the shot is about the content.
  (root.activeElement as HTMLElement | null)?.blur();
  await imagesReady(root);
  return root.querySelector('dialog')!;
}

// The same post as the service sends it, for the detail view opened by the element itself (on dist,
// the bundle's own view, styles and detail reader). Hotspot boxes of 3 × 3 px whose markers
// (x + width/3, y + height/3) land on the points above; the sale runs around NOW.
const shoppablePost = {
  id: 1,
  album_photo_id: 11,
  album_id: 77,
  content_type: 'image',
  pixlee_cdn_photos: { small_url: '', medium_url: `${FIX}photo-3x2.jpg`, large_url: '', original_url: '', square_medium_url: '' },
  source_url: '',
  width: 2400,
  height: 1600,
  title: shoppable.caption,
  alt_text: shoppable.altText,
  user_name: shoppable.userName,
  avatar_url: shoppable.avatarUrl,
  source: 'instagram',
  platform_link: shoppable.sourceLink,
  action_link: shoppable.action!.url,
  action_link_text: shoppable.action!.text,
  created_at: shoppable.createdAt!.getTime(),
  products: shoppableProducts.map((p) => ({
    id: p.id,
    sku: p.sku,
    title: p.title,
    link: p.link,
    image: p.image,
    price: p.price,
    currency: p.currency,
    sales_price: p.salePrice,
    sales_start_date: p.saleStart?.getTime() ?? null,
    sales_end_date: p.saleEnd?.getTime() ?? null,
  })),
  bounding_box_products: [
    { product_id: 1, x: 719, y: 1119, width: 3, height: 3 },
    { product_id: 3, x: 1727, y: 559, width: 3, height: 3 },
  ],
};

/**
 * The detail view as a shopper opens it: the second tile of an album of 12 (8 read, more to come),
 * clicked, at NOW; `on`: the marker pointed at. Every image loaded.
 */
async function detailInElement(on: number): Promise<HTMLDialogElement> {
  const first = post(1);
  const posts = [first, shoppablePost, ...GRID_POSTS.slice(2)];
  const undo = answerWith(posts, 12);
  // The sale runs around NOW; restored after the shot (afterEach below).
  Date.now = () => NOW;
  try {
    const el = await loaded({ 'album-id': 77, 'api-key': 'visual-detail-key', 'base-url': GRID_BASE, 'per-page': 8, eager: true, 'no-analytics': true });
    const root = el.shadowRoot!;
    root.querySelector<HTMLElement>('[data-i="1"]')!.click();
    await waitUntil(() => root.querySelector('dialog[open] .info'), 'the detail view never opened');
    await el.updateComplete;
    if (on >= 0) {
      root.querySelectorAll('.hotspot-place')[on]!.dispatchEvent(new PointerEvent('pointerenter'));
      await el.updateComplete;
    }
    (root.activeElement as HTMLElement | null)?.blur();
    await imagesReady(root.querySelector('dialog')!);
    return root.querySelector('dialog')!;
  } finally {
    undo();
  }
}

/** The detail view, open, every image loaded; `on`: the product pointed at. */
const detail = (on = -1) => (build === 'dist' ? detailInElement(on) : detailOnItsOwn(on));

// The grid, from a service answer made here (the element's test hook for its read client's fetch):
// eight posts whose files are the tests' own copies of real demo photographs (grid-*.jpg), one of
// them a video, some with products, submitters with and without avatars.
const GRID_BASE = 'https://content.visual.test';
const post = (n: number, over: Record<string, unknown> = {}) => {
  const file = `${FIX}grid-0${n}.jpg`;
  return {
    id: 800 + n,
    album_photo_id: 9800 + n,
    album_id: 77,
    content_type: 'image',
    pixlee_cdn_photos: { small_url: file, medium_url: '', large_url: '', original_url: '', square_medium_url: '' },
    thumbnail_url: file,
    source_url: file,
    title: '',
    alt_text: null,
    user_name: `member_${n}`,
    avatar_url: n % 2 ? `${FIX}avatar.jpg` : null,
    source: n % 3 ? 'instagram' : 'desktop',
    platform_link: n % 3 ? `https://www.instagram.com/p/C${n}visual/` : '',
    products: [],
    created_at: NOW - n * DAY,
    ...over,
  };
};
const shoe = { id: 1, sku: 'A', title: 'Trail Runner 42', link: 'https://shop.example.com/a', price: 129.95, currency: 'USD' };
const GRID_POSTS = [
  post(1, { alt_text: 'A trail across a green meadow towards rocky peaks', user_name: 'mara_outdoors', products: [shoe] }),
  post(2, { title: 'Sunset from the summit marker', user_name: 'ridge.runner' }),
  post(3, { alt_text: 'Two dogs at a cabin door', user_name: 'priya_on_foot' }),
  post(4, { title: 'Figs for breakfast before the climb', products: [shoe] }),
  post(5, { alt_text: 'No photo description available.', user_name: 'jonas.bikepacks' }),
  post(6, { title: 'Brushes on the workbench' }),
  post(7, { alt_text: 'A tree in full leaf', user_name: null }),
  post(8, {
    content_type: 'video',
    pixlee_cdn_photos: { small_url: '', medium_url: '', large_url: '', original_url: '', square_medium_url: '' },
    medium_url: `${FIX}grid-08.jpg`,
    source_url: `${FIX}grid-08.mp4`,
    title: 'Espresso before the climb',
  }),
];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
/** A read client's fetch answered with `posts` (one page, more to come when `count` is larger); nothing reaches a network. */
const albumFetch =
  (posts: unknown[], count: number): typeof fetch =>
  async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (/\/photos\/count/.test(url)) return json({ status: 200, data: { count } });
    return json({ status: 200, album_id: 77, page: 1, per_page: 8, total: count, next: count > posts.length, data: posts });
  };

/**
 * Answers the element's reads with `posts`: through the sources' read-client hook, or, on dist (whose
 * bundle has no hook), as the page's own `fetch` for GRID_BASE only. Returns the undo.
 */
function answerWith(posts: unknown[], count = posts.length): () => void {
  const answer = albumFetch(posts, count);
  if (build === 'sources') {
    clientOptions.fetch = answer;
    return () => delete clientOptions.fetch;
  }
  const pageFetch = window.fetch;
  window.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).startsWith(GRID_BASE) ? answer(input, init) : pageFetch(input, init);
  return () => (window.fetch = pageFetch);
}

/** The element with `attrs`, loaded, every tile finished and its image decoded, in a page of a fixed font and the scheme's colours. */
async function loaded(attrs: Record<string, string | number | boolean>): Promise<UgcAlbumElement> {
  const page = document.createElement('div');
  page.className = 'visual-page';
  page.innerHTML = `<style>.visual-page{font:16px/1.5 "DejaVu Sans",sans-serif;color:#1b1b1b;background:#fff;padding:16px}
@media (prefers-color-scheme:dark){.visual-page{color:#ececec;background:#121212}}</style>`;
  let done = false;
  const el = await mount(
    attrs,
    (e) => {
      e.addEventListener('ugc-load', () => (done = true), { once: true });
      const h = document.createElement('h2');
      h.slot = 'header';
      h.textContent = 'From our community';
      e.append(h);
    },
    page,
  );
  await waitUntil(() => done, 'the grid never loaded');
  await el.updateComplete;
  // The tiles' marks come in a chunk of their own (tile-marks.ts): every tile finished.
  const root = el.shadowRoot!;
  await waitUntil(() => root.querySelector('[data-i]') && !root.querySelector('[data-i]:not(.finished)'), 'tiles never finished');
  await imagesReady(root);
  return el;
}

/** The grid of GRID_POSTS, loaded. */
const grid = () => loaded({ 'album-id': 77, 'api-key': 'visual-key', 'base-url': GRID_BASE, 'per-page': 8, eager: true, 'no-analytics': true });

describe('visual regression', () => {
  const now = Date.now;
  afterEach(() => {
    Date.now = now;
  });
  // Later test files expect the runner's default window.
  after(() => setViewport({ width: 800, height: 600 }));
  before(async () => {
    if (chromium) await emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  });
  after(async () => {
    if (chromium) await emulateMedia({ reducedMotion: 'no-preference', colorScheme: 'light' });
  });

  itWhere(chromium, need, 'detail view: hotspots, a sale, a CTA, attribution (light)', async () => {
    await setViewport({ width: 1200, height: 800 });
    await visualDiff(await detail(), 'detail-light');
  });

  itWhere(chromium, need, 'detail view with a marker pointed at (dark)', async () => {
    await emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await setViewport({ width: 1200, height: 800 });
    try {
      await visualDiff(await detail(0), 'detail-dark');
    } finally {
      // Light again even when the shot differs: the next tests' baselines are light.
      await emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    }
  });

  itWhere(chromium, need, 'detail view on a phone', async () => {
    await setViewport({ width: 375, height: 812 });
    await visualDiff(await detail(), 'detail-phone');
  });

  describe('the grid', () => {
    let undo = () => {};
    before(() => {
      undo = answerWith(GRID_POSTS);
    });
    after(() => undo());
    const scheme = (colorScheme: 'light' | 'dark') => emulateMedia({ colorScheme, reducedMotion: 'reduce' });

    for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 375, 812]] as const) {
      for (const dark of [false, true]) {
        const shot = `grid-${name}-${dark ? 'dark' : 'light'}`;
        itWhere(chromium, need, `the grid, ${name}, ${dark ? 'dark' : 'light'}`, async () => {
          await scheme(dark ? 'dark' : 'light');
          await setViewport({ width, height });
          try {
            await visualDiff((await grid()).parentElement!, shot);
          } finally {
            await scheme('light');
          }
        });
      }
    }
  });
});
