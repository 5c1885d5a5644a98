// What the story viewer plays, fetches and sends (issue 29): at most two <video> elements, reused;
// only the current and the next item fetched ahead; nothing playing or advancing by itself under
// reduced motion, no video autoplaying under Save-Data, nothing playing in a hidden page; its analytics.
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { waitUntil } from './support/wait.js';
import { clearContentCache } from '../src/client/content-client.js';
import { clientOptions } from '../src/element/album-loader.js';
import { afterFrame } from '../src/element/stories/after-frame.js';
import { albumAttrs, mountLoaded, part, parts, sandboxUrl, uniqueKey } from './support/album.js';
import { itWhere, mediaEmulation, engine, resetMedia } from './support/engine.js';
import { accessible, clockOf, finishItem, openStory, position, storyOf } from './support/stories.js';

const STORIES = 1009;

/** Media URLs of this test's own (`?tag`): the browser's caches hold none of them yet. */
const tagMedia = (tag: string) => {
  clientOptions.fetch = async (input, init) => {
    const res = await fetch(input, init);
    const body = (await res.text()).replace(/"(https?:[^"]*\/media\/[^"?]*)"/g, `"$1?${tag}"`);
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
};

/** Media files the page has fetched so far (resource timing), as `slug/file`. */
const fetched = (tag: string) =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((n) => n.includes(`?${tag}`))
    .map((n) => new URL(n).pathname.replace('/media/', ''));

/** The task after the next frame: where the viewer's own work after a step's frame runs too. */
const afterNextFrame = (): Promise<void> => new Promise((resolve) => afterFrame(resolve));

let restore: (() => void) | undefined;

/** Every <video> element made from now on (until the test ends). */
const watchVideos = (): HTMLVideoElement[] => {
  const made: HTMLVideoElement[] = [];
  const create = document.createElement;
  document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
    const node = create.call(this, tag, options);
    if (tag.toLowerCase() === 'video') made.push(node as HTMLVideoElement);
    return node;
  } as typeof document.createElement;
  const before = restore;
  restore = () => {
    document.createElement = create;
    before?.();
  };
  return made;
};

