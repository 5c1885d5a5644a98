// The story viewer on a phone, by finger (test/support/touch.ts: each engine's touch input, synthesised
// pointer events in WebKit): 375×812 (at a device pixel ratio of 3 where the automation can set one).
// Taps on the thirds, swipes sideways and down, a finger held down; every control big enough to tap.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from './support/wait.js';
import { clearContentCache } from '../src/client/content-client.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';
import { HOLD_MS } from '../src/element/stories/story-gestures.js';
import { albumAttrs, focusOf, mountLoaded, part, parts, record } from './support/album.js';
import { engine } from './support/engine.js';
import { accessible, clockOf, openStory, position, storyOf } from './support/stories.js';
import { deepElementFromPoint, touch, touchHold } from './support/touch.js';
import type { Point } from './support/touch.js';

const STORIES = 1009;
const phone = { width: 375, height: 812, deviceScaleFactor: engine.emulatesDeviceScale ? 3 : 1 };

/** A point on the story's media, at `fx` of its width and `fy` of its height, and nothing else there. */
const on = (el: UgcAlbumElement, fx: number, fy = 0.45): Point => {
  const r = storyOf(el)!.querySelector('.story-media')!.getBoundingClientRect();
  const p: Point = [Math.round(r.left + r.width * fx), Math.round(r.top + r.height * fy)];
  const hit = deepElementFromPoint(p);
  expect(hit?.closest('.story-media'), `the media is under the finger at ${p}, not ${hit?.outerHTML.slice(0, 60)}`).to.exist;
  return p;
};

describe(`<ugc-album layout="stories"> by touch (${phone.width}×${phone.height}; input: ${engine.touch})`, () => {
  before(async () => {
    await setViewport(phone);
    await waitUntil(() => innerWidth === phone.width, 'the phone viewport never applied');
  });
  after(() => setViewport({ width: 800, height: 600, deviceScaleFactor: 1 }));
  beforeEach(() => clearContentCache());

  it('fills the phone screen; its controls are at least 44×44 px, its links and cart buttons at least 24×24', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    const d = await openStory(el, 0);
    const box = d.querySelector('.story-column')!.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([phone.width, phone.height]);
    // The first product's moment (0.5 s), reached by seeking.
    const video = part<HTMLVideoElement>(el, 'story-video')!;
    await waitUntil(() => video.readyState >= 1, 'the video never loaded');
    video.currentTime = 0.6;
    await waitUntil(() => parts(el, 'product').length, 'no product came');
    const small = (min: number, nodes: Element[]) =>
      nodes
        .map((n) => [n.getAttribute('part'), n.getBoundingClientRect()] as const)
        .filter(([, r]) => r.width < min || r.height < min)
        .map(([p, r]) => `${p}: ${r.width}×${r.height}`);
    expect(small(44, [...d.querySelectorAll('button.sb, button.side')])).to.deep.equal([]);
    // (Not the timed product still waiting for its moment: hidden, out of reach.)
    expect(small(24, [...d.querySelectorAll(':is(a, button):not([hidden] *)')])).to.deep.equal([]);
    await accessible(el);
  });

  it('a tap on the right third shows the next item, on the left third the previous; the middle does neither', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    await openStory(el, 1);
    await touch(on(el, 0.85));
    await waitUntil(() => position(el) === 'Item 3 of 14', `after a tap on the right: ${position(el)}`);
    await touch(on(el, 0.5));
    await touch(on(el, 0.15));
    await waitUntil(() => position(el) === 'Item 2 of 14', `after taps in the middle and on the left: ${position(el)}`);
  });

  it('a swipe to the left shows the next item, to the right the previous', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    await openStory(el, 1);
    const [x, y] = on(el, 0.5);
    await touch([x + 100, y], [x - 100, y]);
    await waitUntil(() => position(el) === 'Item 3 of 14', `after a swipe to the left: ${position(el)}`);
    await touch([x - 100, y], [x + 100, y]);
    await waitUntil(() => position(el) === 'Item 2 of 14', `after a swipe to the right: ${position(el)}`);
  });

  it('a swipe down closes the viewer, focus back on its card', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    const closed = record(el, 'ugc-lightbox-close');
    await openStory(el, 2);
    const [x, y] = on(el, 0.5, 0.3);
    await touch([x, y], [x + 10, y + 200]);
    await waitUntil(() => closed.length && focusOf(el) === 'item 2', `after a swipe down: ${storyOf(el) ? position(el) : 'closed'}, focus ${focusOf(el)}`);
  });

  it('a finger held down pauses the story until it lifts, and is not a tap', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    await openStory(el, 0);
    const video = part<HTMLVideoElement>(el, 'story-video')!;
    await waitUntil(() => !video.paused, 'the video never played');
    const held = touchHold(on(el, 0.85), HOLD_MS + 1200);
    await waitUntil(() => video.paused, 'the hold never paused the video');
    expect((await clockOf(el)).playState).to.equal('paused');
    await held;
    await waitUntil(() => !video.paused, 'the video never played on after the finger lifted');
    expect(position(el)).to.equal('Item 1 of 14');
  });
});
