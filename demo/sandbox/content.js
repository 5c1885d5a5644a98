// The read endpoints: album photos (contract §1), photos by SKU (§2) and the count (§3).
import { createHash } from 'node:crypto';
import { HttpError, etagMatches, sendEmpty, sendJson, sendRaw } from './http.js';
import { toMedia } from './media-json.js';
import { parseFilters, parsePaging, parseSort, sortItems } from './query.js';

/** @typedef {import('./http.js').Ctx} Ctx @typedef {import('./fixtures.js').Store} Store */

const LIST_CACHE = 'public, max-age=120';
const COUNT_CACHE = 'max-age=300';

/**
 * @param {Store} store
 * @param {string} rawId
 */
function albumOr404(store, rawId) {
  const album = /^\d{1,12}$/.test(rawId) ? store.getAlbum(Number(rawId)) : undefined;
  if (!album) throw new HttpError(404, 'Album does not exist.');
  return album;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {import('./fixtures.js').Album} album
 * @param {URLSearchParams} params
 */
function sendPage(res, ctx, album, params) {
  // Validate everything before doing any work, so a bad request is a 400 whatever else it says.
  const { page, perPage } = parsePaging(params);
  const sort = parseSort(params.get('sort'));
  const keep = parseFilters(params.get('filters'));
  const approved = album.items.filter((it) => it.approved && keep(it));
  const sorted = sortItems(approved, sort, album.id);
  const start = (page - 1) * perPage;
  const slice = sorted.slice(start, start + perPage);
  sendJson(
    res,
    ctx,
    200,
    {
      status: 200,
      album_id: album.id,
      page,
      per_page: perPage,
      total: slice.length,
      next: start + perPage < sorted.length,
      data: slice.map((it) => toMedia(it, ctx.origin)),
    },
    { 'Cache-Control': LIST_CACHE },
  );
}

/**
 * GET /api/v2/albums/{id}/photos
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {Store} store
 * @param {URL} url
 * @param {string} albumId
 */
export function albumPhotos(_req, res, ctx, store, url, albumId) {
  sendPage(res, ctx, albumOr404(store, albumId), url.searchParams);
}

/**
 * GET /api/v2/albums/from_sku?sku=
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {Store} store
 * @param {URL} url
 */
export function fromSku(_req, res, ctx, store, url) {
  const sku = url.searchParams.get('sku');
  if (!sku) throw new HttpError(400, 'Missing sku.');
  const albumId = store.albumIdForSku(sku);
  const album = albumId === undefined ? undefined : store.getAlbum(albumId);
  if (!album) throw new HttpError(404, 'Product does not exist.');
  sendPage(res, ctx, album, url.searchParams);
}

/**
 * GET /api/v2/albums/{id}/photos/count[?filters=]; conditional on If-None-Match.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {Store} store
 * @param {URL} url
 * @param {string} albumId
 */
export function photoCount(req, res, ctx, store, url, albumId) {
  const album = albumOr404(store, albumId);
  const keep = parseFilters(url.searchParams.get('filters'));
  const count = album.items.filter((it) => it.approved && keep(it)).length;
  const body = JSON.stringify({ status: 200, data: { count } });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': COUNT_CACHE };
  if (etagMatches(req.headers['if-none-match'], etag)) {
    sendEmpty(res, ctx, 304, headers);
    return;
  }
  sendRaw(res, ctx, 200, body, headers);
}
