/**
 * What `ugc-album/ssr` resolves to in a browser build (the `browser` export condition): loading it
 * fails at once with a message saying why. Server rendering runs on the merchant's server; the page
 * only needs the widget's script, which takes the served gallery over. The names are exported too,
 * so that a bundler reports this message rather than a missing export.
 *
 * @module
 */
const serverOnly = (): never => {
  throw new Error(
    'ugc-album/ssr renders the gallery on your server (Node 22+): import it from server code. ' +
      'In a page, load ugc-album.js (or the ugc-album package): it takes the server-rendered gallery over.',
  );
};

serverOnly();

export { serverOnly as renderAlbum, serverOnly as createMemoryStore };
