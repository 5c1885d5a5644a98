// canonicalJson (src/client/canonical-json.ts, as built into dist/lib): one text per value, so that
// equal sort and filter objects make equal request URLs (and share one cached request), written
// without ever calling a toJSON (a page's old scripts give the built-ins one). A pure function: run
// once, in Node. Needs `node scripts/build.js` first (npm test builds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { canonicalJson, jsonText } from '../../dist/lib/client/canonical-json.js';

test('canonicalJson sorts object keys at every depth, keeps array order, stays compact', () => {
  assert.equal(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } }), '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
});

test('canonicalJson writes what JSON.stringify writes for any JSON value, with keys sorted', () => {
  const sorted = (v) =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v == 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted(v[k])])) : v;
  // Without integer-like keys, which a JS object (the reference here) puts first whatever the sort.
  const noIndexKeys = fc.jsonValue().filter((v) => !/"(0|[1-9]\d*)":/.test(JSON.stringify(v)));
  fc.assert(fc.property(noIndexKeys, (v) => canonicalJson(v) === JSON.stringify(sorted(v))));
  // As JSON.stringify: undefined and functions are left out of objects, null in arrays.
  assert.equal(canonicalJson({ a: undefined, b: () => 1, c: [undefined, () => 1, NaN] }), '{"c":[null,null,null]}');
  assert.equal(canonicalJson(undefined), undefined);
});

test("canonicalJson never calls a toJSON, as Prototype 1.6 gives Array, String, Number and Date (JSON.stringify([1]) is '\"[1]\"')", () => {
  const calls = [];
  const patched = [Array, String, Number, Boolean, Date, Object].map((type) => {
    const proto = type.prototype;
    const own = Object.getOwnPropertyDescriptor(proto, 'toJSON');
    // Prototype's own: Array.prototype.toJSON returns '[' + items + ']', a string.
    proto.toJSON = function () {
      calls.push(type.name);
      return `[${String(this)}]`;
    };
    return () => (own ? Object.defineProperty(proto, 'toJSON', own) : delete proto.toJSON);
  });
  try {
    assert.equal(JSON.stringify([1]), '"[1]"', 'the page is broken as Prototype 1.6 breaks it');
    calls.length = 0;
    const filters = { content_type: ['image'], has_product: true, min_width: 320, nested: { list: [[1, 'a']] } };
    assert.equal(canonicalJson(filters), '{"content_type":["image"],"has_product":true,"min_width":320,"nested":{"list":[[1,"a"]]}}');
    assert.deepEqual(calls, []);
  } finally {
    for (const restore of patched) restore();
  }
});

test('jsonText keeps object keys in their order (an analytics body as the contract lists its fields), without toJSON', () => {
  const own = Array.prototype.toJSON;
  Array.prototype.toJSON = () => 'garbled';
  try {
    assert.equal(jsonText({ b: 1, a: [{ d: 1, c: 2 }] }), '{"b":1,"a":[{"d":1,"c":2}]}');
  } finally {
    if (own) Array.prototype.toJSON = own;
    else delete Array.prototype.toJSON;
  }
});
