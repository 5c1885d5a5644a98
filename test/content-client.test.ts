import { expect } from '@open-wc/testing';
import { clearContentCache, createContentClient } from '../src/client/content-client.js';
import type { ContentClientOptions } from '../src/client/content-client.types.js';
import { ContentError } from '../src/client/content-error.js';
import { sandboxUrl } from './support/sandbox.js';
import { urlsOf } from './support/media-urls.js';

const BASE = 'https://content.example.com';
const ALBUM = `${BASE}/api/v2/albums`;

type Answer = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A JSON answer (a fresh Response per call: a body can be read once). */
const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const text =
  (body: string, status = 200, statusText = '') =>
  () =>
    new Response(body, { status, statusText });

/** Never answers; rejects with the signal's reason when aborted, like a real fetch. */
const hang: Answer = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

const page = (items: unknown[] = [], extra: Record<string, unknown> = {}) =>
  json({ status: 200, album_id: 77, page: 1, per_page: 30, total: items.length, next: false, data: items, ...extra });

/** A fake transport: answers in turn (the last one repeats) and records every call. */
const transport = (...answers: Answer[]) => {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    return answers[Math.min(calls.length, answers.length) - 1]!(String(input), init);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
};

const client = (fetch: typeof globalThis.fetch, options: Partial<ContentClientOptions> = {}) =>
  createContentClient({ baseUrl: BASE, apiKey: 'KEY', fetch, retryDelayMs: 1, ...options });

