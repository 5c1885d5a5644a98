import { asRecord, httpUrl } from '../client/media.js';
import type { JsonObject } from '../client/media.types.js';

/** What the element's attributes hold, as properties (strings from attributes, or set from code). */
export interface AlbumSettings {
  albumId?: string | number | null;
  sku?: string | null;
  apiKey?: string | null;
  baseUrl?: string | null;
  analyticsUrl?: string | null;
  perPage?: number | null;
  sort?: string | JsonObject | null;
  filters?: string | JsonObject | null;
}

/** A usable configuration: every value checked, nothing broken is ever sent. */
export interface AlbumConfig {
  /** Set when `sku` is not; `sku` wins. */
  albumId: string | null;
  sku: string | null;
  apiKey: string;
  baseUrl: string;
  /** '' when absent: no analytics (the tracker resolves a relative URL, and ignores an unusable one). */
  analyticsUrl: string;
  perPage: number;
  sort: JsonObject | null;
  filters: JsonObject | null;
}

/** The first unusable attribute found. */
export interface ConfigProblem {
  attribute: string;
  problem: 'missing' | 'json' | 'url' | 'range';
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

const text = (v: unknown) => (v == null ? '' : String(v).trim());

/** An object (not an array) from JSON text or as given; null when empty; undefined when unusable. */
const json = (v: string | JsonObject | null | undefined): JsonObject | null | undefined => {
  if (v == null || v === '') return null;
  try {
    const parsed: unknown = typeof v == 'object' ? v : JSON.parse(v);
    if (asRecord(parsed) === parsed) return parsed as JsonObject;
  } catch {}
};

/** Never throws; an unusable attribute comes back as a problem naming it. */
export function parseConfig(s: AlbumSettings): AlbumConfig | ConfigProblem {
  const sku = text(s.sku) || null;
  const albumId = sku ? null : text(s.albumId) || null;
  const apiKey = text(s.apiKey);
  const baseUrl = text(s.baseUrl);
  const perPage = s.perPage ?? DEFAULT_PER_PAGE;
  const sort = json(s.sort);
  const filters = json(s.filters);
  const bad = (attribute: string, problem: ConfigProblem['problem']): ConfigProblem => ({
    attribute,
    problem,
  });
  if (!sku && !albumId) return bad('album-id', 'missing');
  if (!apiKey) return bad('api-key', 'missing');
  if (!baseUrl) return bad('base-url', 'missing');
  if (!httpUrl(baseUrl)) return bad('base-url', 'url');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    return bad('per-page', 'range');
  }
  if (sort === undefined) return bad('sort', 'json');
  if (filters === undefined) return bad('filters', 'json');
  return {
    albumId,
    sku,
    apiKey,
    baseUrl,
    analyticsUrl: text(s.analyticsUrl),
    perPage,
    sort,
    filters,
  };
}
