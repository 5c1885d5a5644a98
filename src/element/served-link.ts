import { lazyChunk } from './chunk.js';
import type { ServedHost } from './takeover.js';

/** The takeover's code, a chunk that only pages with a served root load (once; asked again after a failure). */
const takeover = lazyChunk('takeover', () => import('./takeover.js'));

/**
 * Takes over the root a server rendered (`ugc-album/ssr`) for `host`, upgraded and not yet
 * connected: its first connection goes on once this settles. When the root was served for what the
 * element shows now, the chunk prepares the element with the served page; otherwise (another
 * configuration, or the chunk did not load) the root is emptied, and the element renders anew, as
 * without a server.
 */
export const takeOverServed = (host: ServedHost): Promise<void> =>
  takeover().then(
    (m) => m.takeOver(host),
    () => host.shadowRoot!.replaceChildren(),
  );
