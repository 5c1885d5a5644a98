import type { ReactiveController } from 'lit';
import type { Host } from '../host.js';
import { safeUrl } from '../image-sources.js';
import type { MediaItem } from '../../client/media.types.js';
import { saveData } from './motion.js';

/*
 * The stories row's motion preview: one video card at a time plays its video, muted, looping and
 * inline, over its still. The card is the one under the mouse or keyboard focus, else the video card
 * most in view once the row has stopped moving (the first of those wholly in view): a phone has no
 * hover, and a row that comes to rest is where a shopper is looking. One `<video>` element for the
 * whole row, moved from card to card (iOS limits how many may play; a second one would fetch a second
 * file), fetching nothing until a card is chosen (`preload="none"`). Decoration only: hidden from
 * assistive technology (the card's name is its label), never counted as a view. Nothing plays under
 * reduced motion or Save-Data, while the page is hidden, while the row is out of view, or while the
 * story viewer is open.
 */

/** How long the row must stay still before the card most in view starts (a swipe passes cards by). */
const SETTLE_MS = 300;
/** A card must be at least this much in view to play without being pointed at. */
const IN_VIEW = 0.75;

export class StoryPreview implements ReactiveController {
  #host: Host;
  #items: () => readonly MediaItem[];
  /** The one video element, made when a card first plays. */
  #video: HTMLVideoElement | undefined;
  /** The card the video is in, playing or paused. */
  #card: HTMLElement | null = null;
  /** How much of each video card is in view, as last reported. */
  #seen = new Map<Element, number>();
  /** The card under the mouse or holding focus. */
  #pointed: HTMLElement | null = null;
  /** The story viewer is open. */
  #viewing = false;
  /** Cards whose video failed to load: they keep their still. */
  #failed = new WeakSet<Element>();
  #row: Element | null = null;
  #timer = 0;
  #motion = matchMedia('(prefers-reduced-motion: reduce)');
  #io: IntersectionObserver | undefined;

  /** `items` are the items the cards show (card `data-i` = index). */
  constructor(host: Host, items: () => readonly MediaItem[]) {
    this.#host = host;
    this.#items = items;
    // Connected already: Lit calls hostConnected at once (which asks for an update).
    host.addController(this);
  }