describe('<ugc-album layout="stories"> playback', () => {
  beforeEach(() => clearContentCache());
  afterEach(() => {
    restore?.();
    restore = undefined;
    delete clientOptions.fetch;
  });

  it('makes at most two <video> elements, reused from video to video; one at a time is in the page', async () => {
    const made = watchVideos();
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 14, eager: true }));
    await openStory(el, 0);
    const seen = new Set<string>();
    for (let i = 0; i < 13; i++) {
      expect(el.shadowRoot!.querySelectorAll('video').length, `videos in the page at item ${i + 1}`).to.be.at.most(1);
      const v = part<HTMLVideoElement>(el, 'story-video');
      // Its `src`: `currentSrc` follows a moment later (the media element's load runs in a task of its own).
      if (v) seen.add(v.src);
      part(el, 'story-next')!.click();
      await waitUntil(() => position(el) === `Item ${i + 2} of 14`, position(el));
      // A shopper's taps come frames apart: the next item's video loads ahead after the step's frame.
      await afterNextFrame();
    }
    expect(seen.size, 'the videos shown').to.be.at.least(3);
    // The row's motion preview (stories-preview.test.ts) has its own, out of the page while the viewer is open.
    expect(made.filter((v) => !v.classList.contains('story-preview')).length).to.equal(2);
  });

  it('a video file shown before waits in the spare element at its start, sought back ahead rather than in the step', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 14, eager: true }));
    await openStory(el, 0);
    // Item 1 (vid-02) stops a second in; item 5 is vid-02 again, loaded ahead in the same element.
    const first = part<HTMLVideoElement>(el, 'story-video')!;
    await waitUntil(() => first.readyState >= 1, 'the first video never loaded');
    first.currentTime = 1;
    for (const n of [2, 3, 4]) {
      part(el, 'story-next')!.click();
      await waitUntil(() => position(el) === `Item ${n} of 14`, position(el));
      await afterNextFrame();
    }
    await waitUntil(() => !first.isConnected && first.preload === 'auto' && first.currentTime === 0, `vid-02 waits at ${first.currentTime} s`);
    part(el, 'story-next')!.click();
    await waitUntil(() => part(el, 'story-video') === first, 'item 5 does not play the element loaded ahead');
  });

  it('fetches ahead the next item only: its video into the spare element, or its photo', async () => {
    const tag = `ahead${Math.random().toString(36).slice(2, 8)}`;
    tagMedia(tag);
    const made = watchVideos();
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 14, eager: true }));
    // A photo whose next item is a video (vid-01): that video loads in the spare element.
    await openStory(el, 1);
    await waitUntil(() => made.some((v) => v.src.includes('vid-01/video.webm')), 'the next video was not loading ahead');
    expect(made.find((v) => v.src.includes('vid-01'))!.preload).to.equal('auto');
    // A video whose next item is a photo (img-02): that photo is fetched, nothing after it.
    part(el, 'story-next')!.click();
    await waitUntil(() => fetched(tag).some((f) => f.startsWith('img-02/') && !f.includes('small')), `img-02 never fetched ahead: ${fetched(tag)}`);
    const later = ['img-12', 'img-05', 'img-06', 'img-03', 'img-09', 'vid-04/missing', 'vid-03'];
    expect(fetched(tag).filter((f) => later.some((l) => f.startsWith(l)) && !f.includes('small') && !f.includes('thumb'))).to.deep.equal([]);
    expect(made.length).to.be.at.most(2);
  });

  itWhere(engine.emulatesMedia, mediaEmulation, 'under reduced motion nothing plays or advances by itself; play is the shopper’s', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
      await openStory(el, 0);
      const video = part<HTMLVideoElement>(el, 'story-video')!;
      const pause = part(el, 'story-pause')!;
      expect(pause.getAttribute('aria-label')).to.equal('Play');
      await new Promise((r) => setTimeout(r, 600));
      expect(video.paused && video.currentTime === 0).to.equal(true);
      await accessible(el);
      // A photo: its clock stands still; when its time is up (here: at once), it stays.
      part(el, 'story-next')!.click();
      await waitUntil(() => position(el) === 'Item 2 of 14', position(el));
      const clock = await clockOf(el);
      expect(clock.playState).to.equal('paused');
      clock.finish();
      await new Promise((r) => setTimeout(r, 300));
      expect(position(el)).to.equal('Item 2 of 14');
      // Asked, it plays.
      part(el, 'story-previous')!.click();
      await waitUntil(() => position(el) === 'Item 1 of 14', position(el));
      part(el, 'story-pause')!.click();
      await waitUntil(() => !part<HTMLVideoElement>(el, 'story-video')!.paused, 'play never played');
      expect(getComputedStyle(storyOf(el)!).animationName).to.equal('none');
    } finally {
      await resetMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('under Save-Data no video autoplays (photos still play on), and nothing is fetched ahead', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    restore = () => delete (navigator as { connection?: unknown }).connection;
    const made = watchVideos();
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    await openStory(el, 0);
    const video = part<HTMLVideoElement>(el, 'story-video')!;
    expect(part(el, 'story-pause')!.getAttribute('aria-label')).to.equal('Play');
    await new Promise((r) => setTimeout(r, 600));
    expect(video.paused).to.equal(true);
    part(el, 'story-next')!.click();
    await waitUntil(() => position(el) === 'Item 2 of 14', position(el));
    const clock = await clockOf(el);
    await waitUntil(() => clock.playState === 'running', 'the photo did not play');
    // The next item is a video: its file is not fetched ahead.
    expect(made.filter((v) => v.src.includes('vid-01')).length).to.equal(0);
    // Paused by the shopper, a photo whose time is up stays.
    part(el, 'story-pause')!.click();
    await finishItem(el);
    await new Promise((r) => setTimeout(r, 300));
    expect(position(el)).to.equal('Item 2 of 14');
  });

  it('nothing plays while the page is hidden (another tab); it plays on when the page shows again', async () => {
    const { el } = await mountLoaded(albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true }));
    await openStory(el, 1);
    const clock = await clockOf(el);
    await waitUntil(() => clock.playState === 'running', 'the photo did not play');
    const hide = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    restore = () => delete (document as { hidden?: boolean }).hidden;
    hide(true);
    expect(clock.playState).to.equal('paused');
    // The shopper did not pause: the button still offers to.
    expect(part(el, 'story-pause')!.getAttribute('aria-label')).to.equal('Pause');
    hide(false);
    expect(clock.playState).to.equal('running');
  });

  it('openedWidget says "stories"; openedLightbox goes out for every item shown, actionClicked for a product link', async () => {
    const key = uniqueKey('stories-analytics');
    const sent = [] as { name: string; body: Record<string, unknown> }[];
    const { el } = await mountLoaded(
      albumAttrs({ 'album-id': STORIES, layout: 'stories', 'per-page': 6, eager: true, 'api-key': key, 'analytics-url': sandboxUrl }),
    );
    el.addEventListener('ugc-analytics', (e) => sent.push(e.detail));
    await waitUntil(async () => {
      const res = await fetch(`${sandboxUrl}/__events?api_key=${key}&name=openedWidget`);
      return (await res.json()).data.length;
    }, 'openedWidget never arrived');
    const widget = await (await fetch(`${sandboxUrl}/__events?api_key=${key}&name=openedWidget`)).json();
    expect(widget.data[0].body.widget).to.equal('stories');
    const items = (await (await fetch(`${sandboxUrl}/api/v2/albums/${STORIES}/photos?api_key=${key}&per_page=6`)).json()).data;
    await openStory(el, 0);
    part(el, 'story-next')!.click();
    await waitUntil(() => position(el) === 'Item 2 of 14', position(el));
    await waitUntil(() => parts(el, 'product').length, 'no product');
    const link = parts<HTMLAnchorElement>(el, 'product')[0]!;
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.click();
    await waitUntil(() => sent.filter((s) => s.name !== 'widgetVisible').length >= 3, `sent: ${sent.map((s) => s.name)}`);
    expect(sent.filter((s) => s.name === 'openedLightbox').map((s) => s.body['album_photo_id'])).to.deep.equal([items[0].album_photo_id, items[1].album_photo_id]);
    const action = sent.find((s) => s.name === 'actionClicked')!;
    expect([action.body['album_photo_id'], action.body['action_link_url']]).to.deep.equal([items[1].album_photo_id, link.href]);
  });
});
