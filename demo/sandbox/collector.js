// The analytics collector of contract §4: validates each event body strictly (so tests catch a widget
// that sends a wrong shape) and records what it accepts for tests and the demo's live panel.

/** @typedef {{ name: string, body: Record<string, unknown>, at: number }} RecordedEvent */

/** Recorded events beyond this are dropped oldest first, so a long demo session stays small. */
const MAX_EVENTS = 10_000;

/**
 * A field check: returns null when fine, else what was expected (for the error message).
 * @typedef {(v: unknown) => string | null} Check
 */

/** @type {Check} */
const integer = (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? null : 'a non-negative integer number');
/** @type {Check} */
const positiveInt = (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 ? null : 'a positive integer number');
/** @type {Check} */
const text = (v) => (typeof v === 'string' && v.trim() !== '' ? null : 'a non-empty string');
/** @type {Check} */
const idList = (v) => (typeof v === 'string' && /^(\d+(,\d+)*)?$/.test(v) ? null : 'a comma-joined string of numeric ids, e.g. "101,102"');
/** @type {Check} */
const httpUrl = (v) => {
  if (typeof v !== 'string') return 'an http(s) URL string';
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'an http(s) URL string';
  } catch {
    return 'an http(s) URL string';
  }
};
/** Prices travel as numbers or as decimal strings ("13.00") in real shop integrations. @type {Check} */
const amount = (v) =>
  (typeof v === 'number' && Number.isFinite(v) && v >= 0) || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v))
    ? null
    : 'a non-negative number (or a decimal string)';
/** @type {Check} */
const currency = (v) => (typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? null : 'an ISO 4217 code like "USD"');
/** @type {Check} */
const orderId = (v) => (text(v) === null || positiveInt(v) === null ? null : 'a non-empty string or a positive integer');
/** @type {Check} */
const cartContents = (v) => {
  const want = 'a non-empty array of {product_sku, price, quantity}';
  if (!Array.isArray(v) || v.length === 0) return want;
  for (const line of v) {
    if (line === null || typeof line !== 'object' || Array.isArray(line)) return want;
    if (text(line.product_sku) || amount(line.price) || positiveInt(line.quantity)) return want;
  }
  return null;
};

/** @type {Record<string, Check>} */
const WIDGET_FIELDS = { album_id: positiveInt, widget: text, photos: idList, per_page: positiveInt, page: positiveInt };

/** Required fields of each event beyond API_KEY, uid and platform. @type {Record<string, Record<string, Check>>} */
export const EVENT_FIELDS = {
  openedWidget: WIDGET_FIELDS,
  widgetVisible: WIDGET_FIELDS,
  loadMore: { album_id: positiveInt, per_page: positiveInt, page: positiveInt, photos: idList },
  openedLightbox: { album_id: positiveInt, album_photo_id: positiveInt },
  actionClicked: { album_id: positiveInt, album_photo_id: positiveInt, action_link_url: httpUrl },
  addToCart: { product_sku: text, price: amount, quantity: positiveInt, currency },
  conversion: { cart_contents: cartContents, cart_total: amount, cart_total_quantity: integer, order_id: orderId, currency },
};

/** @type {Record<string, Check>} */
const COMMON_FIELDS = { API_KEY: text, uid: text, platform: (v) => (v === 'web' ? null : 'the string "web"') };

/**
 * Checks a parsed body; returns the first problem as a sentence, or null when the event is valid.
 * @param {string} name
 * @param {unknown} body
 */
export function validateEvent(name, body) {
  if (!Object.hasOwn(EVENT_FIELDS, name)) {
    const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
    return `Unknown event "${shown}". Known events: ${Object.keys(EVENT_FIELDS).join(', ')}.`;
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return `${name}: the body must be a JSON object.`;
  }
  const obj = /** @type {Record<string, unknown>} */ (body);
  for (const [field, check] of Object.entries({ ...COMMON_FIELDS, ...EVENT_FIELDS[name] })) {
    if (!Object.hasOwn(obj, field)) return `${name}: missing field "${field}".`;
    const want = check(obj[field]);
    if (want) return `${name}: field "${field}" must be ${want}, got ${describe(obj[field])}.`;
  }
  return null;
}

/** @param {unknown} v */
function describe(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${String(v)}`;
}

export class EventLog {
  /** @type {RecordedEvent[]} */
  #events = [];

  /** @param {string} name @param {Record<string, unknown>} body */
  record(name, body) {
    this.#events.push({ name, body, at: Date.now() });
    if (this.#events.length > MAX_EVENTS) this.#events.splice(0, this.#events.length - MAX_EVENTS);
  }

  /** @param {{ apiKey?: string | null, name?: string | null }} q */
  list({ apiKey, name }) {
    return this.#events.filter((e) => (!apiKey || e.body.API_KEY === apiKey) && (!name || e.name === name));
  }

  /** Clears the events of one api key, or all when none is given. @param {string | null} apiKey */
  clear(apiKey) {
    this.#events = apiKey ? this.#events.filter((e) => e.body.API_KEY !== apiKey) : [];
  }
}
