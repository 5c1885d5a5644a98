// Touch, with touch input from each engine's automation (scripts/engine-commands.js: CDP touch events
// in Chromium, WebDriver BiDi touch actions in Firefox; PointerEvents synthesised in WebKit) at
// a phone viewport: 375×812 at a device pixel ratio of 3 where the automation can set one (WebKitGTK's
// cannot emulate a pixel ratio: there the titles say what was used).
import { expect } from '@open-wc/testing';
import { clearContentCache, clientOptions } from './support/build.js';
import { waitUntil } from './support/wait.js';
import { setViewport } from '@web/test-runner-commands';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { SWIPE_MIN } from '../src/element/swipe.js';
import { albumAttrs, mountLoaded, part, parts } from './support/album.js';
import { dialogOf } from './support/parts.js';
import { engine, itWhere } from './support/engine.js';
import { deepElementFromPoint, touch } from './support/touch.js';
import type { Point } from './support/touch.js';

// Sandbox fixtures: 1001 has 300 items (images and videos), 1002 has 12.
const MAIN = 1001;
const SMALL = 1002;

const phone = { width: 375, height: 812, deviceScaleFactor: engine.emulatesDeviceScale ? 3 : 1 };
const viewport = `${phone.width}×${phone.height} at DPR ${phone.deviceScaleFactor}`;


const center = (node: Element): Point => {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
};

const position = (el: UgcAlbumElement) => el.shadowRoot!.getElementById('position')?.textContent?.trim() ?? '';

/** Opens tile `index` with a tap and waits until the detail view is open and still. */
async function tapOpen(el: UgcAlbumElement, index: number): Promise<HTMLDialogElement> {
  const tile = parts(el, 'item')[index]!;
  // Tiles in view from the start: a scroll just before a touch may not have reached the
  // browser's hit testing yet (Firefox), and the finger would land on the old position.
  const r = tile.getBoundingClientRect();
  expect(r.top >= 0 && r.bottom <= innerHeight, `tile ${index} is in view`).to.equal(true);
  // And under the finger: WebKit hit-tests a tile it has just laid out (content-visibility) a frame later.
  await waitUntil(() => tile.contains(deepElementFromPoint(center(tile))), `tile ${index} is not under the finger`);
  await touch(center(tile));
  // The first open loads the detail view's chunk: slow in WebKit on a busy machine.
  await waitUntil(() => dialogOf(el)?.open, 'a tap on the tile never opened the detail view', { timeout: 20000 });
  const d = dialogOf(el)!;
  await Promise.all(d.getAnimations().map((a) => a.finished.catch(() => {})));
  return d;
}

/** Opens tile `index` with a click (the swipe tests' subject is the swipe) and waits until it is still. */
async function clickOpen(el: UgcAlbumElement, index: number): Promise<HTMLDialogElement> {
  parts(el, 'item')[index]!.click();
  await waitUntil(() => dialogOf(el)?.open, 'the detail view never opened', { timeout: 20000 });
  const d = dialogOf(el)!;
  await Promise.all(d.getAnimations().map((a) => a.finished.catch(() => {})));
  return d;
}

/** A horizontal swipe across `node`'s middle; `dx` < 0 moves the finger to the left. */
function swipe(node: Element, dx: number): Promise<void> {
  const [x, y] = center(node);
  return touch([x - dx / 2, y], [x + dx / 2, y]);
}

describe(`touch (${viewport}; input: ${engine.touch})`, () => {
  before(async () => {
    await setViewport(phone);
    // Firefox's automation answers before the page has its new size.
    await waitUntil(() => innerWidth === phone.width && devicePixelRatio === phone.deviceScaleFactor, 'the phone viewport never applied');
  });
  after(() => setViewport({ width: 800, height: 600, deviceScaleFactor: 1 }));
  beforeEach(() => {
    clearContentCache();
    // Media URLs of their own: the detail view's large renditions must not sit in the browser's
    // memory cache for later test files (Chromium then picks a cached larger one for a tile).
    clientOptions.fetch = async (input, init) => {
      const res = await fetch(input, init);
      const body = (await res.text()).replace(/"(https?:[^"]*\/media\/[^"?]*)"/g, '"$1?touch"');
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    };
  });
  afterEach(() => delete clientOptions.fetch);

  it('a tap on a tile opens the detail view; its controls are at least 44×44 px, every other target 24×24', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, 'per-page': 6, eager: true }));
    const d = await tapOpen(el, 0);
    const small = (min: number, nodes: Element[]) =>
      nodes
        .filter((n) => n.getClientRects().length)
        .map((n) => [n.getAttribute('part'), n.getBoundingClientRect()] as const)
        .filter(([, r]) => r.width < min || r.height < min)
        .map(([p, r]) => `${p}: ${r.width}×${r.height}`);
    expect(small(44, [...d.querySelectorAll('button')])).to.deep.equal([]);
    expect(small(24, [...el.shadowRoot!.querySelectorAll('button, a')])).to.deep.equal([]);
    d.close();
  });

  it('a swipe to the left shows the next item, to the right the previous; a vertical drag or a short one does not step', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
    const index = parts(el, 'item').findIndex((t) => !t.getAttribute('part')!.includes('video'));
    const d = await clickOpen(el, index);
    const media = () => d.querySelector('.media')!;
    expect(position(el)).to.equal(`Item ${index + 1} of 300`);
    // Neither of these steps: the swipe after them shows exactly the next item.
    const [x, y] = center(media());
    await touch([x, y + 60], [x + 10, y - 60]);
    await swipe(media(), -(SWIPE_MIN - 16));
    await swipe(media(), -160);
    await waitUntil(() => position(el) === `Item ${index + 2} of 300`, `after a swipe to the left: ${position(el)}`);
    await swipe(media(), 160);
    await waitUntil(() => position(el) === `Item ${index + 1} of 300`, `after a swipe to the right: ${position(el)}`);
    expect(dialogOf(el)!.open).to.equal(true);
    d.close();
  });

  it('a swipe on a video belongs to its controls; beside it, it steps', async () => {
    const { el, load } = await mountLoaded(albumAttrs({ 'album-id': MAIN, 'per-page': 12, eager: true }));
    const index = load.detail.items.findIndex((i) => i.type === 'video');
    const d = await clickOpen(el, index);
    const video = part<HTMLVideoElement>(el, 'lightbox-video')!;
    await swipe(video, -160);
    // The caption and buttons below the video: the same swipe there steps once.
    await swipe(d.querySelector('.info')!, -160);
    await waitUntil(() => position(el) !== `Item ${index + 1} of 300`, 'the swipe beside the video never stepped');
    expect(position(el)).to.equal(`Item ${index + 2} of 300`);
    d.close();
  });

  itWhere(engine.nativeTouchPan, 'touch input that makes the browser pan (CDP touch events; BiDi and synthesised touches do not)', 'the carousel scrolls with a finger', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': SMALL, layout: 'carousel', eager: true }));
    const row = el.shadowRoot!.querySelector<HTMLElement>('.carousel[role]')!;
    await swipe(row, -200);
    await waitUntil(() => row.scrollLeft > 0, 'the row never scrolled');
  });
});
