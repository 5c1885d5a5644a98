// Paging, sort and filters of contract §1 and the specification's §2.2, applied to an album's items.
import { HttpError } from './http.js';
import { rng } from './random.js';

/** @typedef {import('./fixtures.js').Item} Item */

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

const SORT_KEYS = ['recency', 'approved_time', 'random', 'pixlee_shares', 'pixlee_likes', 'popularity', 'dynamic'];

/**
 * @param {URLSearchParams} params
 * @returns {{ page: number, perPage: number }}
 */
export function parsePaging(params) {
  const page = positiveInt(params.get('page'), 1, 'page');
  // Larger pages are clamped rather than refused, and the response says which size was used.
  const perPage = Math.min(positiveInt(params.get('per_page'), DEFAULT_PER_PAGE, 'per_page'), MAX_PER_PAGE);
  return { page, perPage };
}

/** @param {string | null} raw @param {number} fallback @param {string} name */
function positiveInt(raw, fallback, name) {
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new HttpError(400, `${name} must be a positive integer.`);
  }
  return Number(raw);
}

/**
 * @param {string | null} raw
 * @param {'sort' | 'filters'} name
 * @returns {Record<string, unknown> | null}
 */
function parseJsonObject(raw, name) {
  if (raw === null || raw === '') return null;
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, `Invalid JSON in ${name}.`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, `${name} must be a JSON object.`);
  }
  return value;
}

/**
 * @typedef {{ key: string, asc: boolean }} Sort
 * @param {string | null} raw
 * @returns {Sort}
 */
export function parseSort(raw) {
  const obj = parseJsonObject(raw, 'sort');
  if (!obj) return { key: 'recency', asc: false };
  const key = SORT_KEYS.find((k) => obj[k] === true) ?? 'recency';
  return { key, asc: obj.asc === true && obj.desc !== true };
}

/**
 * @typedef {(item: Item) => boolean} Predicate
 * @param {string | null} raw
 * @returns {Predicate}
 */
export function parseFilters(raw) {
  const f = parseJsonObject(raw, 'filters');
  if (!f) return () => true;
  /** @type {Predicate[]} */
  const tests = [];
  const bad = (/** @type {string} */ msg) => new HttpError(400, `Invalid filters: ${msg}`);

  if ('filter_by_connected_user_ids' in f) {
    const v = f.filter_by_connected_user_ids;
    if (!Array.isArray(v) || !v.every((n) => Number.isInteger(n))) {
      throw bad('filter_by_connected_user_ids must be an array of integers.');
    }
    const set = new Set(v);
    tests.push((it) => set.has(it.connectedUserId));
  }
  if ('filter_by_email_addresses' in f) {
    const v = f.filter_by_email_addresses;
    if (!isStringArray(v)) throw bad('filter_by_email_addresses must be an array of strings.');
    const set = new Set(v.map((s) => s.toLowerCase()));
    tests.push((it) => it.email !== null && set.has(it.email.toLowerCase()));
  }
  for (const flag of /** @type {const} */ (['has_permission', 'approved', 'has_product'])) {
    if (!(flag in f)) continue;
    const v = f[flag];
    if (typeof v !== 'boolean') throw bad(`${flag} must be a boolean.`);
    if (flag === 'has_permission') tests.push((it) => it.hasPermission === v);
    if (flag === 'approved') tests.push((it) => it.approved === v);
    if (flag === 'has_product') tests.push((it) => it.products.length > 0 === v);
  }
  if ('filter_by_userhandle' in f) {
    const h = f.filter_by_userhandle;
    if (h === null || typeof h !== 'object' || Array.isArray(h)) {
      throw bad('filter_by_userhandle must be an object.');
    }
    const handle = /** @type {Record<string, unknown>} */ (h);
    const matches = (/** @type {Item} */ it, /** @type {Set<string>} */ set) =>
      (it.userName !== null && set.has(it.userName.toLowerCase())) ||
      (it.email !== null && set.has(it.email.toLowerCase()));
    if ('equals' in handle) {
      if (typeof handle.equals !== 'string') throw bad('filter_by_userhandle.equals must be a string.');
      const set = new Set([handle.equals.toLowerCase()]);
      tests.push((it) => matches(it, set));
    }
    if ('is_one_of' in handle) {
      if (!isStringArray(handle.is_one_of)) throw bad('filter_by_userhandle.is_one_of must be an array of strings.');
      const set = new Set(handle.is_one_of.map((s) => s.toLowerCase()));
      tests.push((it) => matches(it, set));
    }
    if ('not_equals' in handle) {
      if (!isStringArray(handle.not_equals)) throw bad('filter_by_userhandle.not_equals must be an array of strings.');
      const set = new Set(handle.not_equals.map((s) => s.toLowerCase()));
      tests.push((it) => !matches(it, set));
    }
  }
  if ('content_type' in f) {
    const v = typeof f.content_type === 'string' ? [f.content_type] : f.content_type;
    if (!isStringArray(v) || !v.every((t) => t === 'image' || t === 'video')) {
      throw bad('content_type must be an array of "image" and/or "video".');
    }
    const set = new Set(v);
    tests.push((it) => set.has(it.type));
  }
  if ('content_source' in f) {
    const v = f.content_source;
    if (!isStringArray(v)) throw bad('content_source must be an array of strings.');
    const set = new Set(v.map((s) => s.toLowerCase()));
    tests.push((it) => set.has(it.source));
  }
  if ('filter_by_subcaption' in f) {
    const v = f.filter_by_subcaption;
    if (typeof v !== 'string') throw bad('filter_by_subcaption must be a string.');
    const needle = v.toLowerCase();
    tests.push((it) => it.caption.toLowerCase().includes(needle));
  }
  // Other keys of the real API (in_categories, …) are accepted and have nothing to act on here.
  return (it) => tests.every((t) => t(it));
}

/** @param {unknown} v @returns {v is string[]} */
function isStringArray(v) {
  return Array.isArray(v) && v.every((s) => typeof s === 'string');
}

/**
 * Sorted copy. Ties break on album_photo_id so every page boundary is stable.
 * @param {Item[]} items
 * @param {Sort} sort
 * @param {number} seed  for `random`: fixed per album so paging through a random order is consistent
 */
export function sortItems(items, sort, seed) {
  /** @type {(it: Item) => number} */
  let metric;
  switch (sort.key) {
    case 'approved_time':
      metric = (it) => it.approvedAt;
      break;
    case 'pixlee_likes':
      metric = (it) => it.likes;
      break;
    case 'pixlee_shares':
      metric = (it) => it.shares;
      break;
    case 'popularity':
    case 'dynamic':
      metric = (it) => it.likes + it.shares * 4;
      break;
    case 'random': {
      const r = rng(seed);
      const keys = new Map(items.map((it) => [it, r()]));
      metric = (it) => keys.get(it) ?? 0;
      break;
    }
    default:
      metric = (it) => it.createdAt;
  }
  const dir = sort.asc ? 1 : -1;
  return [...items].sort((a, b) => dir * (metric(a) - metric(b)) || dir * (a.albumPhotoId - b.albumPhotoId));
}
