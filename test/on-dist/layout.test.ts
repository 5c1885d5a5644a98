// test/layout.test.ts (the layouts (grid, carousel) and their detail view) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../layout.test.js';
