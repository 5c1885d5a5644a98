import { lazyChunk } from './chunk.js';
import type { ServedHost } from './takeover.js';

/** The takeover's code, a chunk that only pages with a served root load (once; asked again after a failure). */
const takeover = lazyChunk('takeover', () => import('./takeover.js'));

/** Elements whose served root is being taken over (once each). */
const taking = new WeakSet<Element>();

/**
 * Whether the first connection of `host` waits for the takeover of a root a server rendered
 * (`ugc-album/ssr`). The chunk prepares the element (its served page, when the root was served for
 * what the element shows now), then `connect` is called. Otherwise (a root served for another
 * configuration, or the chunk did not load) the root is emptied and the element renders anew, as
 * without a server.
 */
export const awaitsTakeover = (host: ServedHost, connect: () => void): boolean => {
  if (!host.shadowRoot || host.renderRoot || taking.has(host)) return false;
  taking.add(host);
  takeover()
    .then(
      (m) => m.takeOver(host),
      () => host.shadowRoot!.replaceChildren(),
    )
    .then(connect);
  return true;
};
