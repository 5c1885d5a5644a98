import type { ReactiveController } from 'lit';
import type { Host } from './host.js';
import type { AlbumConfig } from './album-config.js';
import { createContentClient } from '../client/content-client.js';
import type { ContentClient, ContentClientOptions } from '../client/content-client.types.js';
import { ContentError } from '../client/content-error.js';
import type { MediaItem, MediaPage } from '../client/media.types.js';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

export interface PageInfo {
  page: number;
  /** Items this page added (duplicates of earlier pages dropped). */
  items: MediaItem[];
  hasNext: boolean;
  albumId: number | null;
  perPage: number;
}

export interface LoaderEvents {
  /** A page is in the state and has rendered (`updateComplete`); never called for a stale load. */
  page(info: PageInfo): void;
  /** A load failed and the failure has rendered; never called for aborts. */
  error(error: ContentError): void;
  /** Before a failure is shown: resolves when what shows it is there (its messages are a chunk). */
  failing(): Promise<unknown>;
  /** Before a page is shown: resolves when the host can render it right (its grid laid out). */
  ready(): Promise<unknown>;
}

/**
 * @internal Read-client options added to every load: a test hook (a short timeout, an injected
 * `fetch`), empty in production.
 */
export const clientOptions: Partial<ContentClientOptions> = {};

const toError = (e: unknown): ContentError =>
  e instanceof ContentError ? e : new ContentError(String((e as Error)?.message ?? e), 'parse');

const key = (item: MediaItem) => item.albumPhotoId || item.id;

/** What a server rendered for an element (`ugc-album/ssr`): its first page and its count. */
export interface Served {
  page: MediaPage;
  count: number | null;
}

/**
 * @internal First pages a server rendered, by element: the next `load` takes its host's as it is,
 * with no request, in the same render (set by the server renderer and by the browser's takeover).
 */
export const served = new WeakMap<Element, Served>();

/**
 * A first page not there after this long shows its failure ("took too long", with Retry) while the
 * read client goes on trying behind it: a service that never answers gets a message within about
 * 10 s, however many attempts the client makes.
 */
export const SLOW_AFTER = 8000;

/**
 * Owns fetching, paging and aborting for one element. Its fields are what the element renders; every
 * method resolves (never rejects) once the work it started has rendered, failed or been superseded.
 *
 * A client per load is cheap: the client module shares in-flight requests and kept counts page-wide,
 * so identical widgets make one request each.
 */
export class AlbumLoader implements ReactiveController {
  status: LoadStatus = 'idle';
  items: MediaItem[] = [];
  /** Pages loaded so far. */
  page = 0;
  hasNext = false;
  /** A "load more" is in flight. */
  busy = false;
  /** Items the last page added (for the polite announcement). */
  added = 0;
  /** Approved count; null until known (or when it could not be read). */
  count: number | null = null;
  /**
   * The count line's figure: the service's count (contract §3) while pages may follow; once the
   * album's last page is in, no more than the posts the gallery holds. A count of 12 over 2 tiles
   * with nothing more to load (a service whose pages and count disagree, or entries with nothing to
   * show) promises posts no shopper can reach. Paging itself follows the pages' `next` (contract §1).
   */
  get countShown(): number | null {
    const { count, page, hasNext, items } = this;
    return count !== null && page > 0 && !hasNext ? Math.min(count, items.length) : count;
  }
  /** Album shown: from the config, or in sku mode the product album from the first response. */
  albumId: number | null = null;
  /** Last failure, initial or "load more"; null when the last attempt succeeded. */
  error: ContentError | null = null;

