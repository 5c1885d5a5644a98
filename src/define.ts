/**
 * Registers `<ugc-album>`. Importing it twice (or alongside another copy of the bundle) is harmless:
 * the first definition wins. Without a `customElements` registry (Node) it does nothing.
 */
import { UgcAlbumElement } from './element/ugc-album.js';

export { UgcAlbumElement };

if (globalThis.customElements && !customElements.get('ugc-album')) {
  customElements.define('ugc-album', UgcAlbumElement);
}
