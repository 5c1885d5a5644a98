import type { MediaItem } from '../client/media.types.js';

/** The engagement events of contract §4 that a widget sends. */
export type EngagementEventName =
  | 'openedWidget'
  | 'widgetVisible'
  | 'loadMore'
  | 'openedLightbox'
  | 'actionClicked';

/** A body as sent: `API_KEY`, `uid`, `platform` and the event's own fields (contract §4). */
export type EngagementBody = Record<string, string | number>;

/** What the element gives its tracker when it is made. */
export interface EngagementTrackerOptions {
  /** Collector origin (`analytics-url`); nothing is sent without one. */
  analyticsUrl: string;
  apiKey: string;
  /** Layout name for the `widget` field, e.g. `"grid"`. */
  widget: () => string;
  /** Called for every event actually sent, so the element can dispatch `ugc-analytics`. */
  onSend: (name: EngagementEventName, body: EngagementBody) => void;
  /**
   * Called when one of its events was not delivered: dropped past the page's queue bound, refused by
   * the collector, or given up after its retries (docs/analytics.md, "Delivery").
   */
  onLost?: () => void;
  /** Per-widget opt-out (`no-analytics`): when it returns true nothing is sent. */
  disabled?: () => boolean;
  fetch?: typeof fetch;
}

/**
 * One per widget. Knows the contract's once-only rules so the element only reports what happened.
 * Every method is fire-and-forget: it never throws and never returns a promise to await.
 */
export interface EngagementTracker {
  /** A page has rendered: page 1 → `openedWidget` (once per widget), page ≥ 2 → `loadMore`. */
  pageRendered(albumId: number, page: number, perPage: number, items: readonly MediaItem[]): void;
  /** The widget really entered the viewport → `widgetVisible` (once, and only after `openedWidget`). */
  becameVisible(): void;
  /** An item was opened in the detail view → `openedLightbox`. */
  lightboxOpened(albumId: number, item: MediaItem): void;
  /** The visitor followed the item's CTA or a product link → `actionClicked`. */
  actionClicked(albumId: number, item: MediaItem, url: string): void;
}
