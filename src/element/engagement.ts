import { createEngagementTracker } from '../analytics/analytics.js';
import type { EngagementTracker } from '../analytics/analytics.types.js';
import type { AlbumConfig } from './album-config.js';
import { emit } from './events.js';

/** What the tracker reads from its widget, as it sends. */
interface Widget extends HTMLElement {
  layout: string;
  noAnalytics: boolean;
}

/**
 * A widget's engagement tracker, wired to it: events name its layout, stop while it opts out and
 * are dispatched on it as `ugc-analytics`. In the analytics chunk (fetched as the album loads), so
 * none of this is in the first render.
 */
export const trackerFor = (host: Widget, { analyticsUrl, apiKey }: AlbumConfig): EngagementTracker =>
  createEngagementTracker({
    analyticsUrl: analyticsUrl!,
    apiKey,
    widget: () => (host.layout == 'carousel' ? 'carousel' : 'grid'),
    disabled: () => host.noAnalytics,
    onSend: (name, body) => emit(host, 'ugc-analytics', { name, body }),
  });
