import type { ReactiveController, ReactiveControllerHost } from 'lit';

type Host = ReactiveControllerHost & Element;

/**
 * Two facts about where the host is, one IntersectionObserver each, released with the host:
 * - `near`: within about one viewport of being seen (gates the first fetch). Latches: once near,
 *   the host has what it needs and that observer is gone.
 * - `visible`: really on screen, meaning part of it is inside the middle half of the viewport. For a
 *   small widget that is all of it; for a tall one at least a quarter of the screen. Ratios alone
 *   can't express this: a gallery taller than two viewports never reaches 50 %.
 */
export class VisibilityController implements ReactiveController {
  near = false;
  visible = false;
  #host: Host;
  #onChange: () => void;
  #observers: IntersectionObserver[] = [];

  /** `onChange` is called when `near` or `visible` changes. */
  constructor(host: Host, onChange: () => void) {
    this.#host = host;
    this.#onChange = onChange;
    host.addController(this);
  }

  hostConnected(): void {
    const observe = (rootMargin: string, seen: (now: boolean) => void) => {
      const io = new IntersectionObserver(
        (entries) => seen(entries[entries.length - 1]!.isIntersecting),
        { rootMargin },
      );
      io.observe(this.#host);
      this.#observers.push(io);
      return io;
    };
    if (!this.near) {
      const io = observe('100% 0px', (now) => {
        if (!now || this.near) return;
        this.near = true;
        io.disconnect();
        this.#onChange();
      });
    }
    observe('-25% 0px', (now) => {
      if (now === this.visible) return;
      this.visible = now;
      this.#onChange();
    });
  }

  hostDisconnected(): void {
    for (const io of this.#observers) io.disconnect();
    this.#observers = [];
    this.visible = false;
  }
}
