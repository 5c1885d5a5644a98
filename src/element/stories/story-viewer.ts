import { nothing, render } from 'lit';
import type { ReactiveController, TemplateResult } from 'lit';
import type { AlbumLoader } from '../album-loader.js';
import type { EngagementTracker } from '../../analytics/analytics.types.js';
import { ViewerDialog } from '../viewer-dialog.js';
import { enDetail } from '../../i18n/i18n-detail.js';
import { enStory } from '../../i18n/i18n-story.js';
import type { UgcAlbumStrings } from '../../i18n/strings.js';
import type { Host } from '../host.js';
import { detailOf, shownProducts } from '../item-detail.js';
import { timedProduct } from '../shoppable.js';
import type { MediaItem } from '../../client/media.types.js';
import { storyGestures } from './story-gestures.js';
import { StoryPlayback } from './story-playback.js';
import { renderBottom, renderByline, renderStory } from './story-view.js';
import { StoryPages } from './story-pages.js';
import type { PageContent } from './story-pages.js';
import type { PageProduct, PageView, StoryView } from './story-view.js';
import { reducedMotion, saveData } from './motion.js';
import { afterFrame, whenIdle } from './after-frame.js';
import { warmText } from './warm-text.js';
import { moneyOptions } from '../product-price.js';

/** The host's strings, with English for what the locale (or the page's strings) does not say. */
const withEnglish = (strings: UgcAlbumStrings): UgcAlbumStrings => ({ ...enDetail, ...enStory, ...strings });

/**
 * The story viewer of one element: opens on a card as a modal dialog, plays each item (photos 5 s,
 * videos to their end, muted) and moves on by itself, into the album's next page, closing after the
 * last; previous and next, pause and play, sound, and close by buttons, keys and gestures. Nothing
 * plays or advances by itself under reduced motion, and no video autoplays under Save-Data.
 */
