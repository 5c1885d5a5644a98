// canonicalJson (src/client/canonical-json.ts, as built into dist/lib): one text per value, so that
// equal sort and filter objects make equal request URLs (and share one cached request). A pure
// function: run once, in Node. Needs `node scripts/build.js` first (npm test builds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalJson } from '../../dist/lib/client/canonical-json.js';

test('canonicalJson sorts object keys at every depth, keeps array order, stays compact', () => {
  assert.equal(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }), '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
});
