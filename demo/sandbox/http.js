// Small HTTP helpers shared by the sandbox's handlers: CORS, JSON answers, body reading.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** An answer a handler throws to stop early; `server.js` turns it into a JSON error response. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, string>} [headers]
   */
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const API_METHODS = 'GET, POST, OPTIONS';
export const ALLOWED_HEADERS = 'Content-Type, If-None-Match, Signature, Range';
export const EXPOSED_HEADERS = 'ETag, Retry-After, Content-Range, Accept-Ranges';
const PREFLIGHT_MAX_AGE = '600';

/**
 * Per-request state the helpers need. `cors` is false only under the `fault-nocors` switch;
 * `encoding` is the compression the client accepts (`br`, `gzip` or `''`).
 * @typedef {{ cors: boolean, origin: string, encoding?: string }} Ctx
 */

/** The compression to answer with: brotli, else gzip, as the client's Accept-Encoding allows. */
export function acceptedEncoding(/** @type {string | undefined} */ header = '') {
  const offered = header.toLowerCase().split(',').map((e) => e.trim().split(';'));
  const ok = (name) => offered.some(([e, q]) => e === name && !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''));
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : '';
}

/** Bodies from this size up are compressed (CloudFront's threshold): a page of media, not a count. */
const COMPRESS_FROM = 1000;

/** @param {import('node:http').ServerResponse} res @param {Ctx} ctx */
export function applyCors(res, ctx) {
  if (!ctx.cors) return;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

/**
 * Answers a CORS preflight.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {string} methods
 */
export function sendPreflight(req, res, ctx, methods) {
  if (ctx.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', methods);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
    // Chrome's Private Network Access asks this when a public page calls a loopback service.
    if (req.headers['access-control-request-private-network'] === 'true') {
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
    }
  }
  res.setHeader('Content-Length', '0');
  res.writeHead(204);
  res.end();
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, ctx, status, body, headers = {}) {
  sendRaw(res, ctx, status, JSON.stringify(body), headers);
}

/**
 * Sends an already serialised JSON text (the count endpoint hashes the exact bytes for its ETag).
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendRaw(res, ctx, status, text, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  applyCors(res, ctx);
  let buf = Buffer.from(text, 'utf8');
  // Compressed as the live service's CDN sends it: a page of 30 items is ~40 KB of JSON and ~3 KB
  // of brotli, which is what a phone's network (and Lighthouse's throttling) really carries.
  res.setHeader('Vary', 'Accept-Encoding');
  if (ctx.encoding && buf.length >= COMPRESS_FROM) {
    buf = ctx.encoding === 'br' ? brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(buf);
    res.setHeader('Content-Encoding', ctx.encoding);
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(buf.length));
  if (!('Cache-Control' in headers)) res.setHeader('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.writeHead(status);
  res.end(buf);
}

/**
 * The contract's error body (§5): `{"error": "…", "status": "404"}` with the status as a string.
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
export function sendError(res, ctx, status, message, headers = {}) {
  sendJson(res, ctx, status, { error: message, status: String(status) }, headers);
}

/** @param {import('node:http').ServerResponse} res @param {Ctx} ctx @param {number} status @param {Record<string, string>} [headers] */
export function sendEmpty(res, ctx, status, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  applyCors(res, ctx);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.writeHead(status);
  res.end();
}

/**
 * Reads the whole request body as bytes, refusing more than `limit` bytes (413).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      reject(new HttpError(413, `Request body is larger than ${limit} bytes.`));
      return;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new HttpError(413, `Request body is larger than ${limit} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('aborted', () => reject(new Error('client aborted')));
  });
}

/** True when the request declares a JSON body (`application/json`, any parameters). */
export function isJsonContentType(/** @type {string | undefined} */ value) {
  return typeof value === 'string' && /^application\/json\s*(;|$)/i.test(value.trim());
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` prefixes are ignored.
 * @param {string | undefined} header
 * @param {string} etag
 */
export function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