export class StoryViewer implements ReactiveController {
  /** Paused by the shopper (or never started: reduced motion, Save-Data, a refused autoplay). */
  #paused = false;
  /** A finger held down on the story. */
  #held = false;
  /** The page is hidden: nothing plays. */
  #hidden = false;
  #muted = true;
  /** The item the playback was last told about. */
  #shown: MediaItem | undefined;
  /** Of a video's timed products: the index (in its products) of the one whose moment came last. */
  #timed = -1;
  #ungesture: (() => void) | undefined;
  #loader: AlbumLoader;
  /** The host's strings (with English for what they do not say) and number formatting, as last rendered with. */
  #strings: UgcAlbumStrings | undefined;
  #format: StoryView['format'] | undefined;
  /**
   * The dialog's own render root (the element renders it while open): a step, a pause or a timed
   * product re-renders the story alone, not the whole element, which a phone paid for in every swipe.
   */
  #root = document.createElement('div');
  /** The current item's page, and the next item's, prepared behind it. */
  #pages = new StoryPages();
  /** `#warm` has run: a video's timed products are made ahead from then on (their prices need its formatters). */
  #warmed = false;
  /** A `#prepare` is waiting for the page to be idle. */
  #preparing = false;
  /** The modal dialog: the item shown, the card to give focus back to, the page's scroll lock, the links followed. */
  #dialog: ViewerDialog;
  #playback = new StoryPlayback({
    ended: () => void this.#step(1, true),
    time: (t) => this.#time(t),
    refused: () => {
      this.#paused = true;
      this.#run();
      this.#update();
    },
  });
  #onVisibility = () => {
    this.#hidden = document.hidden;
    this.#run();
  };

  constructor(host: Host, loader: AlbumLoader, track: () => Promise<EngagementTracker | void> | undefined) {
    this.#loader = loader;
    this.#dialog = new ViewerDialog(host, loader, track);
    host.addController(this);
  }

  hostDisconnected(): void {
    this.close(false);
  }

  hostUpdated(): void {
    this.#update();
  }

  /**
   * Renders the dialog (nothing while closed) into the viewer's root, the current item's page in
   * front; then a new item's playback starts, the next item's page is prepared once the page is
   * idle, and the gestures are followed on its stage.
   */
  #update(): void {
    const root = this.#root;
    const item = this.#loader.items[this.index];
    const refocus = !!item && !!this.#strings && this.#pages.show(item, this.#content(item, this.#timed));
    render(this.#view(), root);
    if (!item) return;
    if (refocus) root.querySelector<HTMLElement>('[part~="story-pause"]')?.focus();
    if (item !== this.#shown) {
      this.#shown = item;
      this.#playback.show(item, root.querySelector('.segment-fill'), this.#loader.items[this.index + 1], saveData());
      this.#run();
    }
    if (!this.#preparing && this.#pages.behind !== this.#loader.items[this.index + 1]) {
      this.#preparing = true;
      whenIdle(() => {
        this.#preparing = false;
        this.#prepare();
      });
    }
    const stage = root.querySelector<HTMLElement>('.story-media');
    if (stage && !this.#ungesture) {
      this.#ungesture = storyGestures(stage, {
        step: (d) => void this.#step(d, false),
        hold: (on) => {
          this.#held = on;
          this.#run();
        },
        close: () => root.querySelector('dialog')?.close(),
      });
    }
  }

  /**
   * The next item's page, prepared behind the current one, its timed products not come yet (not under
   * Save-Data: nothing of the next item loads ahead).
   */
  #prepare(): void {
    const next = this.#loader.items[this.index + 1];
    if (this.index < 0 || !next || saveData() || this.#pages.behind === next) return;
    this.#pages.prepare(next, this.#content(next, -1));
  }

  /** `item`'s page: its byline, caption and products, `timed` the timed product whose moment came last. */
  #content(item: MediaItem, timed: number): PageContent {
    const strings = this.#strings!;
    const dialog = this.#dialog;
    const v: PageView = {
      item,
      strings,
      format: this.#format!,
      products: this.#products(item, timed),
      now: Date.now(),
      cart: (p) => dialog.cart.render(item, p, strings),
      action: (url) => dialog.action(item, url),
    };
    return { byline: renderByline(v), bottom: renderBottom(v) };
  }

  /** Item shown, -1 when closed. */
  get index(): number {
    return this.#dialog.index;
  }

  /** Opens on card `index`, unless already open or the card no longer shows `item`. */
  async open(index: number, item: MediaItem): Promise<void> {
    if (this.index >= 0) return;
    this.#begin(item);
    if (!(await this.#dialog.open(index, item))) return;
    this.#hidden = document.hidden;
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#opened(item);
    whenIdle(() => this.#warm());
  }

  /**
   * Makes, while the first story plays, what a later swipe would otherwise pay for the first time: the
   * loaded products' currency formatters (the page's first: 120–180 ms at 4×, locale.ts) and the
   * fallback fonts of the loaded items' text (warm-text.ts); then the timed products, made ahead.
   */
  #warm(): void {
    const format = this.#format;
    const dialog = this.#root.querySelector('dialog');
    if (this.index < 0 || !format || !dialog) return;
    const { items } = this.#loader;
    const products = items.flatMap((item) => shownProducts(detailOf(item)));
    for (const currency of new Set(products.map((p) => p.currency))) if (currency) format(1, moneyOptions(currency));
    warmText(items.map((item) => item.userName + item.caption).join('') + products.map((p) => p.title).join(''), getComputedStyle(dialog));
    this.#warmed = true;
    this.#update();
  }

  /** A new item starts: playing, unless motion is reduced or it is a video and data is saved. */
  #begin(item: MediaItem): void {
    this.#paused = reducedMotion() || (item.type === 'video' && saveData());
    this.#timed = -1;
  }

  /**
   * `openedLightbox` for every item the viewer shows, sent a frame after the next item's fetch ahead
   * (which follows the item's first frame): in one task, the two were a phone's slow frame.
   */
  #opened(item: MediaItem): void {
    this.#dialog.viewedLater(item, (send) => afterFrame(send, 2));
  }

  /** The viewer closed (or must: new content, disconnection). Safe to call when closed. */
  close(returnFocus: boolean): void {
    if (this.index < 0) return;
    this.#playback.stop();
    this.#ungesture?.();
    this.#ungesture = this.#shown = undefined;
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#pages.clear();
    this.#dialog.close(returnFocus);
  }

  /**
   * On to the next item (loading the next page at the end of those loaded; closing after the last)
   * or back to the previous one. `auto`: the item's time ran out (never under reduced motion).
   */
  async #step(delta: 1 | -1, auto: boolean): Promise<void> {
    const index = this.index + delta;
    if (index < 0 || (auto && (this.#paused || reducedMotion()))) return;
    if (index >= this.#loader.items.length && this.#loader.hasNext) await this.#loader.more();
    if (this.index < 0 || this.index + delta !== index) return;
    const item = this.#loader.items[index];
    if (!item) return void this.#root.querySelector('dialog')?.close();
    this.#dialog.index = index;
    this.#begin(item);
    this.#update();
    this.#opened(item);
  }

  /** Plays while open, not paused, not held and the page is visible. */
  #run(): void {
    this.#playback.play(this.index >= 0 && !this.#paused && !this.#held && !this.#hidden);
  }

  #time(t: number): void {
    const item = this.#loader.items[this.index];
    if (!item) return;
    const d = detailOf(item);
    const now = timedProduct(d, shownProducts(d), t);
    if (now !== this.#timed) {
      this.#timed = now;
      this.#update();
    }
  }

  /**
   * The products of `item`'s page (those with a link), `timed` the index of the timed product whose
   * moment came last (-1: none yet): a video's timed products first, hidden but that one (the others
   * made only once `#warmed`), then those without a moment; a photo's, all shown.
   */
  #products(item: MediaItem, timed: number): PageProduct[] {
    const d = detailOf(item);
    const shown = shownProducts(d);
    const atMoments = new Set(d.timedProducts.map((t) => d.products[t.productIndex]));
    const current = shown[timed];
    const ordered = [...shown.filter((p) => atMoments.has(p)), ...shown.filter((p) => !atMoments.has(p))];
    const products = ordered.map((product) => ({ product, hidden: atMoments.has(product) && product !== current }));
    return products.filter((p) => this.#warmed || !p.hidden);
  }

  /** The viewer's root while open (the dialog in it), else nothing. */
  render(strings: UgcAlbumStrings, format: StoryView['format']): HTMLElement | typeof nothing {
    this.#strings = withEnglish(strings);
    this.#format = format;
    return this.index < 0 ? nothing : this.#root;
  }

  /** The dialog while open, else nothing. */
  #view(): TemplateResult | typeof nothing {
    const { index } = this;
    const dialog = this.#dialog;
    const item = this.#loader.items[index];
    const strings = this.#strings;
    const format = this.#format;
    if (!item || !strings || !format) return nothing;
    const video = this.#playback.videoFor(item);
    return renderStory({
      item,
      index,
      ...dialog.place(index),
      strings,
      format,
      paused: this.#paused,
      muted: this.#muted,
      video,
      media: video ?? this.#playback.imageFor(item),
      pages: this.#pages,
      step: (d) => void this.#step(d, false),
      toggle: () => {
        this.#paused = !this.#paused;
        this.#run();
        this.#update();
      },
      mute: () => {
        this.#playback.muted = this.#muted = !this.#muted;
        this.#update();
      },
      closed: () => this.close(true),
    });
  }
}
