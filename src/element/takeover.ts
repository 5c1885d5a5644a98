import { hydrate } from '@lit-labs/ssr-client';
import { ReactiveElement, adoptStyles, render } from 'lit';
import type { LitElement, PropertyValues } from 'lit';
import { asInt, normalizePage } from '../client/media.js';
import { parseConfig } from './album-config.js';
import { served } from './album-loader.js';
import { resolveLocale } from './locale.js';
import { SERVED_ATTRIBUTE, servedKey } from './served-page.js';
import type { ServedData } from './served-page.js';
import type { AlbumSettings } from './album-config.js';
import type { UgcAlbumStrings } from '../i18n/strings.js';

/** What the takeover reads of `<ugc-album>` (ugc-album.ts loads this chunk: no import back). */
export type ServedHost = LitElement &
  AlbumSettings & { layout: string; eager: boolean; locale?: string | null; strings?: Partial<UgcAlbumStrings> | null };

/*
 * The takeover of a root a server rendered (`ugc-album/ssr`), a chunk that only pages with such a
 * root load. The element keeps what it shows: its first render is Lit's hydration of the served
 * markup (no node made again, no image asked for again), with the served page and count as its state,
 * so nothing is requested and nothing moves; from there it is the element as usual (its `ugc-load`,
 * its analytics, "Load more", the detail view). A root served for another configuration than the
 * element's now (a stale cache, an attribute changed since) is emptied and rendered anew, as without
 * a server.
 */

/** The served data in `root`, taken out of it; undefined when there is none, or it is unreadable. */
const servedData = (root: ShadowRoot): ServedData | undefined => {
  const script = root.querySelector(`script[${SERVED_ATTRIBUTE}]`);
  script?.remove();
  try {
    return JSON.parse(script?.textContent ?? '') as ServedData;
  } catch {}
};

/**
 * The element's configuration, when `data` was rendered for what it shows now: the same
 * configuration, layout and language, and no strings of the page's own (they would change the
 * served text).
 */
const servedNow = (host: ServedHost, data: ServedData) => {
  const config = parseConfig(host);
  try {
    const own = host.strings && Object.keys(host.strings).length;
    if (!('attribute' in config) && !own && data.key === servedKey(config, host.layout, resolveLocale(host))) return config;
  } catch {}
};

/**
 * Whether `root` still has Lit's part markers, which hydration binds to: a proxy or minifier that
 * strips comments on the way leaves a root that would be rendered again beside itself.
 */
const marked = (root: ShadowRoot) => {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  return !!(walker.nextNode() as Comment | null)?.data.startsWith('lit-part');
};

/** Resolves once `host` no longer has attribute `name`. */
const removed = (host: Element, name: string) =>
  new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => {
      if (host.hasAttribute(name)) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(host, { attributeFilter: [name] });
  });

/** The element's own render and update, which a takeover calls (protected in its class). */
type Updating = { update(changed: PropertyValues): void; render(): unknown };

/**
 * Prepares `host` (upgraded, not yet connected) to take over its served root: called once, before
 * its first connection goes on, which waits for the promise. When the root was served for something
 * else, it is emptied, for a render anew.
 */
export const takeOver = async (host: ServedHost): Promise<void> => {
  const root = host.shadowRoot!;
  // Lit's convention: an element marked `defer-hydration` (a framework still to set its properties
  // and listeners, as `ugc-album/react` does) is taken over once the mark is removed.
  if (host.hasAttribute('defer-hydration')) await removed(host, 'defer-hydration');
  const data = servedData(root);
  const config = data && servedNow(host, data);
  const page = config && normalizePage(data.page, { page: 1, perPage: config.perPage });
  // The served page is read in this task and hydrated in the next: on a slow phone the two in one
  // task blocked the main thread for over 50 ms (a tap would wait), while the served root, already
  // on screen, needs nothing of either. An attribute changed in between is caught by asking again.
  await new Promise((resolve) => setTimeout(resolve));
  if (!data || !page || !servedNow(host, data) || !marked(root)) {
    root.replaceChildren();
    return;
  }
  // The first load takes the served page (album-loader.ts) at once, not when the gallery comes near.
  served.set(host, { page, count: asInt(data.count) });
  host.eager = true;
  // The first update hydrates, as Lit's own hydration support does: its parts are bound to the served
  // nodes with this first render's values, without rendering them again. Hydration that fails (markup
  // edited on its way) leaves a root rendered anew, never a broken one.
  const own = host as unknown as Updating;
  own.update = (changed) => {
    delete (own as Partial<Updating>).update;
    // Taken: `reload()` asks the service again.
    served.delete(host);
    const value = own.render();
    (ReactiveElement.prototype as unknown as Updating).update.call(host, changed);
    try {
      hydrate(value, root, host.renderOptions);
    } catch (error) {
      console.warn('<ugc-album>: the server-rendered gallery could not be taken over, rendered anew:', error);
      root.replaceChildren();
      adoptStyles(root, (host.constructor as typeof LitElement).elementStyles);
      render(value, root, host.renderOptions);
    }
  };
  (host as { renderRoot: HTMLElement | DocumentFragment }).renderRoot = root;
};
