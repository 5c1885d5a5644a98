// test/analytics-e2e.test.ts (the engagement events' bodies, as the sandbox collector receives them) on dist/ugc-album.js, the bundle merchants get:
// test/support/build.ts loads the bundle for every file in this folder.
import '../analytics-e2e.test.js';
