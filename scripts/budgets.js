// The size budgets, brotli q11, 1 KB = 1,000 B: one place for `npm test` (test/node/budget.test.js,
// which says why each number is what it is) and `npm run bench` (bench/report.js). A tripwire with
// room, not a target: raise a number in the commit of the feature that needs it, and say why there.

/** Everything the first render needs: dist/ugc-album.js and any chunk it imports statically. */
export const FIRST_RENDER_BUDGET = 15_350;

/** Each chunk loaded on demand, with the chunks it imports (what the first click on it loads). */
export const ON_DEMAND_BUDGET = 9_200;
