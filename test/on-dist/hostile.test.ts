// test/hostile.test.ts (hostile content) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../hostile.test.js';