/** The rejection of a promise that must reject. */
const rejection = async (promise: Promise<unknown>): Promise<ContentError> => {
  try {
    await promise;
  } catch (error) {
    return error as ContentError;
  }
  throw new Error('expected a rejection');
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createContentClient', () => {
  beforeEach(clearContentCache);

  describe('URLs', () => {
    it('builds the album URL in the contract order, canonical and encoded', async () => {
      const t = transport(page());
      await createContentClient({ baseUrl: `${BASE}/`, apiKey: 'K Y', fetch: t.fetch }).albumPage({
        albumId: '12/3',
        page: 2,
        perPage: 50,
        sort: { recency: true, desc: true },
        filters: { filter_by_userhandle: { is_one_of: ['b', 'a'], equals: 'x' }, approved: true },
      });
      expect(t.calls[0]!.url).to.equal(
        `${ALBUM}/12%2F3/photos?api_key=K%20Y&page=2&per_page=50` +
          `&sort=${encodeURIComponent('{"desc":true,"recency":true}')}` +
          `&filters=${encodeURIComponent('{"approved":true,"filter_by_userhandle":{"equals":"x","is_one_of":["b","a"]}}')}`,
      );
    });

    it('gives byte-identical URLs for equal configurations, whatever their key order', async () => {
      const t = transport(page());
      await client(t.fetch).albumPage({ albumId: 1, sort: { desc: true, recency: true }, filters: { approved: true, has_permission: true } });
      await client(t.fetch).albumPage({ albumId: 1, filters: { has_permission: true, approved: true }, sort: { recency: true, desc: true } });
      expect(t.calls).to.have.length(2);
      expect(t.calls[0]!.url).to.equal(t.calls[1]!.url);
    });

    it('defaults page and per_page, clamps them, and omits empty sort and filters', async () => {
      const t = transport(page());
      const c = client(t.fetch);
      await c.albumPage({ albumId: 1 });
      await c.albumPage({ albumId: 1, page: 0, perPage: 500, sort: null, filters: {} });
      await c.albumPage({ albumId: 1, page: 3.7, perPage: 0 });
      await c.albumPage({ albumId: 1, page: NaN, perPage: -4 });
      await c.albumPage({ albumId: 1, page: '2' as unknown as number, perPage: ' 20 ' as unknown as number });
      expect(t.calls.map((call) => call.url.slice(ALBUM.length))).to.deep.equal([
        '/1/photos?api_key=KEY&page=1&per_page=30',
        '/1/photos?api_key=KEY&page=1&per_page=100',
        '/1/photos?api_key=KEY&page=3&per_page=1',
        '/1/photos?api_key=KEY&page=1&per_page=1',
        '/1/photos?api_key=KEY&page=2&per_page=20',
      ]);
    });

    it('adds unique_id only when asked for fresh data', async () => {
      const t = transport(page());
      const c = client(t.fetch, { now: () => 1234 });
      await c.albumPage({ albumId: 1, sort: { random: true }, fresh: true });
      await c.albumPage({ albumId: 1, fresh: false });
      expect(t.calls[0]!.url).to.equal(`${ALBUM}/1/photos?api_key=KEY&page=1&per_page=30&sort=%7B%22random%22%3Atrue%7D&unique_id=1234`);
      expect(t.calls[1]!.url).to.not.include('unique_id');
    });

    it('builds the product URL with the sku first', async () => {
      const t = transport(page([], { album_id: 555 }));
      const result = await client(t.fetch).productPage({ sku: 'A B/č&=', perPage: 10, filters: { approved: true } });
      expect(t.calls[0]!.url).to.equal(
        `${ALBUM}/from_sku?sku=A%20B%2F%C4%8D%26%3D&api_key=KEY&page=1&per_page=10&filters=%7B%22approved%22%3Atrue%7D`,
      );
      expect(result.albumId).to.equal(555);
    });

    it('builds the count URL', async () => {
      const t = transport(json({ data: { count: 1 } }));
      await client(t.fetch).count({ albumId: 9, filters: { approved: true } });
      await client(t.fetch).count({ albumId: 8, filters: {} });
      expect(t.calls.map((call) => call.url)).to.deep.equal([
        `${ALBUM}/9/photos/count?api_key=KEY&filters=%7B%22approved%22%3Atrue%7D`,
        `${ALBUM}/8/photos/count?api_key=KEY`,
      ]);
    });

    it('rejects an unusable configuration without sending anything', async () => {
      const t = transport(page());
      const bad = [
        client(t.fetch).albumPage({ albumId: ' ' }),
        client(t.fetch).productPage({ sku: '' }),
        client(t.fetch, { apiKey: '' }).count({ albumId: 1 }),
        client(t.fetch, { baseUrl: 'javascript:alert(1)' }).albumPage({ albumId: 1 }),
        client(t.fetch).productPage({ sku: 'lone \ud800 surrogate' }),
      ];
      for (const error of await Promise.all(bad.map(rejection))) {
        expect(error).to.be.instanceOf(ContentError);
        expect(error.kind).to.equal('config');
      }
      expect(t.calls).to.have.length(0);
    });
  });

  describe('pages', () => {
    it('returns the normalised page', async () => {
      const t = transport(
        page([{ id: '1', album_photo_id: 2, content_type: 'image', pixlee_cdn_photos: { small_url: 'https://cdn.example.com/s.jpg' } }], {
          next: 'true',
        }),
      );
      const result = await client(t.fetch).albumPage({ albumId: 77, perPage: 30 });
      expect(result).to.deep.include({ albumId: 77, page: 1, perPage: 30, hasNext: true });
      expect(result.items[0]).to.deep.include({ id: 1, albumPhotoId: 2, albumId: 77, alt: 'Photo' });
      expect(result.items[0]!.renditions).to.deep.equal([{ url: 'https://cdn.example.com/s.jpg', width: 320 }]);
    });

    it('reads a hostile, sloppy response without throwing', async () => {
      const t = transport(
        json({
          album_id: '77',
          page: '1',
          next: 1,
          data: [
            null,
            'x',
            {
              id: '5',
              width: 'wide',
              title: ['x'],
              thumbnail_url: 'javascript:alert(1)',
              source_url: 'https://cdn.example.com/o.jpg',
              avatar_url: 'data:text/html,<script>alert(1)</script>',
              created_at: '1700000000000',
            },
          ],
        }),
      );
      const result = await client(t.fetch).albumPage({ albumId: 77 });
      expect(result.hasNext).to.equal(true);
      expect(result.items).to.have.length(1);
      expect(result.items[0]).to.deep.include({ id: 5, width: null, caption: '', avatarUrl: null });
      // The original alone, of unknown width: no invented descriptor.
      expect(result.items[0]!.renditions).to.deep.equal([{ url: 'https://cdn.example.com/o.jpg', width: 0 }]);
      expect(result.items[0]!.createdAt?.getTime()).to.equal(1700000000000);
    });

    it('rejects a 200 that is not JSON, or has no data array, as a parse error that Retry may cure', async () => {
      for (const answer of [text('<html>oops</html>'), text(''), json({ status: 200, photos: [] }), json([1, 2]), json({ data: {} })]) {
        const t = transport(answer);
        const error = await rejection(client(t.fetch).albumPage({ albumId: 1 }));
        expect(error).to.be.instanceOf(ContentError);
        expect(error).to.include({ kind: 'parse', status: 200, retryable: true });
        // Not JSON: tried once more by itself (a proxy's hiccup), revalidated past the HTTP cache.
        const unreadable = t.calls.length > 1;
        expect(t.calls).to.have.length(unreadable ? 2 : 1);
        if (unreadable) expect(t.calls[1]!.init.cache).to.equal('no-cache');
      }
    });

    it('tries a 200 that is not JSON once more, and takes the next answer', async () => {
      const t = transport(text('{"status":200,"data":[{"id":'), page());
      const result = await client(t.fetch).albumPage({ albumId: 1 });
      expect(result.items).to.deep.equal([]);
      expect(t.calls).to.have.length(2);
    });
  });

  describe('errors', () => {
    const failure = async (answer: Answer) => rejection(client(transport(answer).fetch, { retries: 0 }).albumPage({ albumId: 1 }));

    it('takes the message from error, then message, then the status text', async () => {
      expect(await failure(json({ error: 'Product does not exist.', message: 'm', status: '404' }, 404))).to.include({
        message: 'Product does not exist.',
        kind: 'http',
        status: 404,
        retryable: false,
      });
      expect((await failure(json({ status: 401, message: 'Auth failed.', photos: [] }, 401))).message).to.equal('Auth failed.');
      expect((await failure(text('', 500, 'Internal Server Error'))).message).to.equal('Internal Server Error');
      expect((await failure(text('<h1>Bad gateway</h1>', 502, 'Bad Gateway'))).message).to.equal('Bad Gateway');
      expect((await failure(json({ error: null, message: {} }, 503))).message).to.equal('HTTP 503');
    });

    it('treats a 200 whose body carries an error status as that error', async () => {
      const error = await failure(json({ status: '401', message: 'Auth failed.', photos: [] }));
      expect(error).to.include({ kind: 'http', status: 401, message: 'Auth failed.' });
    });

    it('reports a network failure', async () => {
      const error = await failure(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(error).to.be.instanceOf(ContentError);
      expect(error).to.include({ kind: 'network', status: 0, retryable: true, message: 'Failed to fetch' });
    });
  });

  describe('retries', () => {
    it('retries 503 and 429 (honouring Retry-After), then succeeds', async () => {
      const t = transport(
        text('', 503),
        json({ error: 'slow down' }, 429, { 'retry-after': '0' }),
        json({}, 503, { 'retry-after': new Date(0).toUTCString() }),
        page(),
      );
      const result = await client(t.fetch, { retries: 3 }).albumPage({ albumId: 1 });
      expect(result.items).to.deep.equal([]);
      expect(t.calls).to.have.length(4);
    });

    it('adds jitter to a Retry-After wait: never sooner than asked, up to half as long again', async () => {
      // The client's waits (and no other timer) are recorded and run at once.
      const real = window.setTimeout;
      const random = Math.random;
      const waits: number[] = [];
      const ours = (ms: number) => ms >= 1000 && ms < 60_000;
      window.setTimeout = ((fn: () => void, ms = 0) => (ours(ms) && waits.push(ms), real(fn, ours(ms) ? 0 : ms))) as typeof window.setTimeout;
      try {
        for (const r of [0, 0.5, 0.999]) {
          Math.random = () => r;
          const t = transport(json({ error: 'slow down' }, 429, { 'retry-after': '2' }), page());
          await client(t.fetch, { timeoutMs: 60_000 }).albumPage({ albumId: 1 });
        }
      } finally {
        window.setTimeout = real;
        Math.random = random;
      }
      // Widgets told "in 2 s" at the same moment come back spread over a second, not all at once.
      expect(waits).to.deep.equal([2000, 2500, 2000 + 0.999 * 1000]);
    });

    it('retries network errors', async () => {
      const t = transport(() => Promise.reject(new TypeError('Failed to fetch')), page());
      await client(t.fetch).albumPage({ albumId: 1 });
      expect(t.calls).to.have.length(2);
    });

    it('gives up after the configured retries with the last error', async () => {
      const t = transport(json({ error: 'down' }, 503));
      const error = await rejection(client(t.fetch, { retries: 2 }).albumPage({ albumId: 1 }));
      expect(error).to.include({ kind: 'http', status: 503, retryable: true, message: 'down' });
      expect(t.calls).to.have.length(3);
    });

    it('does not retry other 4xx', async () => {
      for (const status of [400, 401, 403, 404]) {
        const t = transport(json({ error: 'no' }, status));
        const error = await rejection(client(t.fetch).albumPage({ albumId: 1 }));
        expect(error).to.include({ kind: 'http', status });
        expect(t.calls).to.have.length(1);
      }
    });

    it('times out each attempt', async () => {
      const t = transport(hang, page());
      const result = await client(t.fetch, { timeoutMs: 20 }).albumPage({ albumId: 1 });
      expect(result.items).to.deep.equal([]);
      expect(t.calls).to.have.length(2);
      expect(t.calls[0]!.init.signal!.aborted).to.equal(true);
    });

    it('rejects with a timeout error when no attempt answers, even from a fetch that ignores signals', async () => {
      for (const answer of [hang, () => new Promise<Response>(() => {})]) {
        const error = await rejection(client(transport(answer).fetch, { timeoutMs: 10, retries: 1 }).albumPage({ albumId: 1 }));
        expect(error).to.be.instanceOf(ContentError);
        expect(error).to.include({ kind: 'timeout', status: 0, retryable: true });
      }
    });
  });

  describe('aborting', () => {
    it('rejects with the AbortError of the signal, mid-backoff, and stops retrying', async () => {
      // A Retry-After of an hour (capped at 30 s) keeps the client waiting between attempts.
      const t = transport(json({ error: 'busy' }, 503, { 'retry-after': '3600' }));
      const ctl = new AbortController();
      const pending = client(t.fetch).albumPage({ albumId: 1, signal: ctl.signal });
      while (!t.calls.length) await tick();
      await tick();
      ctl.abort();
      const error = await rejection(pending);
      expect(error).to.be.instanceOf(DOMException);
      expect(error.name).to.equal('AbortError');
      await tick();
      expect(t.calls).to.have.length(1);
    });

    it('stops retrying once its last waiter has gone', async () => {
      const t = transport(json({ error: 'busy' }, 503));
      const ctl = new AbortController();
      const pending = rejection(client(t.fetch, { retryDelayMs: 200 }).albumPage({ albumId: 1, signal: ctl.signal }));
      await tick(); // the 503 has been read: the client is waiting to retry
      ctl.abort();
      await pending;
      // Longer than the first backoff (100–200 ms): a loop still running would have called again.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(t.calls).to.have.length(1);
    });

    it('rejects at once, sending nothing, when the signal is already aborted', async () => {
      const t = transport(page());
      const error = await rejection(client(t.fetch).albumPage({ albumId: 1, signal: AbortSignal.abort() }));
      expect(error.name).to.equal('AbortError');
      expect(t.calls).to.have.length(0);
    });

    it('aborts the fetch in flight', async () => {
      const t = transport(hang);
      const ctl = new AbortController();
      const pending = client(t.fetch).count({ albumId: 1, signal: ctl.signal });
      while (!t.calls.length) await tick();
      ctl.abort();
      expect((await rejection(pending)).name).to.equal('AbortError');
      expect(t.calls[0]!.init.signal!.aborted).to.equal(true);
    });
  });

  describe('coalescing', () => {
    it('shares one fetch between identical requests in flight, across clients', async () => {
      let answer!: () => void;
      const gate = new Promise<void>((resolve) => (answer = resolve));
      const t = transport(async () => (await gate, page([{ id: 1, thumbnail_url: 'https://cdn.example.com/1.jpg' }])()));
      const [a, b] = [client(t.fetch).albumPage({ albumId: 1 }), client(t.fetch).albumPage({ albumId: 1 })];
      answer();
      const [pageA, pageB] = await Promise.all([a, b]);
      expect(t.calls).to.have.length(1);
      expect(pageA).to.deep.equal(pageB);
      expect(pageA).to.not.equal(pageB);
      await client(t.fetch).albumPage({ albumId: 1 });
      expect(t.calls).to.have.length(2);
    });

    it('lets one waiter abort while the other keeps the fetch', async () => {
      let answer!: () => void;
      const gate = new Promise<void>((resolve) => (answer = resolve));
      const t = transport(async () => (await gate, page([{ id: 1, thumbnail_url: 'https://cdn.example.com/1.jpg' }])()));
      const ctl = new AbortController();
      const leaving = client(t.fetch).albumPage({ albumId: 1, signal: ctl.signal });
      const staying = client(t.fetch).albumPage({ albumId: 1, signal: new AbortController().signal });
      ctl.abort();
      expect((await rejection(leaving)).name).to.equal('AbortError');
      answer();
      expect((await staying).items).to.have.length(1);
      expect(t.calls).to.have.length(1);
      expect(t.calls[0]!.init.signal!.aborted).to.equal(false);
    });

    it('aborts the shared fetch when every waiter has gone, and starts afresh after', async () => {
      const t = transport(hang, page());
      const [one, two] = [new AbortController(), new AbortController()];
      const pending = [one, two].map((ctl) => rejection(client(t.fetch).albumPage({ albumId: 1, signal: ctl.signal })));
      while (!t.calls.length) await tick();
      one.abort();
      await tick();
      expect(t.calls[0]!.init.signal!.aborted).to.equal(false);
      two.abort();
      expect((await Promise.all(pending)).map((error) => error.name)).to.deep.equal(['AbortError', 'AbortError']);
      expect(t.calls[0]!.init.signal!.aborted).to.equal(true);
      await client(t.fetch).albumPage({ albumId: 1 });
      expect(t.calls).to.have.length(2);
    });
  });

  describe('count', () => {
    it('accepts both envelopes, with numbers as strings', async () => {
      for (const body of [{ status: 200, data: { count: 1234 } }, { count: 1234 }, { data: { count: '1234' } }, { count: ' 1234 ' }]) {
        clearContentCache();
        expect(await client(transport(json(body)).fetch).count({ albumId: 1 })).to.equal(1234);
      }
    });

    it('rejects a body without a usable count as a parse error', async () => {
      for (const body of [{ data: {} }, { count: -1 }, { count: 'many' }, null]) {
        clearContentCache();
        const error = await rejection(client(transport(json(body)).fetch).count({ albumId: 1 }));
        expect(error).to.include({ kind: 'parse' });
      }
    });

    it('answers from the kept value within its lifetime, then revalidates with the ETag', async () => {
      let time = 1_000_000;
      const t = transport(
        json({ data: { count: 7 } }, 200, { etag: '"v1"' }),
        () => new Response(null, { status: 304, headers: { etag: '"v1"' } }),
        json({ data: { count: 8 } }, 200, { etag: '"v2"' }),
      );
      const c = client(t.fetch, { now: () => time });
      expect(await c.count({ albumId: 1 })).to.equal(7);
      time += 299_000;
      expect(await c.count({ albumId: 1 })).to.equal(7);
      expect(t.calls).to.have.length(1);

      time += 2_000;
      expect(await c.count({ albumId: 1 })).to.equal(7);
      expect(t.calls).to.have.length(2);
      expect(t.calls[1]!.headers.get('if-none-match')).to.equal('"v1"');

      // The 304 restarted the clock.
      time += 299_000;
      expect(await c.count({ albumId: 1 })).to.equal(7);
      expect(t.calls).to.have.length(2);

      time += 2_000;
      expect(await c.count({ albumId: 1 })).to.equal(8);
      expect(t.calls[2]!.headers.get('if-none-match')).to.equal('"v1"');
      time += 1_000;
      await c.count({ albumId: 1, fresh: true });
      expect(t.calls[3]!.headers.get('if-none-match')).to.equal('"v2"');
    });

    it('shares the kept count between clients and honours max-age', async () => {
      let time = 0;
      const first = transport(json({ count: 3 }, 200, { etag: 'W/"a"', 'cache-control': 'public, max-age=10' }));
      expect(await client(first.fetch, { now: () => time }).count({ albumId: 1 })).to.equal(3);
      const second = transport(json({ count: 4 }));
      time = 9_000;
      expect(await client(second.fetch, { now: () => time }).count({ albumId: 1 })).to.equal(3);
      expect(second.calls).to.have.length(0);
      time = 11_000;
      expect(await client(second.fetch, { now: () => time }).count({ albumId: 1 })).to.equal(4);
      expect(second.calls[0]!.headers.get('if-none-match')).to.equal('W/"a"');
    });

    it('works without a readable ETag: plain GET after the lifetime, no-cache when fresh', async () => {
      let time = 0;
      const t = transport(json({ count: 1 }), json({ count: 2 }), json({ count: 3 }));
      const c = client(t.fetch, { now: () => time });
      expect(await c.count({ albumId: 1 })).to.equal(1);
      time = 301_000;
      expect(await c.count({ albumId: 1 })).to.equal(2);
      expect(await c.count({ albumId: 1, fresh: true })).to.equal(3);
      expect(t.calls.map((call) => [call.headers.has('if-none-match'), call.init.cache])).to.deep.equal([
        [false, undefined],
        [false, undefined],
        [false, 'no-cache'],
      ]);
    });
  });
});

