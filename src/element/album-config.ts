import { canonicalJson } from '../client/canonical-json.js';
import { asRecord, httpUrl } from '../client/media.js';
import type { JsonObject } from '../client/media.types.js';
import { ContentError } from '../client/content-error.js';

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
  problem: 'missing' | 'json' | 'url' | 'range' | 'integer';
}

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

/** A value's text as the page set it; '' when absent or unreadable (a `toString` that throws). */
const text = (v: unknown) => {
  try {
    return v == null ? '' : String(v).trim();
  } catch {
    return '';
  }
};

/**
 * An object (not an array) from JSON text or as given, one that serialises; null when empty;
 * undefined when unusable.
 */
const json = (v: unknown): JsonObject | null | undefined => {
  if (v == null || v === '') return null;
  try {
    const parsed: unknown = typeof v == 'object' ? v : JSON.parse(v as string);
    // Serialised now, so that a getter or `toJSON` that throws is a problem here, never later.
    if (asRecord(parsed) === parsed && canonicalJson(parsed)) return parsed as JsonObject;
  } catch {}
};

/** An http(s) URL to build requests on: an origin, an optional path; no credentials, query or fragment. */
const origin = (v: string) => !/[?#]/.test(v) && !!httpUrl(v);

/**
 * Never throws, whatever the page set (getters that throw included); an unusable attribute comes
 * back as a problem naming it.
 */
export function parseConfig(s: AlbumSettings): AlbumConfig | ConfigProblem {
  // Each setting read once, through one guard: a page's getter may throw or change between reads.
  const read = (k: keyof AlbumSettings): unknown => {
    try {
      return s[k];
    } catch {}
  };
  const sku = text(read('sku')) || null;
  const albumId = sku ? null : text(read('albumId')) || null;
  const apiKey = text(read('apiKey'));
  const baseUrl = text(read('baseUrl'));
  const analyticsUrl = text(read('analyticsUrl'));
  const perPage = read('perPage') ?? DEFAULT_PER_PAGE;
  const sort = json(read('sort'));
  const filters = json(read('filters'));
  const bad = (attribute: string, problem: ConfigProblem['problem']): ConfigProblem => ({
    attribute,
    problem,
  });
  if (!sku && !albumId) return bad('album-id', 'missing');
  // Only a positive integer (no leading zero): `..` or `.` would walk the request path elsewhere.
  if (albumId && !(/^[1-9]\d*$/.test(albumId) && Number.isSafeInteger(+albumId))) {
    return bad('album-id', 'integer');
  }
  if (!apiKey) return bad('api-key', 'missing');
  if (!baseUrl) return bad('base-url', 'missing');
  if (!origin(baseUrl)) return bad('base-url', 'url');
  if (analyticsUrl && !origin(analyticsUrl)) return bad('analytics-url', 'url');
  if (!Number.isInteger(perPage) || (perPage as number) < 1 || (perPage as number) > MAX_PER_PAGE) {
    return bad('per-page', 'range');
  }
  if (sort === undefined) return bad('sort', 'json');
  if (filters === undefined) return bad('filters', 'json');
  return {
    albumId,
    sku,
    apiKey,
    baseUrl,
    analyticsUrl,
    perPage: perPage as number,
    sort,
    filters,
  };
}

/**
 * The error of an unusable attribute, in English (with the warning the failure chunk writes, which
 * adds the fix); the status names it in the reader's language.
 */
export const configError = ({ attribute, problem }: ConfigProblem): ContentError =>
  new ContentError(`the ${attribute} attribute is unusable (${problem})`, 'config');
