// test/lifecycle.test.ts (the lifecycle (attach, detach, attribute changes)) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../lifecycle.test.js';
