// test/ugc-album.test.ts (render, paging, states, bad configuration and the detail view) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../ugc-album.test.js';
