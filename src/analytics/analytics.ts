import type {
  EngagementBody,
  EngagementEventName,
  EngagementTracker,
  EngagementTrackerOptions,
} from './analytics.types.js';
import { getAnalyticsConsent, shared } from './shared-state.js';
import type { Held } from './shared-state.js';
import { httpUrl } from '../client/media.js';
import { jsonText } from '../client/canonical-json.js';
import { visitorId } from './visitor-id.js';
import { deliver, full } from './delivery.js';

/** Events held while consent is pending; later ones are dropped. */
const MAX_HELD = 20;

/**
 * The engagement tracker of one widget (contract §4). Bodies are compact JSON with keys in this
 * fixed order: `API_KEY`, `uid`, `platform`, then
 * - `openedWidget`, `widgetVisible`: `album_id`, `widget`, `photos`, `per_page`, `page`
 * - `loadMore`: `album_id`, `per_page`, `page`, `photos`
 * - `openedLightbox`: `album_id`, `album_photo_id`
 * - `actionClicked`: `album_id`, `album_photo_id`, `action_link_url`
 *
 * `openedWidget` is sent once, for the first page 1 rendered; `widgetVisible` once, after it
 * (immediately after, if the widget was seen before its first page rendered); `loadMore` for every
 * call with a page ≥ 2. An event that happens while the widget is opted out, without consent or
 * without a usable `analyticsUrl` still counts as having happened.
 */
export function createEngagementTracker(options: EngagementTrackerOptions): EngagementTracker {
  let opened: EngagementBody | undefined;
  // 0: not seen yet, 1: seen before openedWidget, 2: widgetVisible done.
  let seen = 0;

  const off = (): boolean => {
    try {
      return !!options.disabled?.();
    } catch {
      return true;
    }
  };

  const emit = (name: EngagementEventName, fields: EngagementBody): void => {
    if (off()) return;
    whenConsented((ok) => {
      try {
        if (!ok || off()) return;
        let body: EngagementBody | undefined;
        // The visitor id is made (and stored) only for an event that is really going out.
        const sent = postEvent(options.analyticsUrl, name, () => {
          const uid = visitorId();
          return uid ? (body = { API_KEY: options.apiKey, uid, platform: 'web', ...fields }) : null;
        }, options.fetch);
        // Given up or dropped: the element tells the merchant (ugc-error kind `analytics`).
        sent?.then((ok) => ok || options.onLost?.()).catch(() => {});
        if (body) options.onSend(name, body);
      } catch {
        // A failing host listener is not ours to report.
      }
    });
  };

  const visible = (): void => {
    if (opened && seen < 2) {
      seen = 2;
      emit('widgetVisible', opened);
    } else seen ||= 1;
  };

  // Every method swallows errors: analytics must never break the widget.
  return {
    pageRendered(albumId, page, perPage, items) {
      try {
        const photos = items
          .map((item) => item.albumPhotoId)
          .filter((id) => id > 0)
          .join(',');
        if (page > 1) {
          emit('loadMore', { album_id: albumId, per_page: perPage, page, photos });
        } else if (!opened) {
          opened = { album_id: albumId, widget: options.widget(), photos, per_page: perPage, page };
          emit('openedWidget', opened);
          if (seen) visible();
        }
      } catch {
        /* see above */
      }
    },
    becameVisible() {
      visible();
    },
    lightboxOpened(albumId, item) {
      try {
        emit('openedLightbox', { album_id: albumId, album_photo_id: item.albumPhotoId });
      } catch {
        /* see above */
      }
    },
    actionClicked(albumId, item, url) {
      try {
        emit('actionClicked', {
          album_id: albumId,
          album_photo_id: item.albumPhotoId,
          action_link_url: url,
        });
      } catch {
        /* see above */
      }
    },
  };
}

/**
 * @internal Runs `task(true)` now when consent is granted; holds it while pending (then runs it with
 * the page's decision, see consent.ts); runs `task(false)` when denied or when the hold is full.
 */
export function whenConsented(task: Held): void {
  const state = getAnalyticsConsent();
  const held = (shared().held ??= []);
  if (state === 'pending' && held.length < MAX_HELD) held.push(task);
  else task(state === 'granted');
}

/**
 * @internal `{analyticsUrl}/events/{name}` when `analyticsUrl` is an http(s) URL (relative ones
 * resolve against the page), else null. A trailing slash, query or hash on it is ignored.
 */
export const eventUrl = (analyticsUrl: string, name: string): string | null => {
  const url = analyticsUrl ? httpUrl(analyticsUrl, globalThis.location?.href) : null;
  return url ? `${url.origin}${url.pathname.replace(/\/+$/, '')}/events/${name}` : null;
};

/**
 * @internal The transport: one compact-JSON POST through the page's delivery queue (delivery.ts).
 * `body` is asked for only once the event can go (a usable URL and `fetch`, room in the queue): it
 * makes the visitor id, which must not exist for an event that is never sent; it returns null to
 * send nothing. Returns undefined when nothing was sent, else a promise of whether the collector
 * answered 2xx (false: dropped or given up), which never rejects.
 */
export const postEvent = (
  analyticsUrl: string,
  name: string,
  body: () => object | null,
  fetchImpl: typeof fetch | undefined = globalThis.fetch,
): Promise<boolean> | undefined => {
  const url = eventUrl(analyticsUrl, name);
  if (!url || typeof fetchImpl != 'function') return;
  if (full()) return deliver(url, '', fetchImpl);
  const made = body();
  // Our own writer: a page's old scripts may have broken JSON.stringify (canonical-json.ts).
  return made ? deliver(url, jsonText(made)!, fetchImpl) : undefined;
};
