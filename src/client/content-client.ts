import { canonicalJson } from './canonical-json.js';
import { backoff, jitterAfter, retryAfterMs } from './backoff.js';
import { ContentError } from './content-error.js';
import { chunkFailed } from '../element/chunk.js';
import type { AlbumQuery, Answer, ContentClient, ContentClientOptions, KeptCount } from './content-client.types.js';
import { asHttpUrl, asInt, asNumber, asRecord, asText, normalizePage } from './media.js';
import type { JsonObject, MediaPage } from './media.types.js';

interface Flight {
  answer: Promise<Answer>;
  abort: () => void;
  waiters: number;
}

// Module-level on purpose: every widget on the page shares one fetch per identical request and one
// kept count per URL, whichever client instance asks.
const flights = new Map<string, Flight>();
const counts = new Map<string, KeptCount>();
/**
 * URLs whose last answer could not be read (a network error, which includes a CORS refusal, or a body
 * that is not JSON). Firefox keeps such an answer in its HTTP cache (its `max-age` still applies)
 * and would serve it to every retry; these URLs are fetched with `cache: 'no-cache'` (revalidated)
 * until one is read.
 */
const unreadable = new Set<string>();

/** @internal Forgets kept counts and in-flight requests (tests). */
export const clearContentCache = (): void => {
  flights.clear();
  counts.clear();
  unreadable.clear();
};

/** Longest wait between attempts (ms), whatever `Retry-After` or the backoff says. */
const MAX_DELAY = 30_000;
/** Most bytes of a body read (2 MB; a full page of 100 items is about 200 KB): the rest is never downloaded. */
const MAX_BODY = 2e6;

/** The body as text; past MAX_BODY bytes the download is cancelled and the read fails (`parse`). */
const capped = async (res: Response): Promise<string> => {
  const reader = res.body?.getReader();
  if (!reader) return res.text();
  const decoder = new TextDecoder();
  let text = '';
  let n = 0;
  for (let c; !(c = await reader.read()).done; ) {
    if ((n += c.value.length) > MAX_BODY) {
      void reader.cancel().catch(() => {});
      throw new ContentError('Response too large', 'parse', res.status);
    }
    text += decoder.decode(c.value, { stream: true });
  }
  return text + decoder.decode();
};

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts (calling `onAbort`). */
const abortable = <T>(promise: Promise<T>, signal?: AbortSignal, onAbort?: () => void): Promise<T> =>
  new Promise((resolve, reject) => {
    const abort = () => {
      onAbort?.();
      reject(signal!.reason);
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal?.removeEventListener('abort', abort));
  });

/** A JSON option as sent: canonical, or omitted when null, not an object, or `{}` (which means none). */
const json = (v: JsonObject | null | undefined): string | null =>
  v && typeof v == 'object' && Object.keys(v).length ? canonicalJson(v)! : null;

/** A whole number in 1..max (numeric strings accepted), or `fallback` when `v` is not a finite number. */
const whole = (v: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = asNumber(v);
  return n === null ? fallback : Math.min(max, Math.max(1, Math.floor(n)));
};

const required = (v: unknown, what: string): string => {
  const s = String(v ?? '').trim();
  if (!s) throw new ContentError(`Missing ${what}`, 'config');
  return s;
};

/** `encodeURIComponent`, whose URIError (a lone surrogate) becomes a config error like any unusable setting. */
const enc = (v: unknown): string => {
  try {
    return encodeURIComponent(String(v));
  } catch {
    throw new ContentError('Unusable text in the configuration', 'config');
  }
};

// Retry is offered (a proxy's page in place of the answer may be gone next time), not made by itself.
const unexpected = (status: number, request: string) =>
  Object.assign(new ContentError('Unexpected response', 'parse', status, true), { request });

