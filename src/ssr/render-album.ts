import { canonicalJson } from '../client/canonical-json.js';
import { createContentClient } from '../client/content-client.js';
import { asInt, normalizePage } from '../client/media.js';
import type { MediaPage } from '../client/media.types.js';
import { parseConfig } from '../element/album-config.js';
import type { AlbumConfig } from '../element/album-config.js';
import { rawPage, SERVED_ATTRIBUTE, servedKey } from '../element/served-page.js';
import type { ServedData } from '../element/served-page.js';
import { loadStrings } from '../i18n/i18n-base.js';
import { ATTRIBUTE_NAME, jsonScript, openTag } from './markup.js';
import { createMemoryStore, servedValue } from './served-cache.js';
import type { ServedStore } from './served-cache.js';
import { renderShadow, servedElement } from './served-element.js';
import { imageObjects } from './structured-data.js';

export interface RenderAlbumOptions {
  /** The `fetch` the service is asked with. Default: `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** How long the service may take (ms) before the bare element is returned. Default 2000. */
  timeoutMs?: number;
  /** Aborting it returns the bare element at once. */
  signal?: AbortSignal;
  /**
   * Where first pages are kept for 2 minutes, shared by every render that asks for the same one.
   * Default: this process's memory (500 pages at most). A store the servers share (Redis, an edge
   * KV) serves a first page once for all of them.
   */
  store?: ServedStore;
  /**
   * Adds the first page's photos as schema.org `ImageObject`s (JSON-LD: the image, its creator and
   * credit), for search engines, in the element's light DOM. Default false: it is the merchant's
   * choice to describe shoppers' photos to search engines, and it adds to every page.
   */
  structuredData?: boolean;
}

const memory = createMemoryStore();

/** The data of a first page as it is kept: the page response as read, and the count. */
type Kept = Pick<ServedData, 'page' | 'count'>;

/** The page's attributes, checked: names HTML can carry, values as text; a bad entry is left out. */
const readAttributes = (attributes: unknown): [string, string][] => {
  const out: [string, string][] = [];
  if (!attributes || typeof attributes != 'object') return out;
  for (const name of Object.keys(attributes)) {
    try {
      const value = (attributes as Record<string, unknown>)[name];
      const lower = name.toLowerCase();
      if (value == null || value === false || !ATTRIBUTE_NAME.test(lower) || out.some(([n]) => n == lower)) continue;
      out.push([lower, value === true ? '' : String(value)]);
    } catch {}
  }
  return out;
};

/** Page 1 and the count from the service, as kept (one attempt: a visitor is waiting). */
const fetchFirstPage = async (config: AlbumConfig, send: typeof fetch | undefined, timeoutMs: number): Promise<string> => {
  const signal = AbortSignal.timeout(timeoutMs);
  const client = createContentClient({ baseUrl: config.baseUrl, apiKey: config.apiKey, fetch: send, timeoutMs, retries: 0 });
  const query = { page: 1, perPage: config.perPage, sort: config.sort, filters: config.filters, signal };
  const count = (albumId: string | number | null) =>
    albumId ? client.count({ albumId, filters: config.filters, signal }).catch(() => null) : null;
  // In album mode the count goes alongside the page; in sku mode it needs the album the page names.
  const albumCount = count(config.albumId);
  const page: MediaPage = config.sku ? await client.productPage({ ...query, sku: config.sku }) : await client.albumPage({ ...query, albumId: config.albumId! });
  const n = await (config.albumId ? albumCount : page.items.length ? count(page.albumId) : null);
  return JSON.stringify({ page: rawPage(page), count: n } satisfies Kept);
};

/** Settles like `promise`, or rejects when `signal` aborts or `ms` pass. */
const within = <T>(promise: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> => {
  const limit = AbortSignal.any([AbortSignal.timeout(ms), ...(signal ? [signal] : [])]);
  return new Promise<T>((resolve, reject) => {
    if (limit.aborted) return reject(limit.reason);
    limit.addEventListener('abort', () => reject(limit.reason), { once: true });
    promise.then(resolve, reject);
  });
};

/**
 * The HTML of one `<ugc-album>` with `attributes`, its first page and count already rendered in a
 * declarative shadow root, which the widget's script takes over in the browser (spec widget.md,
 * "Server rendering"). Never rejects: for an unusable attribute, a `secret-key`, a service that fails,
 * answers badly or not within `timeoutMs`, it resolves to the bare element, which then renders in the
 * browser as it would have without a server.
 */
export async function renderAlbum(attributes: Record<string, string>, options: RenderAlbumOptions = {}): Promise<string> {
  let checked: [string, string][] = [];
  try {
    checked = readAttributes(attributes);
    // The Secret Key signs writes: it never goes into a page (the element would not read it either).
    if (checked.some(([name]) => name == 'secret-key')) {
      console.warn('<ugc-album> renderAlbum: a secret-key attribute was refused; it never goes into a page.');
      checked = checked.filter(([name]) => name != 'secret-key');
      return openTag(checked) + '</ugc-album>';
    }
    const { fetch: send, timeoutMs = 2000, signal, store = memory, structuredData = false } = options;
    const { renderer, element } = servedElement(checked);
    const config = parseConfig(element);
    if ('attribute' in config) return openTag(checked) + '</ugc-album>';
    const locale = String(element.locale || 'en');
    const { analyticsUrl: _, ...read } = config;
    const kept = await within(
      Promise.all([servedValue(store, 'ugc-album:' + canonicalJson(read), () => fetchFirstPage(config, send, timeoutMs)), loadStrings(locale)]),
      timeoutMs,
      signal,
    );
    const data = JSON.parse(kept[0]) as Kept;
    const served = { page: normalizePage(data.page, { page: 1, perPage: config.perPage }), count: asInt(data.count) };
    const shadow = await renderShadow(renderer, served);
    const script = jsonScript({ key: servedKey(config, element.layout, locale), ...data } satisfies ServedData, `type="application/json" ${SERVED_ATTRIBUTE}`);
    // Outside the shadow root: crawlers read JSON-LD from the document, and a declarative shadow
    // root's content is not the document's (an HTML parser that knows no shadow roots keeps it in
    // an inert template). Not slotted, and a data script: the page shows nothing of it.
    const images = structuredData ? imageObjects(served.page.items) : [];
    const ld = images.length ? jsonScript(images, 'type="application/ld+json"') : '';
    // The language's direction, as the element sets it in the browser (unless the page sets one).
    const dir = element.dir == 'rtl' && !checked.some(([name]) => name == 'dir') ? [['dir', 'rtl'] as const] : [];
    return `${openTag([...checked, ...dir])}<template shadowrootmode="open">${shadow}${script}</template>${ld}</ugc-album>`;
  } catch {
    return openTag(checked) + '</ugc-album>';
  }
}
