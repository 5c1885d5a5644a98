// test/faults.test.ts (the failure states) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../faults.test.js';
