// The sandbox's request handler: routing, read authentication, fault switches, CORS preflights.
import { setTimeout as delay } from 'node:timers/promises';
import { EventLog, EVENT_FIELDS, validateEvent } from './collector.js';
import { albumPhotos, fromSku, photoCount } from './content.js';
import { BAD_JSON, FaultCounter, parseFault } from './faults.js';
import { hostileBody } from './hostile-service.js';
import { isSandboxKey } from './keys.js';
import { createStore } from './fixtures.js';
import {
  API_METHODS,
  acceptedEncoding,
  HttpError,
  isJsonContentType,
  readBody,
  sendError,
  sendJson,
  sendPreflight,
  sendRaw,
  sendEmpty,
} from './http.js';
import { serveMedia } from './static.js';
import { createMedia } from './submit.js';

/** @typedef {import('./http.js').Ctx} Ctx @typedef {import('./faults.js').FaultSpec} FaultSpec */
/** @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res */

const SLOW_MS = 1000;
/** `fault-slowevents`: a collector this slow (ms), at random in between, per event. */
const SLOW_EVENTS_MS = [3000, 5000];
/** A held (`fault-timeout`) response is dropped after this long even if the client never gives up. */
const HOLD_MAX_MS = 120_000;
const EVENT_BODY_LIMIT = 64 * 1024;

/**
 * @param {{ lifetime: AbortSignal, fallbackOrigin: () => string }} env
 *   lifetime aborts when the sandbox closes (ends slow and held responses at once)
 */
