// POST /api/v2/media (contract §6): a signed submission. Only a merchant's server can make one; the
// sandbox checks the signature over the exact raw bytes, as the service does.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { connectedUserIdFor } from './catalog.js';
import { IMAGES } from './fixtures.js';
import { HttpError, isJsonContentType, readBody, sendJson } from './http.js';

/** @typedef {import('./http.js').Ctx} Ctx @typedef {import('./fixtures.js').Store} Store */

const BODY_LIMIT = 1024 * 1024;

/** Demo credentials. Any other key K has the secret `${K}-secret`, so tests can use their own keys. */
export const DEMO_SECRETS = /** @type {Record<string, string>} */ ({ 'demo-public-key': 'demo-secret-key' });

/** @param {string} apiKey */
export function secretFor(apiKey) {
  return Object.hasOwn(DEMO_SECRETS, apiKey) ? DEMO_SECRETS[apiKey] : `${apiKey}-secret`;
}

/** base64(HMAC-SHA1(secret, bytes)) */
export function sign(/** @type {string} */ secret, /** @type {Buffer | string} */ bytes) {
  return createHmac('sha1', secret).update(bytes).digest('base64');
}

const EMAIL_RE = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/**
 * Required: album_id, email, username, photo_uri. Optional: title (default ""), approved (default
 * false). Returns every problem, so a developer fixes them in one go.
 * @param {Record<string, unknown>} b
 */
function problems(b) {
  /** @type {string[]} */
  const out = [];
  if (!Number.isSafeInteger(b.album_id) || /** @type {number} */ (b.album_id) < 1) out.push('album_id must be a positive integer');
  if ('title' in b && typeof b.title !== 'string') out.push('title must be a string');
  if (typeof b.title === 'string' && b.title.length > 10_000) out.push('title must be at most 10000 characters');
  if ('approved' in b && typeof b.approved !== 'boolean') out.push('approved must be a boolean');
  if (typeof b.email !== 'string' || b.email.length > 254 || !EMAIL_RE.test(b.email)) out.push('email must be an e-mail address');
  if (typeof b.username !== 'string' || b.username.trim() === '' || b.username.length > 255) {
    out.push('username must be a non-empty string of at most 255 characters');
  }
  if (!isHttpUrl(b.photo_uri)) out.push('photo_uri must be an http(s) URL');
  return out;
}

/** @param {unknown} v */
function isHttpUrl(v) {
  if (typeof v !== 'string' || v.length > 2048) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Ctx} ctx
 * @param {Store} store
 * @param {string} apiKey
 */
export async function createMedia(req, res, ctx, store, apiKey) {
  if (!isJsonContentType(req.headers['content-type'])) {
    throw new HttpError(415, 'Content-Type must be application/json.');
  }
  const raw = await readBody(req, BODY_LIMIT);
  const given = req.headers.signature;
  const expected = Buffer.from(sign(secretFor(apiKey), raw));
  const actual = Buffer.from(typeof given === 'string' ? given.trim() : '');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new HttpError(403, 'Invalid signature.');
  }
  let body;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'The body must be a JSON object.');
  }
  const list = problems(body);
  if (list.length) throw new HttpError(400, `Invalid media: ${list.join('; ')}.`);

  const album = store.getAlbum(body.album_id);
  if (!album) throw new HttpError(404, 'Album does not exist.');

  const { albumPhotoId, photoId } = store.nextIds();
  const connectedUserId = connectedUserIdFor(body.email);
  const now = Date.now();
  const src = sandboxSource(body.photo_uri, ctx.origin);
  album.items.push({
    id: photoId,
    albumPhotoId,
    albumId: album.id,
    type: 'image',
    src,
    externalUrl: src ? null : body.photo_uri,
    approved: body.approved === true,
    hasPermission: true,
    caption: body.title ?? '',
    altText: null,
    userName: body.username,
    email: body.email,
    connectedUserId,
    avatar: null,
    platformLink: '',
    source: 'api',
    action: null,
    products: [],
    createdAt: now,
    approvedAt: now,
    likes: 0,
    shares: 0,
    quirks: {},
  });
  sendJson(res, ctx, 200, { album_photo_id: String(albumPhotoId), connected_user_id: String(connectedUserId) });
}

/**
 * A photo_uri pointing at one of the sandbox's own images is "imported" with all its renditions.
 * @param {string} uri
 * @param {string} origin
 */
function sandboxSource(uri, origin) {
  const m = /^\/media\/(img-\d+)\//.exec(uri.startsWith(origin) ? uri.slice(origin.length) : '');
  return (m && IMAGES.find((s) => s.slug === m[1])) || null;
}
