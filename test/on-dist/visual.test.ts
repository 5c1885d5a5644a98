// test/visual.test.ts (visual regression of the grid, against the same baselines) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../visual.test.js';