/** The read client of contract §1–§3 and §5: canonical URLs, retries, coalescing, the kept count. */
export const createContentClient = ({
  baseUrl,
  apiKey,
  fetch: send = (input, init) => fetch(input, init),
  // A page answers in well under a second; 8 s allows a slow phone connection's worst. Three attempts
  // (two quiet retries) ride out a dropped connection or a restarting service; the element shows its
  // message after 8 s without a page whatever the attempts (album-loader.ts), so they cost no wait.
  timeoutMs = 8_000,
  retries = 2,
  retryDelayMs = 500,
  now = Date.now,
}: ContentClientOptions): ContentClient => {
  const base = asHttpUrl(baseUrl)?.replace(/\/+$/, '');

  /** `{base}/api/v2/albums/{path}?k=v&…` in the given order, null values left out. */
  const url = (path: string, params: [string, unknown][]) => {
    const query = params.filter(([, v]) => v != null).map(([k, v]) => `${k}=${enc(v)}`);
    return `${required(base, 'base URL')}/api/v2/albums/${path}?${query.join('&')}`;
  };

  /** One GET with its retries, each attempt under its own timeout; `signal` belongs to the flight. */
  const load = async (href: string, init: RequestInit, signal: AbortSignal): Promise<Answer> => {
    for (let attempt = 0; ; attempt++) {
      let error: ContentError;
      let delay = backoff(retryDelayMs, attempt, MAX_DELAY);
      const attemptCtl = new AbortController();
      const stop = () => attemptCtl.abort(signal.reason);
      let timer = setTimeout(
        () => attemptCtl.abort(new ContentError('Request timed out', 'timeout', 0, true)),
        timeoutMs,
      );
      signal.addEventListener('abort', stop);
      try {
        let res!: Response;
        // One race for the answer and its body: a fetch that ignores its signal still times out.
        // Awaited, not chained: a page's fetch wrapper may return its own thenable (no `finally`).
        const text = await abortable(
          // No Referer, whatever the page's policy: the CORS Origin header already names the site, and
          // the page's path or query (`unsafe-url`) is none of the service's business.
          (async () =>
            capped(
              (res = await send(href, {
                ...(unreadable.has(href) && { cache: 'no-cache' }),
                ...init,
                signal: attemptCtl.signal,
                referrerPolicy: 'no-referrer',
              })),
            ))(),
          attemptCtl.signal,
        );
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          // A 2xx that is not JSON (cut short by a proxy, empty) is tried once more (below), and
          // then offers Retry: the next answer may well be fine.
          if (res.ok) {
            unreadable.add(href);
            throw new ContentError('Unreadable response', 'parse', res.status, true);
          }
        }
        const b = asRecord(body);
        // A 2xx whose body says it is an error (status may be a string) is that error.
        unreadable.delete(href);
        const claimed = asInt(b.status) ?? 0;
        const status = res.ok && claimed >= 400 ? claimed : res.status;
        if (status < 400) return { status, headers: res.headers, body };
        error = new ContentError(
          asText(b.error) || asText(b.message) || res.statusText || `HTTP ${status}`,
          'http',
          status,
          status == 429 || status >= 500,
        );
        // `Retry-After` (delta seconds or an HTTP date) is the least wait, with jitter; readable
        // cross-origin only if exposed.
        const ms = retryAfterMs(res.headers.get('retry-after'));
        if (!isNaN(ms)) delay = jitterAfter(ms, retryDelayMs);
      } catch (e) {
        if (signal.aborted) throw signal.reason;
        if (attemptCtl.signal.aborted) error = attemptCtl.signal.reason;
        else if (e instanceof ContentError) error = e;
        else {
          unreadable.add(href);
          error = new ContentError(asText((e as Error | null)?.message) || 'Network error', 'network', 0, true);
        }
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', stop);
      }
      // An unreadable answer is tried once more, not as often as the others.
      const lastAttempt = error.kind == 'parse' ? Math.min(1, retries) : retries;
      if (!error.retryable || attempt >= lastAttempt) {
        error.request = href;
        throw error;
      }
      await abortable(
        new Promise((resolve) => (timer = setTimeout(resolve, Math.min(delay, MAX_DELAY)))),
        signal,
        () => clearTimeout(timer),
      );
    }
  };

  /**
   * GET through the shared flights: identical requests in flight share one fetch. Each caller's
   * signal ends only its own wait; the fetch is aborted when its last waiter has gone.
   */
  const get = (href: string, signal?: AbortSignal, init: RequestInit = {}): Promise<Answer> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const key = href + ' ' + JSON.stringify(init);
    let flight = flights.get(key);
    if (!flight) {
      const ctl = new AbortController();
      const drop = () => flights.get(key) == flight && flights.delete(key);
      flight = { answer: load(href, init, ctl.signal), abort: () => (drop(), ctl.abort()), waiters: 0 };
      flight.answer.then(drop, drop);
      flights.set(key, flight);
    }
    const shared = flight;
    shared.waiters++;
    return abortable(shared.answer, signal, () => --shared.waiters || shared.abort());
  };

  const list = async (
    path: string,
    lead: [string, unknown][],
    q: Omit<AlbumQuery, 'albumId'>,
  ): Promise<MediaPage> => {
    const page = whole(q.page, 1);
    const perPage = whole(q.perPage, 30, 100);
    const href = url(path, [
      ...lead,
      ['api_key', required(apiKey, 'API key')],
      ['page', page],
      ['per_page', perPage],
      ['sort', json(q.sort)],
      ['filters', json(q.filters)],
      ['unique_id', q.fresh ? now() : null],
    ]);
    const { status, body } = await get(href, q.signal);
    if (!Array.isArray(asRecord(body).data)) throw unexpected(status, href);
    return normalizePage(body, { page, perPage });
  };

  return {
    albumPage: async (q) => list(`${enc(required(q.albumId, 'album id'))}/photos`, [], q),

    productPage: async (q) => list('from_sku', [['sku', required(q.sku, 'SKU')]], q),

    // The count's reading and keeping are a chunk of their own (count.ts): only the count line needs them.
    count: async ({ albumId, filters, fresh, signal }) => {
      const href = url(`${enc(required(albumId, 'album id'))}/photos/count`, [
        ['api_key', required(apiKey, 'API key')],
        ['filters', json(filters)],
      ]);
      // A chunk that does not load is one console warning (chunk.ts); the count then rejects.
      return (await import('./count.js').catch(chunkFailed('count'))).readCount(href, fresh, signal, get, counts, now);
    },
  };
};
