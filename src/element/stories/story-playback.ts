import { safeUrl, srcset, upToLarge } from '../image-sources.js';
import type { MediaItem } from '../../client/media.types.js';
import { afterFrame, whenIdle } from './after-frame.js';

/*
 * What plays in the story viewer: the clock of the item shown (a photo's 5 seconds, a video's own
 * time), drawn as the fill of its progress segment, and the viewer's video elements.
 *
 * The clock is a Web Animation of that fill: the compositor draws it (no script runs per frame while
 * a story plays), it pauses and resumes with the story, and its end is a photo's end. A video's
 * animation follows the video (its time, its stalls). At most two `<video>` elements ever exist,
 * reused from item to item (iOS limits how many may play): the current item's, and the next item's,
 * loading ahead. Nothing else is fetched ahead. A photo is an image element made here too: the next
 * item's, made and decoded ahead, is the one the viewer shows when the shopper gets there, so the
 * step's frame neither chooses its source nor waits for its decode.
 */

/** How long a photo stays up while playing. */
export const PHOTO_MS = 5000;

/** What the clock reports to its viewer. */
export interface PlaybackEvents {
  /** The item's time is up (a photo's 5 s, a video's end). */
  ended(): void;
  /** A video played on to `time` seconds (its timed products). */
  time(time: number): void;
  /** A video may not play on its own (autoplay refused: Low Power Mode…): the viewer shows it paused. */
  refused(): void;
}

const videoOf = (item: MediaItem | undefined) => (item?.type === 'video' ? safeUrl(item.videoUrl) : undefined);

/** The still a video shows before it plays, or a photo's largest rendition up to `large`. */
export const stillOf = (item: MediaItem): string | undefined => {
  const stills = upToLarge(item.renditions);
  const url = safeUrl(stills[stills.length - 1]?.url);
  return typeof url === 'string' ? url : undefined;
};

export class StoryPlayback {
  #events: PlaybackEvents;
  /** The two video elements, each made as the first video needs it (until then, a hole). */
  #videos: (HTMLVideoElement | undefined)[] = [];
  /** Index in #videos of the current item's video. */
  #slot = 0;
  #item: MediaItem | undefined;
  #anim: Animation | undefined;
  /** The current item plays as a photo: a photo, or a video that cannot play (no file, an error). */
  #still = true;
  #playing = false;
  #muted = true;

  constructor(events: PlaybackEvents) {
    this.#events = events;
  }

  /** The current photo's image element, and the next item's (made and decoded ahead). */
  #image: StoryImage | undefined;
  #nextImage: StoryImage | undefined;

