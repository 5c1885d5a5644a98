// Size budget of issue 4: everything the first render needs, Lit included, at most 12 KB brotli.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const BUDGET_BYTES = 12 * 1024;

test('dist/ugc-album.js fits the 12 KB brotli budget', () => {
  const source = readFileSync(new URL('../../dist/ugc-album.js', import.meta.url));
  const size = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  assert.ok(size <= BUDGET_BYTES, `dist/ugc-album.js is ${size} B brotli, over the ${BUDGET_BYTES} B budget`);
});