export function createApp({ lifetime, fallbackOrigin }) {
  const store = createStore();
  const events = new EventLog();
  const faults = new FaultCounter();

  /**
   * Applies the fault a key asks for. Returns true when the response has been dealt with.
   * @param {FaultSpec | null} spec
   * @param {string} key
   * @param {string} path
   * @param {Req} req
   * @param {Res} res
   * @param {Ctx} ctx
   */
  async function applyFault(spec, key, path, req, res, ctx) {
    if (!spec || (spec.kind === 'slowevents' && !path.startsWith('/events/')) || !faults.shouldFail(spec, key, path)) return false;
    const hostile = /^\/api\/v2\/albums\/[^/]+\/photos$|from_sku$/.test(path) && hostileBody(spec.kind, ctx.origin);
    if (hostile) {
      sendRaw(res, ctx, 200, hostile);
      return true;
    }
    switch (spec.kind) {
      case '429':
        sendError(res, ctx, 429, 'Too many requests.', { 'Retry-After': '1' });
        return true;
      case '500':
        sendError(res, ctx, 500, 'Internal server error.');
        return true;
      case '503':
        sendError(res, ctx, 503, 'Service unavailable.', { 'Retry-After': '1' });
        return true;
      case 'badjson':
        sendRaw(res, ctx, 200, BAD_JSON);
        return true;
      case 'empty':
        sendEmpty(res, ctx, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': '0' });
        return true;
      case 'timeout':
        hold(req, res);
        return true;
      case 'slow':
        await delay(SLOW_MS, undefined, { signal: requestSignal(res) });
        return false;
      case 'slowevents': {
        const [min, max] = SLOW_EVENTS_MS;
        await delay(min + Math.random() * (max - min), undefined, { signal: requestSignal(res) });
        return false;
      }
      case 'nocors':
        ctx.cors = false;
        return false;
    }
    return false;
  }

  /** Never answers; the socket goes when the client gives up or the sandbox closes. @param {Req} req @param {Res} res */
  function hold(req, res) {
    const timer = setTimeout(() => res.destroy(), HOLD_MAX_MS);
    const drop = () => {
      clearTimeout(timer);
      res.destroy();
    };
    lifetime.addEventListener('abort', drop, { once: true });
    res.on('close', () => {
      clearTimeout(timer);
      lifetime.removeEventListener('abort', drop);
    });
    req.resume();
  }

  /** Aborts when the client goes away or the sandbox closes. @param {Res} res */
  function requestSignal(res) {
    const ac = new AbortController();
    res.on('close', () => ac.abort());
    return AbortSignal.any([ac.signal, lifetime]);
  }

  /** Any key but the sandbox's own (keys.js) fails like the service's: 401 "Auth failed.". */
  /** @param {Res} res @param {Ctx} ctx @param {string | null} key */
  function authFailed(res, ctx, key) {
    if (isSandboxKey(key)) return false;
    sendJson(res, ctx, 401, { status: 401, message: 'Auth failed.', photos: [] });
    return true;
  }

  /** @param {Req} req @param {Res} res @param {Ctx} ctx @param {URL} url */
  async function api(req, res, ctx, url) {
    const path = url.pathname;
    const key = url.searchParams.get('api_key');
    const spec = parseFault(key);
    const isMedia = path === '/api/v2/media';
    const list = /^\/api\/v2\/albums\/([^/]+)\/photos$/.exec(path);
    const count = /^\/api\/v2\/albums\/([^/]+)\/photos\/count$/.exec(path);
    const sku = path === '/api/v2/albums/from_sku';
    if (!isMedia && !list && !count && !sku) throw new HttpError(404, 'Not found.');

    if (req.method === 'OPTIONS') {
      if (spec?.kind === 'nocors' && spec.limit === Infinity) ctx.cors = false;
      sendPreflight(req, res, ctx, API_METHODS);
      return;
    }
    const method = isMedia ? 'POST' : 'GET';
    if (req.method !== method && !(method === 'GET' && req.method === 'HEAD')) {
      throw new HttpError(405, 'Method not allowed.', { Allow: `${method}, OPTIONS` });
    }
    if (authFailed(res, ctx, key)) return;
    if (await applyFault(spec, /** @type {string} */ (key), path, req, res, ctx)) return;

    if (isMedia) await createMedia(req, res, ctx, store, /** @type {string} */ (key));
    else if (sku) fromSku(req, res, ctx, store, url);
    else if (count) photoCount(req, res, ctx, store, url, count[1]);
    else if (list) albumPhotos(req, res, ctx, store, url, list[1]);
  }

  /** POST /events/{name} @param {Req} req @param {Res} res @param {Ctx} ctx @param {string} name */
  async function collect(req, res, ctx, name) {
    if (req.method === 'OPTIONS') {
      sendPreflight(req, res, ctx, 'POST, OPTIONS');
      return;
    }
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed.', { Allow: 'POST, OPTIONS' });
    if (!Object.hasOwn(EVENT_FIELDS, name)) throw new HttpError(400, /** @type {string} */ (validateEvent(name, {})));
    if (!isJsonContentType(req.headers['content-type'])) {
      throw new HttpError(415, 'Content-Type must be application/json.');
    }
    const raw = await readBody(req, EVENT_BODY_LIMIT);
    let body;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new HttpError(400, `${name}: the body is not valid JSON.`);
    }
    const key = body && typeof body === 'object' && typeof body.API_KEY === 'string' ? body.API_KEY : '';
    if (await applyFault(parseFault(key), key, `/events/${name}`, req, res, ctx)) return;
    const problem = validateEvent(name, body);
    if (problem) throw new HttpError(400, problem);
    events.record(name, body);
    sendEmpty(res, ctx, 204);
  }

  /** GET / DELETE /__events @param {Req} req @param {Res} res @param {Ctx} ctx @param {URL} url */
  function eventLog(req, res, ctx, url) {
    const apiKey = url.searchParams.get('api_key');
    if (req.method === 'OPTIONS') {
      sendPreflight(req, res, ctx, 'GET, DELETE, OPTIONS');
    } else if (req.method === 'GET') {
      sendJson(res, ctx, 200, { data: events.list({ apiKey, name: url.searchParams.get('name') }) });
    } else if (req.method === 'DELETE') {
      events.clear(apiKey);
      sendEmpty(res, ctx, 204);
    } else {
      throw new HttpError(405, 'Method not allowed.', { Allow: 'GET, DELETE, OPTIONS' });
    }
  }

  /** @param {Req} req @param {Res} res @param {Ctx} ctx @param {string} path */
  async function media(req, res, ctx, path) {
    if (req.method === 'OPTIONS') {
      sendPreflight(req, res, ctx, 'GET, HEAD, OPTIONS');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw new HttpError(405, 'Method not allowed.', { Allow: 'GET, HEAD, OPTIONS' });
    }
    await serveMedia(req, res, ctx, path);
  }

  /** @param {Res} res @param {Ctx} ctx */
  function index(res, ctx) {
    sendJson(res, ctx, 200, {
      name: 'Content Service sandbox (ugc-album)',
      docs: 'demo/sandbox/README.md',
      albums: [...store.albums.values()].map((a) => ({
        album_id: a.id,
        name: a.name,
        sku: a.sku,
        approved: a.items.filter((it) => it.approved).length,
      })),
    });
  }

  /** @param {Req} req @param {Res} res */
  return async function handle(req, res) {
    /** @type {Ctx} */
    const ctx = { cors: true, origin: originOf(req, fallbackOrigin), encoding: acceptedEncoding(req.headers['accept-encoding']) };
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      const path = url.pathname;
      let m;
      if (path.startsWith('/api/')) await api(req, res, ctx, url);
      else if ((m = /^\/events\/([^/]+)$/.exec(path))) await collect(req, res, ctx, safeDecode(m[1]));
      else if (path === '/__events') eventLog(req, res, ctx, url);
      else if (path.startsWith('/media/')) await media(req, res, ctx, path);
      else if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) index(res, ctx);
      else if (req.method === 'OPTIONS') sendPreflight(req, res, ctx, API_METHODS);
      else throw new HttpError(404, 'Not found.');
    } catch (err) {
      if (res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      if (err instanceof HttpError) {
        sendError(res, ctx, err.status, err.message, err.headers);
      } else if (lifetime.aborted || (err instanceof Error && err.name === 'AbortError')) {
        res.destroy();
      } else {
        res.emit('sandbox-error', err);
        sendError(res, ctx, 500, 'Internal server error.');
      }
    }
  };
}

/** A path segment as text; a broken %-escape stays as it was (and then names no known event). */
function safeDecode(/** @type {string} */ segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Absolute media URLs use the host the client called, so a page on `localhost` gets `localhost` URLs
 * and one on `127.0.0.1` gets those. Anything odd in Host falls back to the listening address.
 * @param {Req} req
 * @param {() => string} fallback
 */
function originOf(req, fallback) {
  const host = req.headers.host;
  return host && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host) ? `http://${host}` : fallback();
}