  /** The image element of `item` (the current one, a photo): the one made ahead for it, or a new one. */
  imageFor(item: MediaItem): HTMLImageElement {
    if (this.#image?.item !== item) this.#image = this.#nextImage?.item === item ? this.#nextImage : { item, img: storyImage(item) };
    return this.#image.img;
  }

  /** The video element of `item` (the current one), or null for a photo. Made or reused here. */
  videoFor(item: MediaItem): HTMLVideoElement | null {
    const url = videoOf(item);
    if (typeof url !== 'string') return null;
    const spare = this.#videos[1 - this.#slot];
    // The next item's video, already loading: it becomes the current one.
    if (spare?.dataset['src'] === url) this.#slot = 1 - this.#slot;
    const video = (this.#videos[this.#slot] ??= this.#make());
    if (video.dataset['src'] !== url) {
      video.dataset['src'] = video.src = url;
      video.poster = stillOf(item) ?? '';
    }
    video.preload = 'auto';
    video.setAttribute('aria-label', item.alt);
    return video;
  }

  #make(): HTMLVideoElement {
    const video = document.createElement('video');
    video.setAttribute('part', 'story-video');
    video.playsInline = video.muted = true;
    // Lit renders the element itself, so these stay for its life; only the current one is in the page.
    video.addEventListener('timeupdate', () => this.#sync(video));
    video.addEventListener('playing', () => this.#sync(video));
    video.addEventListener('waiting', () => video === this.#current && !this.#still && this.#anim?.pause());
    video.addEventListener('loadedmetadata', () => video === this.#current && this.#clock(video.duration * 1e3));
    video.addEventListener('ended', () => video === this.#current && this.#events.ended());
    video.addEventListener('error', () => video === this.#current && this.#fail());
    return video;
  }

  get #current(): HTMLVideoElement | undefined {
    const v = this.#videos[this.#slot];
    return this.#item && v?.dataset['src'] === videoOf(this.#item) ? v : undefined;
  }

  /**
   * The viewer now shows `item`, its progress fill rendered as `fill`: its clock starts over, at
   * rest until `play(true)`. `next` loads ahead, unless `lean` (Save-Data): then nothing does.
   */
  show(item: MediaItem, fill: Element | null, next: MediaItem | undefined, lean: boolean): void {
    this.#item = item;
    this.#fill = fill;
    const video = this.#current;
    this.#still = !video || !!video.error;
    for (const v of this.#videos) if (v && v !== video) v.pause();
    if (video && video.currentTime > 0) video.currentTime = 0;
    this.#clock(this.#still ? PHOTO_MS : video!.duration * 1e3);
    // Once the item is on screen, and only if it is still the one shown.
    afterFrame(() => this.#item === item && this.#preload(next, lean));
  }

  #fill: Element | null = null;

  /** Starts the fill over for an item of `ms` (not yet known for a video without its metadata). */
  #clock(ms: number): void {
    this.#anim?.cancel();
    this.#anim = undefined;
    if (!this.#fill || !(ms > 0) || !Number.isFinite(ms)) return;
    const anim = this.#fill.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], { duration: ms, fill: 'forwards' });
    anim.pause();
    this.#anim = anim;
    if (this.#still) anim.finished.then(() => this.#anim === anim && this.#events.ended(), () => {});
    const video = this.#current;
    if (video && !this.#still) anim.currentTime = video.currentTime * 1e3;
    if (this.#playing && (this.#still || !video?.paused)) anim.play();
  }

  /** The video's time, and its clock with it. */
  #sync(video: HTMLVideoElement): void {
    // A video that failed has a clock of its own (`#fail`).
    if (video !== this.#current || this.#still) return;
    const anim = this.#anim;
    if (anim) {
      anim.currentTime = video.currentTime * 1e3;
      if (video.paused) anim.pause();
      else anim.play();
    }
    this.#events.time(video.currentTime);
  }

  /** The video's file fails: the item stays up as its still, for a photo's time, as a photo plays on. */
  #fail(): void {
    this.#still = true;
    this.#clock(PHOTO_MS);
  }

  /** Plays or pauses the current item (a video, its clock with it). */
  play(on: boolean): void {
    this.#playing = on;
    const video = this.#current;
    if (video && !this.#still) {
      video.muted = this.#muted;
      // Its clock stops with it (not every engine reports the pause with a timeupdate); a video
      // that plays restarts it (`playing`).
      if (!on) {
        this.#anim?.pause();
        return video.pause();
      }
      // A play the browser refuses (autoplay policy, Low Power Mode) is shown as paused. A file that
      // fails (NotSupportedError) plays on as a still (`#fail`); a pause or the next item (AbortError)
      // is no refusal.
      video.play().catch((e: DOMException) => e.name === 'NotAllowedError' && this.#playing && video === this.#current && this.#events.refused());
      return;
    }
    if (on) this.#anim?.play();
    else this.#anim?.pause();
  }

  set muted(on: boolean) {
    this.#muted = on;
    const video = this.#current;
    if (video) video.muted = on;
  }

  /** The item after the current one loads ahead: its video (in the spare element) or its image. */
  #preload(next: MediaItem | undefined, lean: boolean): void {
    if (!next || lean) return;
    const url = videoOf(next);
    if (typeof url === 'string') {
      const slot = 1 - this.#slot;
      const spare = (this.#videos[slot] ??= this.#make());
      if (spare.dataset['src'] !== url) {
        spare.dataset['src'] = spare.src = url;
        spare.poster = stillOf(next) ?? '';
      } else if (spare.currentTime > 0) {
        // The file of an item shown before, where it stopped: back to its start now, not in the
        // step's frame (a seek there, its decoder's flush, was a phone's slow frame).
        spare.currentTime = 0;
      }
      spare.preload = 'auto';
      return;
    }
    // The viewer's own image for it, detached until then: its file loads now, and decodes once the
    // page is idle (right after a step, its decode shared a phone's cores with the new story's frames).
    const ahead = (this.#nextImage = { item: next, img: storyImage(next) });
    whenIdle(() => {
      if (this.#nextImage === ahead) ahead.img.decode().catch(() => {});
    });
  }

  /** The viewer closed: everything stops and lets go of its files. */
  stop(): void {
    this.#anim?.cancel();
    this.#anim = undefined;
    this.#item = this.#image = this.#nextImage = undefined;
    this.#fill = null;
    this.#playing = false;
    for (const v of this.#videos) {
      if (!v) continue;
      v.pause();
      v.removeAttribute('src');
      delete v.dataset['src'];
      v.load();
    }
  }

}

/** The story's width: the whole phone screen, or a 9:16 column as tall as the window. */
export const STORY_SIZES = 'min(100vw,56.25vh)';

interface StoryImage {
  item: MediaItem;
  img: HTMLImageElement;
}

/** A photo's image in the viewer (part `story-image`): its renditions up to large, for the story's width. */
const storyImage = (item: MediaItem): HTMLImageElement => {
  const img = new Image();
  img.setAttribute('part', 'story-image');
  img.referrerPolicy = 'no-referrer';
  img.decoding = 'async';
  img.alt = item.alt;
  img.sizes = STORY_SIZES;
  const set = srcset(upToLarge(item.renditions));
  if (typeof set === 'string') img.srcset = set;
  const still = stillOf(item);
  if (still) img.src = still;
  return img;
};
