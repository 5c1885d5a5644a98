import { waitUntil } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import { engine, itWhere } from './support/engine.js';
import { DAY, FIX, NOW, item, product, show } from './support/detail.js';

// Visual regression of the key states, against committed baselines (test/visual/chromium/baseline).
// Pixels are Chromium's: other engines draw text and images differently, so these run in Chromium
// alone and are skipped elsewhere with that reason. Deterministic by construction: a fixed viewport,
// a fixed font stack (test/support/detail.ts), reduced motion (set with every emulation: each call
// resets the features it does not name) (no transition or animation), every image loaded and decoded
// before the shot, fixed dates and clocks. A difference over 0.5 % of the pixels fails, and the shot
// and the difference are written to test/visual/chromium/failed/ (gitignored).
// After an intended change: `UGC_UPDATE_VISUALS=1 npm test -- --files test/visual.test.ts`, then look
// at the new baselines before committing them.

const chromium = engine.name === 'chromium';
const need = 'Chromium: the baselines are its pixels';

/** Every image under `root` (shadow roots included) loaded (or failed) and decoded. */
async function imagesReady(root: ParentNode): Promise<void> {
  const imgs = [...root.querySelectorAll('img')];
  await waitUntil(() => imgs.every((i) => i.complete), 'images never loaded', { timeout: 8000 });
  await Promise.all(imgs.map((i) => i.decode().catch(() => {})));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

// Images of the tests' own (test/fixtures/visual), served with the test page: a change to the
// sandbox's demo media never moves a baseline.

const shoppable = item({
  renditions: [{ url: `${FIX}photo-3x2.jpg`, width: 640 }],
  width: 2400,
  height: 1600,
  caption: 'Wet rock, zero slips. These things grip.',
  userName: 'mara_outdoors',
  avatarUrl: `${FIX}avatar.jpg`,
  products: [
    product({ image: `${FIX}product-01.jpg`, salePrice: 99, saleStart: new Date(NOW - DAY), saleEnd: new Date(NOW + DAY) }),
    product({ id: 2, title: 'Ridge Shell Jacket', link: 'https://shop.example.com/b', image: `${FIX}product-02.jpg`, price: 219 }),
    product({ id: 3, title: 'Summit Pack 30L', link: 'https://shop.example.com/c', image: `${FIX}product-03.jpg`, price: 149 }),
  ],
  hotspots: [
    { productId: 1, productIndex: 0, box: { x: 0, y: 0, width: 1, height: 1 }, marker: { x: 0, y: 0 }, point: { x: 0.3, y: 0.7 } },
    { productId: 3, productIndex: 2, box: { x: 0, y: 0, width: 1, height: 1 }, marker: { x: 0, y: 0 }, point: { x: 0.72, y: 0.35 } },
  ],
});

/** The detail view, open, every image loaded; `on`: the product pointed at. */
async function detail(on = -1): Promise<HTMLDialogElement> {
  const { root } = await show(shoppable, { on, point: undefined, total: 12 });
  // No focus ring on the close button: the shot is about the content.
  (root.activeElement as HTMLElement | null)?.blur();
  await imagesReady(root);
  return root.querySelector('dialog')!;
}

describe('visual regression', () => {
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
    await visualDiff(await detail(0), 'detail-dark');
    await emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  });

  itWhere(chromium, need, 'detail view on a phone', async () => {
    await setViewport({ width: 375, height: 812 });
    await visualDiff(await detail(), 'detail-phone');
  });
});
