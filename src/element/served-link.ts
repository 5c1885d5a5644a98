import { chunkFailed } from './chunk.js';
import type { ServedHost } from './takeover.js';

/** Elements whose served root is being taken over (once each). */
const taking = new WeakSet<Element>();

/**
 * Whether the first connection of `host` waits for the takeover of a root a server rendered
 * (`ugc-album/ssr`). Its chunk, which only pages with such a root load, prepares the element; then
 * `connect` is called with whether the served page is taken over. When it is not (a root served
 * for another configuration, or the chunk did not load), the root is empty and the element renders
 * anew, as without a server.
 */
export const awaitsTakeover = (host: ServedHost, connect: (taken: boolean) => void): boolean => {
  if (!host.shadowRoot || host.renderRoot || taking.has(host)) return false;
  taking.add(host);
  import('./takeover.js')
    .catch(chunkFailed('takeover'))
    .then(
      (m) => m.takeOver(host),
      () => (host.shadowRoot!.replaceChildren(), false),
    )
    .then(connect);
  return true;
};
