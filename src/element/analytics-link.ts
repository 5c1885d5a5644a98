import type { EngagementTracker } from '../analytics/analytics.types.js';
import type { AlbumConfig, ConfigProblem } from './album-config.js';
import { ContentError } from '../client/content-error.js';
import { lazyChunk } from './chunk.js';
import type { Widget } from './engagement.js';
import { emit } from './events.js';

/** The tracker's code, a chunk of its own (shared with the shop's conversion calls). */
const analyticsChunk = lazyChunk('analytics', () => import('./engagement.js'));

/**
 * A widget's engagement tracker, as the first render knows it: a promise of it, whose code is asked
 * for as loading starts (its first event follows the first page). The tracker is made again only
 * when the collector or the key change.
 */
export class AnalyticsLink {
  #host: Widget;
  #tracker: Promise<EngagementTracker | void> | undefined;
  /** The collector and key the tracker was made for. */
  #key = '';
  /** The chunk failed and `ugc-error` said so. */
  #reported = false;

  constructor(host: Widget) {
    this.#host = host;
  }

  /**
   * The tracker for `config` (undefined without a collector). Calls chained on it wait for it and
   * run in the order they were made.
   */
  tracker(config: AlbumConfig | ConfigProblem): Promise<EngagementTracker | void> | undefined {
    if ('attribute' in config || !config.analyticsUrl) return undefined;
    const key = `${config.analyticsUrl} ${config.apiKey}`;
    if (key !== this.#key) {
      this.#key = key;
      this.#tracker = analyticsChunk().then(
        (m) => m.trackerFor(this.#host, config),
        (error) => {
          // What was asked is dropped; the next event asks again (offline). The shopper sees nothing,
          // the merchant is told: once per widget, a `ugc-error` of kind `analytics`.
          this.#key = '';
          if (!this.#reported) {
            this.#reported = true;
            emit(this.#host, 'ugc-error', { error: new ContentError(String(error), 'analytics') });
          }
        },
      );
    }
    return this.#tracker;
  }
}