  hostConnected(): void {
    this.#io ??= new IntersectionObserver((entries) => this.#measure(entries), { threshold: [0, 0.25, 0.5, IN_VIEW, 1] });
    const host = this.#host;
    host.addEventListener('ugc-lightbox-open', this.#open);
    host.addEventListener('ugc-lightbox-close', this.#close);
    document.addEventListener('visibilitychange', this.#choose);
    this.#motion.addEventListener('change', this.#choose);
    // Moved in the page: its row is found and watched again after the next update.
    host.requestUpdate();
  }

  hostDisconnected(): void {
    const host = this.#host;
    host.removeEventListener('ugc-lightbox-open', this.#open);
    host.removeEventListener('ugc-lightbox-close', this.#close);
    document.removeEventListener('visibilitychange', this.#choose);
    this.#motion.removeEventListener('change', this.#choose);
    this.#watch(null);
    this.#play(null);
  }

  hostUpdated(): void {
    // The stories row's list of cards (not its aria-hidden placeholders), which a new load replaces.
    const row = this.#host.renderRoot.querySelector('.stories[role]');
    if (row !== this.#row) this.#watch(row);
    for (const card of row?.querySelectorAll('[part~=video]') ?? []) this.#io?.observe(card);
  }

  /** Follows `row` (null: none) for the cards in view and the one pointed at. */
  #watch(row: Element | null): void {
    const old = this.#row;
    for (const [type, listener] of this.#listeners) {
      old?.removeEventListener(type, listener);
      row?.addEventListener(type, listener);
    }
    this.#io?.disconnect();
    this.#seen.clear();
    this.#pointed = null;
    this.#row = row;
    this.#choose();
  }

  #measure(entries: IntersectionObserverEntry[]): void {
    for (const e of entries) this.#seen.set(e.target, e.isIntersecting ? e.intersectionRatio : 0);
    // A card that has left the view stops at once; a new one starts once the row is still.
    if (this.#card && !this.#seen.get(this.#card)) this.#play(null);
    clearTimeout(this.#timer);
    this.#timer = window.setTimeout(this.#choose, SETTLE_MS);
  }

  #point = (e: Event): void => {
    // A mouse, not a finger: a tap opens the viewer, and a touch's hover would linger after it.
    if ((e as PointerEvent).pointerType && (e as PointerEvent).pointerType != 'mouse') return;
    // Where the pointer or focus is now: leaving a card's image for its badge is staying on it.
    const to = (e.type.endsWith('out') ? (e as FocusEvent).relatedTarget : e.target) as Element | null;
    const card = to?.closest?.<HTMLElement>('[part~=video]') ?? null;
    if (card == this.#pointed) return;
    this.#pointed = card;
    this.#choose();
  };

  #listeners = [
    ['pointerover', this.#point],
    ['pointerout', this.#point],
    ['focusin', this.#point],
    ['focusout', this.#point],
  ] as const;

  #open = (): void => {
    this.#viewing = true;
    this.#choose();
    // The viewer's videos play now: the preview's leaves the page and lets its file go (a paused
    // element that holds a file still counts against iOS's limit); it comes back with the row.
    const v = this.#video;
    if (v) {
      v.remove();
      v.removeAttribute('src');
      v.load();
    }
    this.#card = null;
  };

  #close = (): void => {
    this.#viewing = false;
    this.#choose();
  };

  /** The card that should play now, if any may. */
  #chosen(): HTMLElement | null {
    if (this.#viewing || document.hidden || this.#motion.matches || saveData()) return null;
    const pointed = this.#pointed;
    if (pointed?.isConnected && !this.#failed.has(pointed) && this.#seen.get(pointed)) return pointed;
    let best: HTMLElement | null = null;
    let most = IN_VIEW - 0.01;
    // In the row's order: of cards equally in view, the first.
    for (const [card, ratio] of this.#seen) {
      if (ratio > most && card.isConnected && !this.#failed.has(card)) {
        best = card as HTMLElement;
        most = ratio;
      }
    }
    return best;
  }

  // A field: also a listener.
  #choose = (): void => {
    clearTimeout(this.#timer);
    this.#play(this.#chosen());
  };

  /** Plays `card`'s video in it (null: pauses), moving the one video element there. */
  #play(card: HTMLElement | null): void {
    const video = this.#video;
    const url = card ? safeUrl(this.#items()[Number(card.dataset['i'])]?.videoUrl) : undefined;
    if (typeof url !== 'string') {
      // Back to the still; a card that plays again fades in again.
      video?.pause();
      video?.classList.remove('playing');
      return;
    }
    const v = (this.#video ??= this.#make());
    if (card !== this.#card) {
      v.pause();
      v.classList.remove('playing');
      v.src = url;
      // Under the card's badge, marks and name (positioned after it), over its still.
      card!.prepend(v);
      this.#card = card;
    }
    v.preload = 'auto';
    // Refused (iOS in Low Power Mode): the still stays.
    v.play().catch(() => {});
  }

  #make(): HTMLVideoElement {
    const v = document.createElement('video');
    v.className = 'story-preview';
    v.setAttribute('aria-hidden', 'true');
    v.preload = 'none';
    v.muted = v.loop = v.playsInline = true;
    v.disablePictureInPicture = true;
    // Shown once it has a frame to show: the still stays under it until then.
    v.addEventListener('playing', () => v.classList.add('playing'));
    v.addEventListener('error', () => {
      if (!this.#card) return;
      this.#failed.add(this.#card);
      v.classList.remove('playing');
      this.#choose();
    });
    return v;
  }
}
