// test/config-errors.test.ts (bad configuration) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../config-errors.test.js';