describe('createContentClient against the sandbox (real fetch, real CORS)', () => {
  beforeEach(clearContentCache);

  /** The browser's own fetch, recording each answer's status. */
  const recorded = () => {
    const statuses: number[] = [];
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await globalThis.fetch(input, init);
      statuses.push(res.status);
      return res;
    }) as typeof globalThis.fetch;
    return { statuses, fetch };
  };

  const sandbox = (apiKey: string, options: Partial<ContentClientOptions> = {}) =>
    createContentClient({ baseUrl: `${sandboxUrl}/`, apiKey, retryDelayMs: 1, ...options });

  it('reads album pages and product pages', async () => {
    const first = await sandbox('test-content-client').albumPage({ albumId: 1002, perPage: 5, sort: { desc: true, recency: true } });
    expect(first).to.deep.include({ albumId: 1002, page: 1, perPage: 5, hasNext: true });
    expect(first.items).to.have.length(5);
    for (const item of first.items) {
      expect(item.renditions.length).to.be.above(0);
      expect(item.renditions.every((r) => r.url.startsWith(`${sandboxUrl}/`))).to.equal(true);
    }
    const product = await sandbox('test-content-client').productPage({ sku: 'SKU-TRAIL-42', perPage: 100 });
    expect(product.albumId).to.equal(1003);
    expect(product.hasNext).to.equal(false);
  });

  it('reads the hostile album without throwing or keeping a non-http(s) URL', async () => {
    const page = await sandbox('test-content-client').albumPage({ albumId: 1666, perPage: 100 });
    expect(page.items.length).to.be.above(20);
    for (const u of page.items.flatMap(urlsOf)) expect(u).to.match(/^https?:\/\//);
    for (const item of page.items) expect(item.alt).to.be.a('string').and.not.equal('');
  });

  it('revalidates the count with its ETag across origins and reuses it on 304', async () => {
    let time = 0;
    const t = recorded();
    const c = sandbox('test-content-client', { fetch: t.fetch, now: () => time });
    const count = await c.count({ albumId: 1002 });
    expect(count).to.equal(12);
    expect(await c.count({ albumId: 1002 })).to.equal(12);
    time = 301_000;
    expect(await c.count({ albumId: 1002 })).to.equal(12);
    expect(await c.count({ albumId: 1002, fresh: true })).to.equal(12);
    expect(t.statuses).to.deep.equal([200, 304, 304]);
  });

  it('reports the service errors of contract §5', async () => {
    const unknown = await rejection(sandbox('test-content-client').productPage({ sku: 'NO-SUCH-SKU' }));
    expect(unknown).to.include({ kind: 'http', status: 404, message: 'Product does not exist.' });
    const auth = await rejection(sandbox('invalid-key').albumPage({ albumId: 1002 }));
    expect(auth).to.include({ kind: 'http', status: 401, message: 'Auth failed.' });
  });

  it('retries a 503 from the sandbox, then succeeds', async () => {
    const t = recorded();
    const page = await sandbox(`fault-503-once-${Math.random()}`, { fetch: t.fetch }).albumPage({ albumId: 1002 });
    expect(page.items).to.have.length(12);
    expect(t.statuses).to.deep.equal([503, 200]);
  });

  it('maps cut JSON, empty bodies, held responses and CORS refusals to their kinds', async () => {
    const kind = async (apiKey: string, options: Partial<ContentClientOptions> = {}) =>
      (await rejection(sandbox(apiKey, { retries: 0, ...options }).albumPage({ albumId: 1002 }))).kind;
    expect(await kind('fault-badjson')).to.equal('parse');
    expect(await kind('fault-empty')).to.equal('parse');
    expect(await kind('fault-timeout', { timeoutMs: 200 })).to.equal('timeout');
    expect(await kind('fault-nocors')).to.equal('network');
  });
});
