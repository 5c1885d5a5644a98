// The browser bundles run on pages whose scripts add enumerable members to Object.prototype (older
// shop platforms do). A `for (… in …)` walk meets those members: the bundler's namespace helper did,
// and made the analytics chunk (and the whole classic script) throw as it evaluated. The build
// rewrites that helper (scripts/bundle-plugins.js, ownKeysOnly); this checks every emitted file, so a
// bundler update or a dependency that brings a walk back is caught. test/host-page.test.ts runs the
// bundles on such a page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { FOR_IN } from '../../scripts/bundle-plugins.js';

const dist = new URL('../../dist/', import.meta.url);
const files = readdirSync(dist).filter((f) => f.endsWith('.js'));

test('the pattern finds minified and readable walks, and nothing else', () => {
  for (const walk of ['for(var r in e)', 'for (const key in obj)', 'for(k in o)', 'for ( let $x in y)']) {
    assert.match(walk, FOR_IN, walk);
  }
  for (const other of ['for(const e of t)', 'for(var i=0;i<n;i++)', '"x"in e', 'for(;;)']) {
    assert.doesNotMatch(other, FOR_IN, other);
  }
});

test('no browser bundle or chunk walks an object with for…in', () => {
  assert.ok(files.includes('ugc-album.js') && files.includes('ugc-album.iife.js') && files.length > 5, `built files: ${files}`);
  const walks = files.flatMap((file) => {
    const code = readFileSync(new URL(file, dist), 'utf8');
    const at = code.search(FOR_IN);
    return at < 0 ? [] : [`${file}: ${code.slice(Math.max(0, at - 20), at + 60)}`];
  });
  assert.deepEqual(walks, []);
});
