import type { MediaItem } from '../../src/client/media.types.js';

/** Every URL a normalised item carries (those present), for "only http(s) gets through" checks. */
export const urlsOf = (item: MediaItem): string[] =>
  [
    ...item.renditions.map((r) => r.url),
    item.originalUrl,
    item.videoUrl,
    item.avatarUrl,
    item.sourceLink,
    item.action?.url,
    ...item.products.flatMap((p) => [p.link, p.image]),
  ].filter((u): u is string => u != null);
