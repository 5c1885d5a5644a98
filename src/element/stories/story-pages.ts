import { nothing, render } from 'lit';
import type { TemplateResult } from 'lit';
import type { MediaItem } from '../../client/media.types.js';

/*
 * What the story viewer shows over an item's media, in two pages: the current item's, in front, and
 * the next item's, prepared behind it while the page is idle (its byline, caption and product cards
 * made, their images loaded, laid out and painted, unseen and inert). A step then only changes which
 * page is in front. Made in the step's own frame, they were most of a phone's slow frames while
 * swiping (docs/performance.md, "Stories"). The media are not in the pages: the playback fetches the
 * next one ahead (story-playback.ts), and its element waiting in the page behind measured worse.
 */

/** What a page shows. */
export interface PageContent {
  byline: TemplateResult;
  bottom: TemplateResult;
}

interface Page {
  item: MediaItem | undefined;
  /** Where its byline (beside the buttons) and its bottom (caption, products) go in the dialog. */
  byline: HTMLElement;
  bottom: HTMLElement;
}

const page = (): Page => ({ item: undefined, byline: document.createElement('div'), bottom: document.createElement('div') });

const rootsOf = (p: Page) => [p.byline, p.bottom];

export class StoryPages {
  #pages = [page(), page()];
  /** Index in #pages of the front one. */
  #front = 0;
  /** The pages' roots, in the dialog's order: its top holds the bylines, its bottom the rest. */
  readonly bylines = this.#pages.map((p) => p.byline);
  readonly bottoms = this.#pages.map((p) => p.bottom);

  /** The item whose page is prepared behind the front one. */
  get behind(): MediaItem | undefined {
    return this.#pages[1 - this.#front]!.item;
  }

  /**
   * Shows `item`'s page in front, rendered with `content`: the page prepared for it, else the one
   * behind (the first item, a step back). Says whether focus was in the page sent behind (it is out
   * of reach there).
   */
  show(item: MediaItem, content: PageContent): boolean {
    let front = this.#pages[this.#front]!;
    let refocus = false;
    if (front.item !== item) {
      const scope = front.byline.getRootNode() as Partial<DocumentOrShadowRoot>;
      const active = scope.activeElement;
      refocus = !!active && rootsOf(front).some((r) => r.contains(active));
      this.#front = 1 - this.#front;
      front = this.#pages[this.#front]!;
    }
    this.#render(front, item, content);
    for (const p of this.#pages) {
      for (const r of rootsOf(p)) {
        r.toggleAttribute('inert', p !== front);
        r.classList.toggle('behind', p !== front);
      }
    }
    return refocus;
  }

  /** Prepares `item`'s page behind the front one. */
  prepare(item: MediaItem, content: PageContent): void {
    this.#render(this.#pages[1 - this.#front]!, item, content);
  }

  /** Both pages let go of their elements and images (the viewer closed). */
  clear(): void {
    for (const p of this.#pages) {
      for (const r of rootsOf(p)) render(nothing, r);
      p.item = undefined;
    }
  }

  #render(p: Page, item: MediaItem, content: PageContent): void {
    render(content.byline, p.byline);
    render(content.bottom, p.bottom);
    p.item = item;
  }
}
