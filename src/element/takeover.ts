import { hydrate } from '@lit-labs/ssr-client';
import { adoptStyles } from 'lit';
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
  AlbumSettings & { layout: string; locale?: string | null; strings?: Partial<UgcAlbumStrings> | null };

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

/** The element's own render and update, which a takeover calls (protected in its class). */
type Updating = { update(changed: PropertyValues): void; render(): unknown };

/**
 * Prepares `host` (upgraded, not yet connected) to take over its served root: called once, before
 * its first connection goes on. When the root was served for something else, it is emptied, for a
 * render anew.
 */
export const takeOver = (host: ServedHost): void => {
  const root = host.shadowRoot!;
  const data = servedData(root);
  const config = data && servedNow(host, data);
  if (!config) {
    root.replaceChildren();
    return;
  }
  served.set(host, { page: normalizePage(data.page, { page: 1, perPage: config.perPage }), count: asInt(data.count) });
  // The first update hydrates: Lit's parts are bound to the served nodes with this first render's
  // values, then Lit's own update renders the same values over them, which changes nothing. Hydration
  // that fails (markup edited on its way) leaves a root rendered anew, never a broken one.
  const own = host as unknown as Updating;
  const update = own.update;
  own.update = (changed) => {
    delete (own as Partial<Updating>).update;
    try {
      hydrate(own.render(), root, host.renderOptions);
    } catch (error) {
      console.warn('<ugc-album>: the server-rendered gallery could not be taken over, rendered anew:', error);
      root.replaceChildren();
      adoptStyles(root, (host.constructor as typeof LitElement).elementStyles);
    }
    update.call(host, changed);
  };
  (host as { renderRoot: HTMLElement | DocumentFragment }).renderRoot = root;
};
