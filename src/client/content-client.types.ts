import type { JsonObject, MediaPage } from './media.types.js';

/** What the read client needs from its environment; `fetch` is injectable for tests. */
export interface ContentClientOptions {
  /** Service origin, e.g. `https://content.example.com` (a trailing slash is tolerated). */
  baseUrl: string;
  /** The account's public API Key. */
  apiKey: string;
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Per attempt, in ms. Default 10 000. */
  timeoutMs?: number;
  /** Retries after the first attempt for 429, 5xx and network errors. Default 2. */
  retries?: number;
  /** First backoff delay in ms (doubles each retry, with jitter); `Retry-After` wins. Default 500. */
  retryDelayMs?: number;
  /** Clock for the count's 5-minute lifetime (tests). Default `Date.now`. */
  now?: () => number;
}

interface ListQuery {
  /** 1-based. Default 1. */
  page?: number;
  /** Default 30, clamped to 1..100. */
  perPage?: number;
  sort?: JsonObject | null;
  filters?: JsonObject | null;
  /** Ask past the edge cache (`unique_id`). Default false. */
  fresh?: boolean;
  signal?: AbortSignal;
}

export interface AlbumQuery extends ListQuery {
  albumId: number | string;
}

export interface ProductQuery extends ListQuery {
  sku: string;
}

export interface CountQuery {
  albumId: number | string;
  filters?: JsonObject | null;
  /** Revalidate now (If-None-Match) even within the 5-minute lifetime. Default false. */
  fresh?: boolean;
  signal?: AbortSignal;
}

export interface ContentClient {
  albumPage(query: AlbumQuery): Promise<MediaPage>;
  productPage(query: ProductQuery): Promise<MediaPage>;
  /** Approved count of the album (contract §3). */
  count(query: CountQuery): Promise<number>;
}

/** What one GET came to (the client's own type, not exported by ugc-album/client): shared by every caller waiting for it, so the body is already read. */
export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON; undefined when the body was empty or not JSON. */
  body: unknown;
}

/** A count as kept by `count.ts`, in a map the client owns (not exported by ugc-album/client). */
export interface KeptCount {
  value: number;
  etag: string | null;
  /** Until then (client clock, ms) the count is answered without asking. */
  until: number;
}
