// The sandbox speaks the wire contract (contract.md §1–§6) over real, cross-origin HTTP: the test page
// is http://localhost:8000 and the sandbox http://127.0.0.1:<port>, so every request here goes
// through the browser's CORS checks exactly as a merchant's page would.
import { expect } from '@open-wc/testing';
import { sandboxUrl, uniqueKey } from './support/sandbox.js';

type Json = Record<string, unknown>;

interface Media extends Json {
  id: unknown;
  album_photo_id: number;
  album_id: number;
  content_type: string;
  pixlee_cdn_photos: Record<string, string>;
  thumbnail_url: string;
  medium_url: string;
  big_url: string;
  source_url: string;
  width?: number | string;
  height?: number | string;
  user_name: string | null;
  connected_user_id: number;
  has_permission: boolean;
  products: Json[];
  created_at: number | string;
}

interface Page {
  status: number;
  album_id: number;
  page: number;
  per_page: number;
  total: number;
  next: boolean;
  data: Media[];
}

interface RecordedEvent {
  name: string;
  body: Json;
  at: number;
}

const MAIN = 1001;
const SMALL = 1002;
const PRODUCT = 1003;
const EMPTY = 1004;
const HOSTILE = 1666;


function apiUrl(path: string, params: Record<string, string | number | object>): string {
  const url = new URL(`/api/v2/${path}`, sandboxUrl);
  for (const [k, v] of Object.entries(params)) {
    url.searchParams.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return url.href;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<{ res: Response; body: T }> {
  const res = await fetch(url, init);
  return { res, body: (await res.json()) as T };
}

function photos(albumId: number, params: Record<string, string | number | object> = {}) {
  return getJson<Page>(apiUrl(`albums/${albumId}/photos`, { api_key: uniqueKey(), ...params }));
}

async function allPages(albumId: number, params: Record<string, string | number | object> = {}) {
  const key = uniqueKey();
  const items: Media[] = [];
  const pages: Page[] = [];
  for (let page = 1; page < 50; page++) {
    const { body } = await getJson<Page>(apiUrl(`albums/${albumId}/photos`, { api_key: key, page, per_page: 100, ...params }));
    pages.push(body);
    items.push(...body.data);
    if (!body.next) break;
  }
  return { items, pages };
}

async function count(albumId: number, params: Record<string, string | number | object> = {}): Promise<number> {
  const { body } = await getJson<{ status: number; data: { count: number } }>(
    apiUrl(`albums/${albumId}/photos/count`, { api_key: uniqueKey(), ...params }),
  );
  return body.data.count;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.src = src;
  return img.decode().then(() => img);
}

function postEvent(name: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`${sandboxUrl}/events/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function recorded(apiKey: string, name?: string): Promise<RecordedEvent[]> {
  const url = new URL('/__events', sandboxUrl);
  url.searchParams.set('api_key', apiKey);
  if (name) url.searchParams.set('name', name);
  const { body } = await getJson<{ data: RecordedEvent[] }>(url.href);
  return body.data;
}

/** What a merchant's server does: base64(HMAC-SHA1(secret, exact body bytes)). */
async function sign(secret: string, body: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
  return btoa(String.fromCharCode(...mac));
}

const MEDIA_FIELDS = [
  'id',
  'album_photo_id',
  'album_id',
  'content_type',
  'pixlee_cdn_photos',
  'thumbnail_url',
  'medium_url',
  'big_url',
  'source_url',
  'title',
  'photo_title',
  'alt_text',
  'user_name',
  'avatar_url',
  'platform_link',
  'action_link',
  'action_link_text',
  'products',
  'created_at',
  'approved_on_date',
];
const CDN_FIELDS = ['small_url', 'medium_url', 'large_url', 'original_url', 'square_medium_url'];

describe('Content Service sandbox', () => {
  describe('approved media of an album (contract §1)', () => {
    it('answers a page in the contract shape', async () => {
      const { res, body } = await photos(MAIN);
      expect(res.status).to.equal(200);
      expect(res.headers.get('Content-Type')).to.match(/^application\/json/);
      expect(Object.keys(body).slice(0, 7)).to.deep.equal(['status', 'album_id', 'page', 'per_page', 'total', 'next', 'data']);
      expect(body).to.include({ status: 200, album_id: MAIN, page: 1, per_page: 30, total: 30, next: true });
      expect(body.data).to.have.length(30);
      for (const item of body.data) {
        expect(item).to.include.all.keys(...MEDIA_FIELDS);
        expect(item.pixlee_cdn_photos).to.have.all.keys(...CDN_FIELDS);
        expect(item.album_id).to.equal(MAIN);
        expect(['image', 'video']).to.include(item.content_type);
        expect(item.album_photo_id).to.be.a('number');
      }
    });

    it('pages to the end by `next`, every approved item exactly once', async () => {
      const { items, pages } = await allPages(MAIN);
      expect(pages.map((p) => [p.page, p.total, p.next])).to.deep.equal([
        [1, 100, true],
        [2, 100, true],
        [3, 100, false],
      ]);
      expect(new Set(items.map((i) => i.album_photo_id)).size).to.equal(300);
      expect(items.every((i) => i.approved === true)).to.equal(true);
      expect(await count(MAIN)).to.equal(300);
      const { body: beyond } = await photos(MAIN, { page: 4, per_page: 100 });
      expect(beyond).to.include({ page: 4, total: 0, next: false });
      expect(beyond.data).to.deep.equal([]);
    });

    it('carries the quirks of real responses', async () => {
      const { items } = await allPages(MAIN);
      const some = (test: (m: Media) => boolean) => items.some(test);
      expect(some((m) => typeof m.width === 'string'), 'width as a string').to.equal(true);
      expect(some((m) => typeof m.width === 'number'), 'width as a number').to.equal(true);
      expect(some((m) => !('width' in m)), 'size absent').to.equal(true);
      expect(some((m) => typeof m.created_at === 'string'), 'date as a string').to.equal(true);
      expect(some((m) => typeof m.id === 'string'), 'id as a string').to.equal(true);
      expect(some((m) => m.alt_text === null), 'null alt_text').to.equal(true);
      expect(some((m) => m.alt_text === ''), 'empty alt_text').to.equal(true);
      expect(some((m) => m.platform_link === ''), 'empty platform_link').to.equal(true);
      expect(some((m) => m.user_name === null), 'null user_name').to.equal(true);
      expect(some((m) => m.avatar_url === null), 'null avatar_url').to.equal(true);
      expect(some((m) => m.action_link === null), 'no CTA').to.equal(true);
      expect(some((m) => typeof m.action_link === 'string'), 'a CTA').to.equal(true);
      expect(some((m) => m.title === ''), 'empty caption').to.equal(true);
      const products = items.flatMap((m) => m.products);
      expect(products.some((p) => typeof p.price === 'string')).to.equal(true);
      expect(products.some((p) => typeof p.price === 'number')).to.equal(true);
      expect(products[0]).to.include.all.keys('id', 'sku', 'title', 'link', 'link_text', 'image', 'image_thumb', 'price', 'currency');
      const created = items.map((m) => Number(m.created_at));
      expect(created.every((t) => t > Date.UTC(2020, 0) && t < Date.UTC(2030, 0)), 'epoch milliseconds').to.equal(true);
      const videos = items.filter((m) => m.content_type === 'video');
      expect(videos.length).to.be.within(25, 40);
    });

    it('describes videos with empty CDN renditions, a still and a WebM file', async () => {
      const { body } = await photos(MAIN, { filters: { content_type: ['video'] } });
      expect(body.data.length).to.be.greaterThan(0);
      for (const v of body.data) {
        expect(Object.values(v.pixlee_cdn_photos)).to.deep.equal(['', '', '', '', '']);
        expect(v.source_url).to.match(/^http:\/\/.+\.webm$/);
        expect(v.thumbnail_url).to.match(/^http:\/\/.+\.jpg$/);
      }
    });

    it('serves the small album as exactly one page', async () => {
      const { body } = await photos(SMALL);
      expect(body).to.include({ album_id: SMALL, total: 12, next: false });
      expect(await count(SMALL)).to.equal(12);
    });

    it('serves the empty album as an empty page (its unapproved items never show)', async () => {
      const { res, body } = await photos(EMPTY);
      expect(res.status).to.equal(200);
      expect(body).to.include({ album_id: EMPTY, total: 0, next: false });
      expect(body.data).to.deep.equal([]);
      expect(await count(EMPTY)).to.equal(0);
    });

    it('clamps per_page to 100', async () => {
      const { body } = await photos(MAIN, { per_page: 500 });
      expect(body.per_page).to.equal(100);
      expect(body.data).to.have.length(100);
    });

    it('sorts by the sort JSON', async () => {
      const asc = (await photos(MAIN, { sort: { recency: true, asc: true }, per_page: 50 })).body.data.map((m) => Number(m.created_at));
      const desc = (await photos(MAIN, { sort: { desc: true, recency: true }, per_page: 50 })).body.data.map((m) => Number(m.created_at));
      expect(asc).to.deep.equal([...asc].sort((a, b) => a - b));
      expect(desc).to.deep.equal([...desc].sort((a, b) => b - a));
      expect(asc[0]).to.be.lessThan(desc[0]);
    });

    it('accepts and ignores unique_id', async () => {
      const key = uniqueKey();
      const plain = await getJson<Page>(apiUrl(`albums/${SMALL}/photos`, { api_key: key }));
      const fresh = await getJson<Page>(apiUrl(`albums/${SMALL}/photos`, { api_key: key, unique_id: Date.now() }));
      expect(fresh.body).to.deep.equal(plain.body);
    });

    it('sends list responses with a 2-minute public cache lifetime', async () => {
      const { res } = await photos(SMALL);
      expect(res.headers.get('Cache-Control')).to.equal('public, max-age=120');
    });
  });

  describe('approved media of a product (contract §2)', () => {
    it('answers the product album for a SKU', async () => {
      const { res, body } = await getJson<Page>(apiUrl('albums/from_sku', { sku: 'SKU-TRAIL-42', api_key: uniqueKey() }));
      expect(res.status).to.equal(200);
      expect(body).to.include({ status: 200, album_id: PRODUCT, page: 1, per_page: 30, total: 30, next: true });
      for (const item of body.data) {
        expect(item.album_id).to.equal(PRODUCT);
        expect(item.products.map((p) => p.sku)).to.include('SKU-TRAIL-42');
      }
      expect(await count(PRODUCT)).to.equal(40);
    });

    it('answers 404 "Product does not exist." for an unknown SKU', async () => {
      const { res, body } = await getJson<Json>(apiUrl('albums/from_sku', { sku: 'SKU-NOPE', api_key: uniqueKey() }));
      expect(res.status).to.equal(404);
      expect(body).to.deep.equal({ error: 'Product does not exist.', status: '404' });
    });
  });

  describe('filters (specification §2.2 and content_type)', () => {
    it('restricts to a content type, and the count agrees with the list', async () => {
      const videos = await allPages(MAIN, { filters: { content_type: ['video'] } });
      const images = await allPages(MAIN, { filters: { content_type: ['image'] } });
      expect(videos.items.every((m) => m.content_type === 'video')).to.equal(true);
      expect(images.items.every((m) => m.content_type === 'image')).to.equal(true);
      expect(videos.items.length + images.items.length).to.equal(300);
      expect(await count(MAIN, { filters: { content_type: ['video'] } })).to.equal(videos.items.length);
    });

    it('filters by permission, and by approval (unapproved content is never listed)', async () => {
      const denied = await allPages(MAIN, { filters: { has_permission: false } });
      expect(denied.items.length).to.be.greaterThan(0);
      expect(denied.items.every((m) => m.has_permission === false)).to.equal(true);
      expect(await count(MAIN, { filters: { has_permission: false } })).to.equal(denied.items.length);
      expect((await photos(MAIN, { filters: { approved: false } })).body.data).to.deep.equal([]);
      expect(await count(MAIN, { filters: { approved: false } })).to.equal(0);
      expect(await count(MAIN, { filters: { approved: true } })).to.equal(300);
      expect(await count(MAIN, { filters: {} })).to.equal(300);
    });

    it('filters by connected user id and by e-mail address', async () => {
      const first = (await photos(MAIN)).body.data[0];
      const byId = await allPages(MAIN, { filters: { filter_by_connected_user_ids: [first.connected_user_id] } });
      expect(byId.items.length).to.be.greaterThan(1);
      expect(byId.items.every((m) => m.connected_user_id === first.connected_user_id)).to.equal(true);
      const byEmail = await allPages(MAIN, { filters: { filter_by_email_addresses: ['RIDGE.RUNNER@example.com'] } });
      expect(byEmail.items.length).to.be.greaterThan(1);
      expect(new Set(byEmail.items.map((m) => m.connected_user_id)).size).to.equal(1);
    });

    it('filters by user handle: equals, is_one_of, not_equals', async () => {
      const equals = await allPages(MAIN, { filters: { filter_by_userhandle: { equals: 'mara_outdoors' } } });
      expect(equals.items.length).to.be.greaterThan(0);
      expect(equals.items.every((m) => m.user_name === 'mara_outdoors')).to.equal(true);

      const oneOf = await allPages(MAIN, { filters: { filter_by_userhandle: { is_one_of: ['mara_outdoors', 'lena.climbs'] } } });
      expect(new Set(oneOf.items.map((m) => m.user_name))).to.deep.equal(new Set(['mara_outdoors', 'lena.climbs']));

      const notEquals = await allPages(MAIN, { filters: { filter_by_userhandle: { not_equals: ['mara_outdoors'] } } });
      expect(notEquals.items.some((m) => m.user_name === 'mara_outdoors')).to.equal(false);
      expect(notEquals.items.length + equals.items.length).to.equal(300);
    });

    it('combines keys', async () => {
      const both = await allPages(MAIN, { filters: { content_type: ['image'], has_permission: false } });
      expect(both.items.length).to.be.greaterThan(0);
      expect(both.items.every((m) => m.content_type === 'image' && m.has_permission === false)).to.equal(true);
      expect(await count(MAIN, { filters: { has_permission: false, content_type: ['image'] } })).to.equal(both.items.length);
    });

    it('passes unknown filter keys without failing', async () => {
      const { res, body } = await photos(SMALL, { filters: { in_categories: [1, 2] } });
      expect(res.status).to.equal(200);
      expect(body.total).to.equal(12);
    });
  });

  describe('count (contract §3) and conditional requests', () => {
    it('answers the count envelope with an ETag readable cross-origin', async () => {
      const url = apiUrl(`albums/${MAIN}/photos/count`, { api_key: uniqueKey() });
      const { res, body } = await getJson<Json>(url);
      expect(body).to.deep.equal({ status: 200, data: { count: 300 } });
      expect(res.headers.get('ETag')).to.match(/^"[^"]+"$/);
      expect(res.headers.get('Cache-Control')).to.equal('max-age=300');
    });

    it('answers 304 without a body when If-None-Match matches (through a CORS preflight)', async () => {
      const url = apiUrl(`albums/${MAIN}/photos/count`, { api_key: uniqueKey() });
      const first = await fetch(url);
      const etag = first.headers.get('ETag') ?? '';
      expect(etag).to.not.equal('');
      // If-None-Match is not a CORS-safelisted header: this request is preceded by a preflight.
      const again = await fetch(url, { headers: { 'If-None-Match': etag } });
      expect(again.status).to.equal(304);
      expect(await again.text()).to.equal('');
      expect(again.headers.get('ETag')).to.equal(etag);
      const stale = await fetch(url, { headers: { 'If-None-Match': '"something-else"' } });
      expect(stale.status).to.equal(200);
      expect(await stale.json()).to.deep.equal({ status: 200, data: { count: 300 } });
    });

    it('gives a filtered count its own ETag', async () => {
      const plain = await fetch(apiUrl(`albums/${MAIN}/photos/count`, { api_key: uniqueKey() }));
      const videos = await fetch(apiUrl(`albums/${MAIN}/photos/count`, { api_key: uniqueKey(), filters: { content_type: ['video'] } }));
      expect(videos.headers.get('ETag')).to.not.equal(plain.headers.get('ETag'));
    });
  });

  describe('errors (contract §5)', () => {
    it('answers 401 without an api key, and for an invalid one', async () => {
      const none = await getJson<Json>(`${sandboxUrl}/api/v2/albums/${MAIN}/photos`);
      expect(none.res.status).to.equal(401);
      expect(none.body).to.deep.equal({ status: 401, message: 'Auth failed.', photos: [] });
      const invalid = await getJson<Json>(apiUrl(`albums/${MAIN}/photos/count`, { api_key: 'invalid-key' }));
      expect(invalid.res.status).to.equal(401);
      expect(invalid.body).to.deep.equal({ status: 401, message: 'Auth failed.', photos: [] });
    });

    it('accepts only its documented keys: the demo key, test keys and fault keys; any other is 401', async () => {
      const status = async (api_key: string) => (await fetch(apiUrl(`albums/${SMALL}/photos/count`, { api_key }))).status;
      // The mistakes a merchant makes: the docs' placeholder, a typo, another account's key, whitespace.
      for (const key of ['YOUR_PUBLIC_API_KEY', 'demo-public-kye', 'pk_live_8f2a', ' demo-public-key', 'demo-public-key ']) {
        expect(await status(key), key).to.equal(401);
      }
      expect(await status('demo-public-key')).to.equal(200);
      expect(await status(uniqueKey())).to.equal(200);
      expect(await status(uniqueKey('fault-429-once').replace(/^test-/, 'merchant-'))).to.equal(429);
      const product = await fetch(apiUrl('albums/from_sku', { api_key: 'YOUR_PUBLIC_API_KEY', sku: 'SKU-TRAIL-42' }));
      expect(product.status).to.equal(401);
    });

    it('answers 404 "Album does not exist." for an unknown album', async () => {
      for (const path of ['albums/424242/photos', 'albums/424242/photos/count', 'albums/abc/photos']) {
        const { res, body } = await getJson<Json>(apiUrl(path, { api_key: uniqueKey() }));
        expect(res.status, path).to.equal(404);
        expect(body).to.deep.equal({ error: 'Album does not exist.', status: '404' });
      }
    });

    it('answers 400 for malformed sort or filters JSON', async () => {
      for (const params of [{ sort: '{"recency":' }, { filters: '{nope' }, { filters: '[1,2]' }, { filters: '{"content_type":"audio"}' }]) {
        const url = new URL(apiUrl(`albums/${MAIN}/photos`, { api_key: uniqueKey() }));
        for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
        const { res, body } = await getJson<Json>(url.href);
        expect(res.status, JSON.stringify(params)).to.equal(400);
        expect(body.status).to.equal('400');
        expect(body.error).to.be.a('string').and.not.equal('');
      }
      const count400 = await fetch(`${apiUrl(`albums/${MAIN}/photos/count`, { api_key: uniqueKey() })}&filters=%7B`);
      expect(count400.status).to.equal(400);
    });
  });

  describe('fault switches (selected by the api key)', () => {
    it('429 carries a readable Retry-After', async () => {
      const res = await fetch(apiUrl(`albums/${SMALL}/photos`, { api_key: uniqueKey('fault-429') }));
      expect(res.status).to.equal(429);
      expect(res.headers.get('Retry-After')).to.equal('1');
      expect(await res.json()).to.deep.equal({ error: 'Too many requests.', status: '429' });
    });

    it('a `-once` key fails only its first request on each endpoint, then recovers', async () => {
      const key = uniqueKey('fault-429-once');
      const listUrl = apiUrl(`albums/${SMALL}/photos`, { api_key: key });
      const countUrl = apiUrl(`albums/${SMALL}/photos/count`, { api_key: key });
      expect((await fetch(listUrl)).status).to.equal(429);
      expect((await fetch(countUrl)).status).to.equal(429);
      expect((await fetch(listUrl)).status).to.equal(200);
      expect((await fetch(countUrl)).status).to.equal(200);
      const twice = uniqueKey('fault-503-times2');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await fetch(apiUrl(`albums/${SMALL}/photos`, { api_key: twice }))).status);
      expect(statuses).to.deep.equal([503, 503, 200]);
    });

    it('answers 500 and 503', async () => {
      const r500 = await fetch(apiUrl(`albums/${SMALL}/photos`, { api_key: uniqueKey('fault-500') }));
      expect(r500.status).to.equal(500);
      expect((await r500.json()).status).to.equal('500');
      const r503 = await fetch(apiUrl(`albums/${SMALL}/photos/count`, { api_key: uniqueKey('fault-503') }));
      expect(r503.status).to.equal(503);
      expect(r503.headers.get('Retry-After')).to.equal('1');
    });

    it('answers 200 with malformed JSON, and 200 with an empty body', async () => {
      const bad = await fetch(apiUrl(`albums/${SMALL}/photos`, { api_key: uniqueKey('fault-badjson') }));
      expect(bad.status).to.equal(200);
      let parsed: unknown = 'not parsed';
      try {
        parsed = await bad.json();
      } catch (err) {
        parsed = err;
      }
      // A JavaScript SyntaxError in Chromium and Firefox, a DOMException of that name in WebKit.
      expect((parsed as Error).name).to.equal('SyntaxError');
      const empty = await fetch(apiUrl(`albums/${SMALL}/photos/count`, { api_key: uniqueKey('fault-empty') }));
      expect(empty.status).to.equal(200);
      expect(await empty.text()).to.equal('');
    });

    it('drops CORS headers, so the browser refuses the answer', async () => {
      let error: unknown = null;
      try {
        await fetch(apiUrl(`albums/${SMALL}/photos`, { api_key: uniqueKey('fault-nocors') }));
      } catch (err) {
        error = err;
      }
      expect(error).to.be.instanceOf(TypeError);
    });

    it('holds the response until the client gives up', async () => {
      let error: unknown = null;
      try {
        await fetch(apiUrl(`albums/${SMALL}/photos`, { api_key: uniqueKey('fault-timeout') }), { signal: AbortSignal.timeout(300) });
      } catch (err) {
        error = err;
      }
      // The timeout's TimeoutError; WebKitGTK 2.50 rejects such a fetch with an AbortError instead.
      expect((error as Error).name).to.be.oneOf(['TimeoutError', 'AbortError']);
      // The sandbox is still healthy afterwards.
      expect((await photos(SMALL)).res.status).to.equal(200);
    });

    it('answers normally after a delay with fault-slow', async () => {
      const { res, body } = await getJson<Page>(apiUrl(`albums/${SMALL}/photos`, { api_key: uniqueKey('fault-slow') }));
      expect(res.status).to.equal(200);
      expect(body.total).to.equal(12);
    });
  });

  describe('analytics collector (contract §4)', () => {
    const visitor = { uid: 'visitor-1', platform: 'web' };
    const bodies = (apiKey: string): Record<string, Json> => ({
      openedWidget: { API_KEY: apiKey, ...visitor, album_id: MAIN, widget: 'grid', photos: '387500001,387500008', per_page: 30, page: 1 },
      widgetVisible: { API_KEY: apiKey, ...visitor, album_id: MAIN, widget: 'grid', photos: '387500001,387500008', per_page: 30, page: 1 },
      loadMore: { API_KEY: apiKey, ...visitor, album_id: MAIN, per_page: 30, page: 2, photos: '387500211' },
      openedLightbox: { API_KEY: apiKey, ...visitor, album_id: MAIN, album_photo_id: 387500001 },
      actionClicked: { API_KEY: apiKey, ...visitor, album_id: MAIN, album_photo_id: 387500001, action_link_url: 'https://shop.example.com/products/sku-trail-42' },
      addToCart: { API_KEY: apiKey, ...visitor, product_sku: 'SKU-TRAIL-42', price: 129.95, quantity: 1, currency: 'USD' },
      conversion: {
        API_KEY: apiKey,
        ...visitor,
        cart_contents: [{ product_sku: 'SKU-TRAIL-42', price: '129.95', quantity: 1 }],
        cart_total: '129.95',
        cart_total_quantity: 1,
        order_id: 'order-1001',
        currency: 'USD',
      },
    });

    it('accepts and records every event of the contract', async () => {
      const key = uniqueKey('events');
      const all = bodies(key);
      for (const [name, body] of Object.entries(all)) {
        const res = await postEvent(name, body);
        expect(res.status, name).to.equal(204);
      }
      const events = await recorded(key);
      expect(events.map((e) => e.name)).to.deep.equal(Object.keys(all));
      for (const e of events) {
        expect(e.body).to.deep.equal(all[e.name]);
        expect(e.at).to.be.a('number');
      }
      expect((await recorded(key, 'loadMore')).map((e) => e.name)).to.deep.equal(['loadMore']);
    });

    it('accepts a keepalive request (what a page sends while unloading)', async () => {
      const key = uniqueKey('events');
      const res = await postEvent('openedLightbox', bodies(key).openedLightbox, { keepalive: true });
      expect(res.status).to.equal(204);
      expect(await recorded(key)).to.have.length(1);
    });

    it('refuses wrong bodies with 400 and a clear message, and records nothing', async () => {
      const key = uniqueKey('events');
      const ok = bodies(key);
      const cases: Array<[string, unknown, RegExp]> = [
        ['openedWidget', { ...ok.openedWidget, photos: undefined }, /missing field "photos"/],
        ['openedWidget', { ...ok.openedWidget, album_id: '1001' }, /"album_id"/],
        ['loadMore', { ...ok.loadMore, photos: [387500211] }, /"photos"/],
        ['openedLightbox', { ...ok.openedLightbox, album_photo_id: '387500001' }, /"album_photo_id"/],
        ['actionClicked', { ...ok.actionClicked, action_link_url: 'javascript:alert(1)' }, /"action_link_url"/],
        ['openedLightbox', { ...ok.openedLightbox, platform: 'ios' }, /"platform"/],
        ['openedLightbox', { ...ok.openedLightbox, API_KEY: undefined }, /missing field "API_KEY"/],
        ['openedLightbox', { ...ok.openedLightbox, uid: undefined }, /missing field "uid"/],
        ['addToCart', { ...ok.addToCart, quantity: 0 }, /"quantity"/],
        ['photoOpened', ok.openedLightbox, /Unknown event "photoOpened"/],
        ['openedLightbox', '{"API_KEY":', /not valid JSON/],
      ];
      for (const [name, body, message] of cases) {
        const res = await postEvent(name, body);
        const answer = (await res.json()) as Json;
        expect(res.status, `${name} ${JSON.stringify(body)}`).to.equal(400);
        expect(answer.status).to.equal('400');
        expect(answer.error).to.match(message);
      }
      expect(await recorded(key)).to.deep.equal([]);
    });

    it('clears the events of one api key only', async () => {
      const mine = uniqueKey('events');
      const theirs = uniqueKey('events');
      await postEvent('openedLightbox', bodies(mine).openedLightbox);
      await postEvent('openedLightbox', bodies(theirs).openedLightbox);
      const res = await fetch(`${sandboxUrl}/__events?api_key=${mine}`, { method: 'DELETE' });
      expect(res.status).to.equal(204);
      expect(await recorded(mine)).to.deep.equal([]);
      expect(await recorded(theirs)).to.have.length(1);
    });

    it('applies fault switches carried in the body API_KEY', async () => {
      const key = uniqueKey('fault-500');
      const res = await postEvent('openedLightbox', bodies(key).openedLightbox);
      expect(res.status).to.equal(500);
      expect(await recorded(key)).to.deep.equal([]);
    });
  });

  describe('signed submission (contract §6)', () => {
    const scratch = () => 900000 + Math.floor(Math.random() * 99999);

    async function submit(apiKey: string, body: string, signature: string | null) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (signature !== null) headers.Signature = signature;
      return fetch(`${sandboxUrl}/api/v2/media?api_key=${encodeURIComponent(apiKey)}`, { method: 'POST', headers, body });
    }

    it('creates an item with a valid signature; approved items are listed and counted', async () => {
      const albumId = scratch();
      const approved = JSON.stringify({
        album_id: albumId,
        title: 'Fresh from the trail',
        approved: true,
        email: 'submitter@example.com',
        username: 'submitter',
        photo_uri: `${sandboxUrl}/media/img-03/original.jpg`,
      });
      const res = await submit('demo-public-key', approved, await sign('demo-secret-key', approved));
      expect(res.status).to.equal(200);
      const created = (await res.json()) as Json;
      expect(created.album_photo_id).to.be.a('string').and.match(/^\d+$/);
      expect(created.connected_user_id).to.be.a('string').and.match(/^\d+$/);

      const pending = JSON.stringify({ album_id: albumId, approved: false, email: 'b@example.com', username: 'b', photo_uri: 'https://images.example.com/b.jpg' });
      const key = uniqueKey('merchant');
      expect((await submit(key, pending, await sign(`${key}-secret`, pending))).status).to.equal(200);

      const { body } = await photos(albumId);
      expect(body.data.map((m) => String(m.album_photo_id))).to.deep.equal([created.album_photo_id]);
      expect(body.data[0]).to.include({ title: 'Fresh from the trail', user_name: 'submitter', width: 1080, height: 1080 });
      expect(await count(albumId)).to.equal(1);
    });

    it('answers 403 for a missing or wrong signature', async () => {
      const body = JSON.stringify({ album_id: scratch(), email: 'a@example.com', username: 'a', photo_uri: 'https://images.example.com/a.jpg' });
      for (const signature of [null, 'bm9wZQ==', await sign('wrong-secret', body), await sign('demo-secret-key', `${body} `)]) {
        const res = await submit('demo-public-key', body, signature);
        expect(res.status).to.equal(403);
        expect(await res.json()).to.deep.equal({ error: 'Invalid signature.', status: '403' });
      }
    });

    it('answers 400 naming every bad field', async () => {
      const body = JSON.stringify({ album_id: '12', title: 5, approved: 'yes', email: 'nope', username: '', photo_uri: 'javascript:alert(1)' });
      const res = await submit('demo-public-key', body, await sign('demo-secret-key', body));
      expect(res.status).to.equal(400);
      const answer = (await res.json()) as Json;
      expect(answer.status).to.equal('400');
      for (const field of ['album_id', 'title', 'approved', 'email', 'username', 'photo_uri']) {
        expect(answer.error).to.contain(field);
      }
    });

    it('answers 404 for an unknown album and 401 without a key', async () => {
      const body = JSON.stringify({ album_id: 4242, email: 'a@example.com', username: 'a', photo_uri: 'https://images.example.com/a.jpg' });
      const res = await submit('demo-public-key', body, await sign('demo-secret-key', body));
      expect(res.status).to.equal(404);
      const noKey = await fetch(`${sandboxUrl}/api/v2/media`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(noKey.status).to.equal(401);
    });
  });

  describe('media files', () => {
    it('serves image renditions at their real pixel widths', async () => {
      const { items } = await allPages(SMALL, { filters: { content_type: ['image'] } });
      const sized = items.filter((m) => m.width !== undefined).slice(0, 3);
      expect(sized.length).to.equal(3);
      for (const item of sized) {
        const cdn = item.pixlee_cdn_photos;
        expect((await loadImage(cdn.small_url)).naturalWidth).to.equal(320);
        expect((await loadImage(cdn.medium_url)).naturalWidth).to.equal(640);
        // 1280 wide, or as wide as a smaller original (a 1080-wide one): never upscaled.
        expect((await loadImage(cdn.large_url)).naturalWidth).to.equal(Math.min(1280, Number(item.width)));
        const original = await loadImage(cdn.original_url);
        expect(original.naturalWidth).to.equal(Number(item.width));
        expect(original.naturalHeight).to.equal(Number(item.height));
        const square = await loadImage(cdn.square_medium_url);
        expect([square.naturalWidth, square.naturalHeight]).to.deep.equal([640, 640]);
      }
    });

    it('has landscape, portrait and square originals', async () => {
      const { items } = await allPages(MAIN, { filters: { content_type: ['image'] } });
      const shapes = new Set(
        items
          .filter((m) => m.width !== undefined)
          .map((m) => Math.sign(Number(m.width) - Number(m.height))),
      );
      expect(shapes).to.deep.equal(new Set([1, -1, 0]));
    });

    it('serves JPEGs with a one-day public cache lifetime', async () => {
      const { body } = await photos(SMALL, { filters: { content_type: ['image'] } });
      const res = await fetch(body.data[0].pixlee_cdn_photos.small_url);
      expect(res.status).to.equal(200);
      expect(res.headers.get('Content-Type')).to.equal('image/jpeg');
      expect(res.headers.get('Cache-Control')).to.equal('public, max-age=86400');
    });

    it('serves playable WebM videos with stills, and byte ranges', async () => {
      const { body } = await photos(MAIN, { filters: { content_type: ['video'] }, per_page: 8 });
      const byFile = new Map(body.data.map((m) => [m.source_url, m]));
      expect(byFile.size).to.be.within(2, 8);
      for (const item of byFile.values()) {
        const video = document.createElement('video');
        video.muted = true;
        video.preload = 'metadata';
        const loaded = new Promise<void>((resolve, reject) => {
          video.addEventListener('loadedmetadata', () => resolve(), { once: true });
          video.addEventListener('error', () => reject(new Error(`cannot load ${item.source_url}`)), { once: true });
        });
        video.src = item.source_url;
        await loaded;
        if (item.width !== undefined) expect(video.videoWidth).to.equal(Number(item.width));
        expect(video.videoWidth).to.be.greaterThan(0);
        expect(video.duration).to.be.within(2, 4.1);
        // Stills are frames of the clip: 320, 640 and 1280 wide, never wider than the clip itself.
        const w = video.videoWidth;
        expect((await loadImage(item.thumbnail_url)).naturalWidth).to.equal(Math.min(320, w));
        expect((await loadImage(item.medium_url)).naturalWidth).to.equal(Math.min(640, w));
        expect((await loadImage(item.big_url)).naturalWidth).to.equal(Math.min(1280, w));
        video.removeAttribute('src');
        video.load();
      }
      const first = body.data[0].source_url;
      const range = await fetch(first, { headers: { Range: 'bytes=0-1023' } });
      expect(range.status).to.equal(206);
      expect(range.headers.get('Content-Type')).to.equal('video/webm');
      expect(range.headers.get('Content-Range')).to.match(/^bytes 0-1023\/\d+$/);
      expect((await range.arrayBuffer()).byteLength).to.equal(1024);
      const size = Number(range.headers.get('Content-Range')?.split('/')[1]);
      expect(size).to.be.within(10_000, 420 * 1024);
    });
  });

  describe('hostile album', () => {
    it('delivers markup, script URLs, wrong types and junk entries, as a careless upstream would', async () => {
      const res = await fetch(apiUrl(`albums/${HOSTILE}/photos`, { api_key: uniqueKey(), per_page: 100 }));
      expect(res.status).to.equal(200);
      const text = await res.text();
      for (const needle of ['<img src=x onerror=alert(1)>', '<script>', 'javascript:alert(1)', 'data:text/html', '"__proto__"']) {
        expect(text, needle).to.contain(needle);
      }
      const body = JSON.parse(text) as { data: unknown[]; next: boolean };
      expect(body.next).to.equal(false);
      expect(body.data).to.deep.include(null);
      expect(body.data.some((d) => typeof d === 'number')).to.equal(true);
      expect(body.data.some((d) => typeof d === 'object' && d !== null && !Array.isArray(d) && typeof (d as Json).products === 'string')).to.equal(true);
      expect(await count(HOSTILE)).to.equal(body.data.length);
    });
  });
});
