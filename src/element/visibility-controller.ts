import type { ReactiveController } from 'lit';
import type { Host } from './host.js';

/**
 * Whether the host is `near`: within about one viewport of being seen (gates the first fetch).
 * Latches: once near, the host has what it needs and the observer is gone. (Whether it is really
 * seen, for the analytics, is the analytics chunk's: element/engagement.ts.)
 */
export class VisibilityController implements ReactiveController {
  near = false;
  #host: Host;
  #onNear: () => void;
  #observer: IntersectionObserver | undefined;

  /** `onNear` is called when `near` becomes true. */
  constructor(host: Host, onNear: () => void) {
    this.#host = host;
    this.#onNear = onNear;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.near) return;
    const io = (this.#observer = new IntersectionObserver(
      (entries) => {
        if (!entries[entries.length - 1]!.isIntersecting) return;
        this.near = true;
        io.disconnect();
        this.#onNear();
      },
      { rootMargin: '100% 0px' },
    ));
    io.observe(this.#host);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }
}
