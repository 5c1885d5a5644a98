// test/a11y.test.ts (accessibility and the keyboard) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../a11y.test.js';
