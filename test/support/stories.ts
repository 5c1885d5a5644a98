// Helpers for the stories tests: opening the viewer from a card, its position, its clock.
import { expect } from '@open-wc/testing';
import { waitUntil } from './wait.js';
import type { UgcAlbumElement } from '../../src/element/ugc-album.js';
import { counted, part, parts } from './album.js';

/** The open story viewer, or null. */
export const storyOf = (el: UgcAlbumElement): HTMLDialogElement | null => {
  const d = part<HTMLDialogElement>(el, 'story');
  return d?.open ? d : null;
};

/** "Item n of total", as announced. */
export const position = (el: UgcAlbumElement): string => storyOf(el)?.querySelector('#story-position')?.textContent?.trim() ?? '';

/** Activates card `index` (a click) and waits until its story shows, the count known ("of 14"). */
export async function openStory(el: UgcAlbumElement, index: number): Promise<HTMLDialogElement> {
  await counted(el);
  parts(el, 'item')[index]!.click();
  // The first open may still be fetching the stories chunk: slow in WebKit on a busy machine.
  await waitUntil(() => storyOf(el) && position(el) === `Item ${index + 1} of ${part(el, 'count')!.textContent!.match(/\d+/)![0]}`, 'the story never opened', { timeout: 20000 });
  const d = storyOf(el)!;
  await Promise.all(d.getAnimations().map((a) => a.finished.catch(() => {})));
  return d;
}

/** The current item's clock: the animation of its progress segment's fill. */
export async function clockOf(el: UgcAlbumElement): Promise<Animation> {
  let clock: Animation | undefined;
  await waitUntil(() => (clock = storyOf(el)?.querySelector('.segment-fill')?.getAnimations()[0]), 'the item has no clock');
  return clock!;
}

/** Ends the current item at once, as its time running out would: a photo's clock, a video's end. */
export async function finishItem(el: UgcAlbumElement): Promise<void> {
  const video = part<HTMLVideoElement>(el, 'story-video');
  if (video && !video.error && storyOf(el)!.querySelector('.story-column')!.getAttribute('data-video') === 'true') {
    await waitUntil(() => video.readyState >= 1 || video.error, 'the video never loaded');
    if (!video.error) {
      video.currentTime = video.duration;
      return;
    }
  }
  (await clockOf(el)).finish();
}

/** axe, over the element and its open dialog. */
export async function accessible(el: UgcAlbumElement): Promise<void> {
  await expect(el).to.be.accessible();
}