  #host: Host;
  #events: LoaderEvents;
  #config: AlbumConfig | null = null;
  #client: ContentClient | null = null;
  #fresh = false;
  #controller = new AbortController();
  /** A first load was cut short by disconnection: it starts again on reconnection. */
  #interrupted = false;
  // A field: the connection's return tries a failed load again by itself (only where that can help).
  #online = (): void => {
    if (this.error?.retryable && !this.busy) void this.retry();
  };

  constructor(host: Host, events: LoaderEvents) {
    this.#host = host;
    this.#events = events;
    host.addController(this);
  }

  hostConnected(): void {
    addEventListener('online', this.#online);
    if (this.#interrupted) void this.load(this.#config!, this.#fresh);
  }

  hostDisconnected(): void {
    // Moving the element in the DOM disconnects and reconnects it in one go: that keeps its work.
    queueMicrotask(() => {
      if (this.#host.isConnected) return;
      removeEventListener('online', this.#online);
      this.#interrupted ||= this.status === 'loading';
      this.#controller.abort();
      this.#controller = new AbortController();
      this.busy = false;
      this.#host.requestUpdate();
    });
  }

  /** Starts over with this configuration, aborting whatever was in flight. */
  async load(config: AlbumConfig, fresh = false): Promise<void> {
    const signal = this.#reset('loading');
    const client = (this.#client = createContentClient({ ...config, ...clientOptions }));
    this.#config = config;
    this.#fresh = fresh;
    const n = Number(config.albumId);
    this.albumId = n > 0 && Number.isSafeInteger(n) ? n : null;
    const seed = served.get(this.#host);
    if (seed) {
      this.count = seed.count;
      return this.#apply(seed.page, signal, true);
    }
    // In album mode the count goes alongside the first page; in sku mode it needs the album id the
    // first page brings.
    const count = config.albumId && this.#count(config.albumId, signal);
    const slow = setTimeout(() => this.#failed(new ContentError('Request timed out', 'timeout', 0, true), signal, true), SLOW_AFTER);
    try {
      const page = await this.#fetch(client, 1, signal);
      clearTimeout(slow);
      if (signal.aborted) return;
      const applied = this.#apply(page, signal);
      const later = !count && this.albumId && page.items.length && this.#count(this.albumId, signal);
      await Promise.all([applied, later]);
    } catch (e) {
      clearTimeout(slow);
      if (!signal.aborted) await this.#failed(toError(e), signal);
    }
    await count;
  }

  /** Appends the next page, if there is one and none is loading. */
  async more(): Promise<void> {
    const { signal } = this.#controller;
    if (this.busy || !this.hasNext || this.status !== 'ready') return;
    this.busy = true;
    this.error = null;
    this.#host.requestUpdate();
    try {
      const page = await this.#fetch(this.#client!, this.page + 1, signal);
      if (!signal.aborted) await this.#apply(page, signal);
    } catch (e) {
      if (!signal.aborted) await this.#failed(toError(e), signal);
    }
  }

  /** Tries the failed step again: "load more" when that failed, the whole load otherwise. */
  retry(): Promise<void> {
    return this.status === 'ready' ? this.more() : this.load(this.#config!, this.#fresh);
  }

  /** Shows a failure that needs no request (an unusable configuration). */
  fail(error: ContentError): Promise<void> {
    return this.#failed(error, this.#reset('error'));
  }

  #reset(status: LoadStatus): AbortSignal {
    this.#controller.abort();
    this.#controller = new AbortController();
    this.#interrupted = false;
    this.status = status;
    this.items = [];
    this.page = this.added = 0;
    this.hasNext = this.busy = false;
    this.count = this.albumId = this.error = null;
    this.#host.requestUpdate();
    return this.#controller.signal;
  }

  /** Requests a render and waits for it; a render that threw must not turn into a rejection here. */
  #rendered(): Promise<unknown> {
    this.#host.requestUpdate();
    return this.#host.updateComplete.catch(() => 0);
  }

  #fetch(client: ContentClient, page: number, signal: AbortSignal): Promise<MediaPage> {
    const { sku, albumId, perPage, sort, filters } = this.#config!;
    const query = { page, perPage, sort, filters, fresh: this.#fresh, signal };
    return sku ? client.productPage({ ...query, sku }) : client.albumPage({ ...query, albumId: albumId! });
  }

  async #count(albumId: number | string, signal: AbortSignal): Promise<void> {
    try {
      const filters = this.#config!.filters;
      const n = await this.#client!.count({ albumId, filters, fresh: this.#fresh, signal });
      if (signal.aborted) return;
      this.count = n;
      this.#host.requestUpdate();
    } catch {
      // The count is an extra: without it the gallery still works, so it fails quietly.
    }
  }

  /** Shows `page`; `now`: in the current render (a served page, already laid out and read). */
  async #apply(page: MediaPage, signal: AbortSignal, now?: boolean): Promise<void> {
    // In sku mode the album comes with the page.
    this.albumId = page.albumId ?? this.albumId;
    // The tiles render in a task of their own: reading a page of 100 items and rendering its tiles
    // in one task made a long task (over 50 ms), delaying the shopper's input.
    if (!now) {
      await this.#events.ready();
      await new Promise((resolve) => setTimeout(resolve));
      if (signal.aborted) return;
    }
    // Only now: while 'loading' the placeholder grid stays, and the grid reading `ready` waits for
    // is taken from it (a render in between, the count arriving, would remove it for good).
    this.status = this.items.length || page.items.length ? 'ready' : 'empty';
    // New approvals shift later pages, repeating items already shown: keep the first of each.
    const seen = new Set(this.items.map(key));
    const added = page.items.filter((item) => {
      const k = key(item);
      if (k && seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    this.items = [...this.items, ...added];
    this.page++;
    this.added = added.length;
    this.hasNext = page.hasNext && page.items.length > 0;
    this.busy = false;
    // A page after a failure shown while it was still being tried replaces that failure.
    this.error = null;
    await this.#rendered();
    if (signal.aborted) return;
    const { hasNext, albumId } = this;
    this.#events.page({ page: this.page, items: added, hasNext, albumId, perPage: this.#config!.perPage });
  }

  /**
   * Shows a failure. `interim`: the load goes on behind the message (a page that came meanwhile
   * wins), and only its final failure is reported (`ugc-error`): a load that ends well reports none.
   */
  async #failed(error: ContentError, signal: AbortSignal, interim = false): Promise<void> {
    await this.#events.failing();
    if (signal.aborted || (interim && this.status != 'loading')) return;
    if (!this.items.length) this.status = 'error';
    this.error = error;
    this.busy = false;
    await this.#rendered();
    if (!signal.aborted && !interim) this.#events.error(error);
  }
}
