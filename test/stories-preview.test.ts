// The stories row's motion preview (issue 29: "video cards show their still, and a motion preview only
// when motion is allowed"): one video card at a time plays its video, muted and inline, over its still,
// the one pointed at or else the first wholly in view; one <video> for the whole row, decoration only,
// the card's box unchanged, never counted as a view; on a phone, the card swiped to once the row is
// still; paused while the viewer is open, the page is hidden or the row is out of view; never under
// reduced motion or Save-Data. Against the sandbox's "Stories" album (1009), whose videos are real
// files (demo/sandbox/media/vid-0*/video.webm).
import { expect } from '@open-wc/testing';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { waitUntil } from './support/wait.js';
import { clearContentCache } from '../src/client/content-client.js';
import { albumAttrs, mountLoaded, part, parts, record } from './support/album.js';
import { engine, itWhere, mediaEmulation, resetMedia } from './support/engine.js';
import { openStory, storyOf } from './support/stories.js';
import type { UgcAlbumElement } from '../src/element/ugc-album.js';

const STORIES = 1009;
/** The row's first cards: 0 (vid-02), 1 (img-08), 2 (vid-01), 3 (img-02), 4 (vid-02). */
const FIRST_VIDEO = 0;
const OTHER_VIDEO = 2;

const previews = (el: UgcAlbumElement) => [...el.shadowRoot!.querySelectorAll<HTMLVideoElement>('video.story-preview')];
/** The playing preview's card, once there is one. */
const playingIn = (el: UgcAlbumElement) => {
  const v = previews(el).find((p) => !p.paused && p.classList.contains('playing'));
  return v ? Number(v.closest<HTMLElement>('[data-i]')!.dataset['i']) : -1;
};
const boxes = (el: UgcAlbumElement) => parts(el, 'item').map((c) => JSON.stringify(c.getBoundingClientRect()));
/** Long enough for the row to have settled and a preview to have started, were one allowed. */
const settle = () => new Promise((r) => setTimeout(r, 1000));

const mountRow = () => mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 14, eager: true }));

