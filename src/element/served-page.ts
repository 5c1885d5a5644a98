import { canonicalJson } from '../client/canonical-json.js';
import { rawMediaOf } from '../client/media.js';
import { languageOf } from '../i18n/i18n-base.js';
import type { MediaPage } from '../client/media.types.js';
import type { AlbumConfig } from './album-config.js';

/*
 * What a server render (`ugc-album/ssr`) leaves in its root for the browser's takeover (takeover.ts):
 * the first page as the service answered it, read again by the browser through the same reader (the
 * detail view reads the raw items too), its count, and the key of what it was rendered with.
 */

/** The attribute of the `<script type="application/json">` in a served root that carries `ServedData`. */
export const SERVED_ATTRIBUTE = 'data-ugc-served';

export interface ServedData {
  /** `servedKey` of the render. */
  key: string;
  /** The page response, rebuilt from what the reader kept of it. */
  page: { album_id: number | null; page: number; per_page: number; next: boolean; data: unknown[] };
  count: number | null;
}

/**
 * Everything a render's markup depends on besides the data: the configuration (the analytics
 * collector aside), the layout and the language of its text (`fr-CA` → `fr`).
 */
export const servedKey = (config: AlbumConfig, layout: string, lang: string): string => {
  const { analyticsUrl: _, ...read } = config;
  return canonicalJson({ ...read, layout: layout == 'carousel' ? 'carousel' : 'grid', lang: languageOf(lang) || 'en' }) ?? '';
};

/** The page as the service sent it (each item's own object), for `ServedData.page`. */
export const rawPage = (page: MediaPage): ServedData['page'] => ({
  album_id: page.albumId,
  page: page.page,
  per_page: page.perPage,
  next: page.hasNext,
  data: page.items.map(rawMediaOf),
});
