/**
 * Server rendering (`ugc-album/ssr`): the gallery's first page in the page's HTML, taken over by the
 * widget's script in the browser. Node ≥ 22; never in a browser bundle. See docs/server-rendering.md.
 *
 * @example
 * ```js
 * import { renderAlbum } from 'ugc-album/ssr';
 *
 * const gallery = await renderAlbum({ 'album-id': '12608567', 'api-key': 'pk_…', 'base-url': 'https://content.example.com' });
 * ```
 *
 * @module
 */
export { renderAlbum } from './render-album.js';
export type { RenderAlbumOptions } from './render-album.js';
export { createMemoryStore, MEMORY_ENTRIES, SERVED_TTL_MS } from './served-cache.js';
export type { ServedStore } from './served-cache.js';