describe('<ugc-album layout="stories"> motion preview', () => {
  beforeEach(() => clearContentCache());
  afterEach(async () => {
    delete (navigator as { connection?: unknown }).connection;
    await resetMouse();
  });

  it('the first video card wholly in view plays, muted, looping and inline, in one <video> that is decoration; nothing moves, nothing is sent', async () => {
    const { el } = await mountRow();
    const sent = record(el, 'ugc-analytics');
    const before = boxes(el);
    const label = parts(el, 'item')[FIRST_VIDEO]!.getAttribute('aria-label');
    await waitUntil(() => playingIn(el) === FIRST_VIDEO, `no preview played in card ${FIRST_VIDEO}`);
    const [video, ...more] = previews(el);
    expect(more, 'one <video> in the row').to.deep.equal([]);
    expect([video!.muted, video!.loop, video!.playsInline]).to.deep.equal([true, true, true]);
    expect(video!.getAttribute('aria-hidden')).to.equal('true');
    expect(video!.currentSrc).to.match(/\/media\/vid-02\/video\.webm$/);
    // Over the still, in the card's box: no card moved or changed size.
    const card = parts(el, 'item')[FIRST_VIDEO]!;
    expect(JSON.stringify(video!.getBoundingClientRect())).to.equal(JSON.stringify(card.getBoundingClientRect()));
    expect(boxes(el)).to.deep.equal(before);
    // Its play badge fades out while it plays (the motion says "video"); the other cards keep theirs.
    await waitUntil(() => getComputedStyle(card.querySelector('.play')!).opacity === '0', 'the badge stayed over the preview');
    expect(getComputedStyle(parts(el, 'item')[OTHER_VIDEO]!.querySelector('.play')!).opacity).to.equal('1');
    // The card is still named by its label, not by the video.
    expect(card.getAttribute('aria-label')).to.equal(label);
    expect(label).to.not.equal('');
    expect(sent.map((e) => e.detail.name).filter((n) => n !== 'openedWidget' && n !== 'widgetVisible')).to.deep.equal([]);
  });

  it('the card under the mouse (or holding focus) plays instead; the same <video> moves there, the others still show their stills', async () => {
    const { el } = await mountRow();
    await waitUntil(() => playingIn(el) === FIRST_VIDEO, 'no first preview');
    const first = previews(el)[0];
    const r = parts(el, 'item')[OTHER_VIDEO]!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await waitUntil(() => playingIn(el) === OTHER_VIDEO, `the hovered card did not play: ${playingIn(el)}`);
    expect(previews(el)).to.deep.equal([first]);
    expect(previews(el)[0]!.currentSrc).to.match(/\/media\/vid-01\/video\.webm$/);
    // The mouse leaves the row: the first card wholly in view plays again.
    await sendMouse({ type: 'move', position: [2, Math.round(r.bottom + 40)] });
    await waitUntil(() => playingIn(el) === FIRST_VIDEO, 'the first card did not play again');
    expect(previews(el)).to.have.length(1);
  });

  it('leaves the page while the story viewer is open (its file let go: iOS counts held media), and plays again once it closes', async () => {
    const { el } = await mountRow();
    await waitUntil(() => playingIn(el) === FIRST_VIDEO, 'no first preview');
    const video = previews(el)[0]!;
    await openStory(el, 1);
    await waitUntil(() => video.paused && !video.isConnected && !video.hasAttribute('src'), 'the preview stayed behind the viewer');
    expect(el.shadowRoot!.querySelectorAll('video.story-preview')).to.have.length(0);
    part(el, 'story-close')!.click();
    await waitUntil(() => !storyOf(el), 'the viewer did not close');
    await waitUntil(() => playingIn(el) === FIRST_VIDEO && !video.paused, 'the preview did not play again');
    expect(previews(el)).to.deep.equal([video]);
  });

  it("a card whose video file fails (404) keeps its still; the next video card in view plays instead", async () => {
    const { el } = await mountRow();
    await waitUntil(() => playingIn(el) === FIRST_VIDEO, 'no first preview');
    // Card 5's video is missing (404), card 6 is a photo, card 7 a video without stills.
    const cards = parts(el, 'item');
    part(el, 'grid')!.scrollLeft = cards[5]!.parentElement!.offsetLeft - cards[0]!.parentElement!.offsetLeft;
    await waitUntil(() => playingIn(el) === 7, `card 7 did not play: ${playingIn(el)}`);
    expect(previews(el)).to.have.length(1);
  });

  it('pauses while the page is hidden (another tab), and plays again when it shows', async () => {
    const { el } = await mountRow();
    await waitUntil(() => playingIn(el) === FIRST_VIDEO, 'no first preview');
    const video = previews(el)[0]!;
    const hide = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      hide(true);
      expect(video.paused).to.equal(true);
      hide(false);
      await waitUntil(() => !video.paused, 'the preview did not play again');
    } finally {
      delete (document as { hidden?: boolean }).hidden;
    }
  });

  it('pauses when the row leaves the viewport', async () => {
    const { el } = await mountRow();
    // Room below the widget to scroll it away.
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    el.after(spacer);
    try {
      await waitUntil(() => playingIn(el) === FIRST_VIDEO, 'no first preview');
      const video = previews(el)[0]!;
      window.scrollTo(0, el.getBoundingClientRect().bottom + scrollY + 500);
      await waitUntil(() => video.paused, 'the preview played on out of view');
      window.scrollTo(0, 0);
      await waitUntil(() => !video.paused, 'the preview did not play again in view');
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('on a phone (no hover), the card swiped to plays once the row is still; one passed by plays nothing', async () => {
    await setViewport({ width: 375, height: 812, deviceScaleFactor: 1 });
    try {
      await waitUntil(() => innerWidth === 375, 'the phone viewport never applied');
      const { el } = await mountRow();
      await waitUntil(() => playingIn(el) === FIRST_VIDEO, 'no first preview');
      const row = part(el, 'grid')!;
      const cards = parts(el, 'item');
      const to = (i: number) => cards[i]!.parentElement!.offsetLeft - cards[0]!.parentElement!.offsetLeft;
      // Swiped past card 2 (a video) to card 3, then straight on to card 4 (a video) within the
      // settling time: card 2 never plays, card 4 does.
      const started: number[] = [];
      const video = previews(el)[0]!;
      video.addEventListener('playing', () => started.push(playingIn(el)));
      row.scrollLeft = to(2);
      await new Promise((r) => setTimeout(r, 100));
      row.scrollLeft = to(4);
      await waitUntil(() => playingIn(el) === 4, `card 4 did not play: ${playingIn(el)}`);
      expect(started.filter((i) => i === OTHER_VIDEO)).to.deep.equal([]);
      expect(previews(el)).to.have.length(1);
    } finally {
      await setViewport({ width: 800, height: 600, deviceScaleFactor: 1 });
    }
  });

  itWhere(engine.emulatesMedia, mediaEmulation, 'no preview under reduced motion, even under the mouse; the stills stay', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { el } = await mountRow();
      const r = parts(el, 'item')[OTHER_VIDEO]!.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
      await sendKeys({ press: 'Tab' });
      await settle();
      expect(previews(el), 'no preview <video> at all').to.deep.equal([]);
    } finally {
      await resetMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('no preview under Save-Data (nothing fetched for it), even under the mouse', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const earlier = performance.getEntriesByType('resource').length;
    const { el } = await mountRow();
    const r = parts(el, 'item')[OTHER_VIDEO]!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await settle();
    expect(previews(el), 'no preview <video> at all').to.deep.equal([]);
    const fetched = performance.getEntriesByType('resource').slice(earlier);
    expect(fetched.map((e) => e.name).filter((n) => n.includes('/video.webm'))).to.deep.equal([]);
  });
});
