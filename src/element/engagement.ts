import { createEngagementTracker } from '../analytics/analytics.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import type { AlbumConfig } from './album-config.js';
import { ContentError } from '../client/content-error.js';
import { emit } from './events.js';
import type { Host } from './host.js';

/** What the tracker reads from its widget, as it sends. */
export interface Widget extends Host {
  layout: string;
  noAnalytics: boolean;
}

/**
 * A widget's engagement tracker, wired to it: events name its layout, stop while it opts out and
 * are dispatched on it as `ugc-analytics`; `widgetVisible` follows its first sight. In the analytics
 * chunk (fetched as the album loads), so none of this is in the first render.
 */
export const trackerFor = (host: Widget, { analyticsUrl, apiKey }: AlbumConfig): EngagementTracker => {
  let lost = false;
  const tracker = createEngagementTracker({
    analyticsUrl: analyticsUrl!,
    apiKey,
    widget: () => (host.layout == 'carousel' || host.layout == 'stories' ? host.layout : 'grid'),
    disabled: () => host.noAnalytics,
    onSend: (name, body) => emit(host, 'ugc-analytics', { name, body }),
    // Once per widget; the console warning (with the failing request) is once per page.
    onLost: () => {
      if (lost) return;
      lost = true;
      const error = new ContentError(`Engagement events could not be delivered to ${analyticsUrl}`, 'analytics');
      emit(host, 'ugc-error', { error });
    },
  });
  // Seen: part of the widget inside the middle half of the viewport. For a small widget that is all
  // of it; for a tall one at least a quarter of the screen (ratios alone can't say this: a gallery
  // taller than two viewports never reaches 50 %). The tracker sends widgetVisible once, after
  // openedWidget (at once after it when the widget was seen first).
  let seen = false;
  const io = new IntersectionObserver(
    (entries) => {
      if (seen || !entries.some((e) => e.isIntersecting)) return;
      seen = true;
      io.disconnect();
      tracker.becameVisible();
    },
    { rootMargin: '-25% 0px' },
  );
  // Watched while the widget is in the page (from now on, if it is), released with it.
  host.addController({ hostConnected: () => seen || io.observe(host), hostDisconnected: () => io.disconnect() });
  return tracker;
};
