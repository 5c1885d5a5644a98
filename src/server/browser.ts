/**
 * What `ugc-album/server` resolves to in a browser build (the `browser` export condition): loading
 * it fails at once with a message saying why, so no page ever holds signing code or a Secret Key.
 * Server runtimes (Node, Deno, Bun, workerd, edge) resolve to `server.ts` through their own conditions.
 * The names are exported too, so that a bundler reports this message rather than a missing export.
 *
 * @module
 */
const serverOnly = (): never => {
  throw new Error(
    'ugc-album/server is for servers only: it signs with your Secret Key, which must never reach a browser. ' +
      'Import it from server code (Node 22+, Deno, Bun, a worker runtime); in a page use ugc-album or ugc-album/client.',
  );
};

serverOnly();

export {
  serverOnly as createMedia,
  serverOnly as signPayload,
  serverOnly as serializePayload,
  serverOnly as validateMedia,
  serverOnly as SubmissionError,
};
