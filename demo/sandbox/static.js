// GET/HEAD /media/...: the committed renditions, videos and stills, with long caching and byte
// ranges (browsers seek and resume video with Range requests).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream';
import { HttpError, applyCors, etagMatches } from './http.js';

/** @typedef {import('./http.js').Ctx} Ctx */

const ROOT = fileURLToPath(new URL('./media/', import.meta.url));
const TYPES = /** @type {Record<string, string>} */ ({
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webm': 'video/webm',
  '.json': 'application/json; charset=utf-8',
});

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {string} pathname  starts with /media/
 */
export async function serveMedia(req, res, ctx, pathname) {
  let rel;
  try {
    rel = decodeURIComponent(pathname.slice('/media/'.length));
  } catch {
    throw new HttpError(404, 'Not found.');
  }
  const file = resolve(ROOT, rel);
  const type = TYPES[extname(file).toLowerCase()];
  if (!file.startsWith(ROOT.endsWith(sep) ? ROOT : ROOT + sep) || rel.includes('\0') || !type) {
    throw new HttpError(404, 'Not found.');
  }
  let info;
  try {
    info = await stat(file);
  } catch {
    throw new HttpError(404, 'Not found.');
  }
  if (!info.isFile()) throw new HttpError(404, 'Not found.');

  const size = info.size;
  const etag = `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  applyCors(res, ctx);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', info.mtime.toUTCString());
  if (etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304);
    res.end();
    return;
  }

  let start = 0;
  let end = size - 1;
  let status = 200;
  const range = rangeFor(req, etag, size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${size}`);
    res.setHeader('Content-Length', '0');
    res.writeHead(416);
    res.end();
    return;
  }
  if (range) {
    [start, end] = range;
    status = 206;
    res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  }
  res.setHeader('Content-Length', String(end - start + 1));
  res.writeHead(status);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  // Errors here are client disconnects (premature close); the response is already committed.
  pipeline(createReadStream(file, { start, end }), res, () => {});
}

/**
 * One byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`); several ranges or a stale If-Range get the
 * whole file, as RFC 9110 allows.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} etag
 * @param {number} size
 * @returns {[number, number] | 'unsatisfiable' | null}
 */
function rangeFor(req, etag, size) {
  const header = req.headers.range;
  if (!header) return null;
  const ifRange = req.headers['if-range'];
  if (ifRange && ifRange !== etag) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return [Math.max(0, size - n), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}
