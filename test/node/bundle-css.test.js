// The CSS in the bundles is the CSS of the sources, minified for the supported browsers
// (docs/browsers.md), not rewritten into newer syntax. The build's CSS minifier (lightningcss,
// through the template minifier) rewrites what its `targets` allow: with none it turned
// `@media (min-width: 48em)` into the range syntax `(width>=48em)`, which Chrome before 104 and
// Safari before 16.4 do not understand; the detail view then kept its phone layout on a desktop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';

const read = (dir, pick) =>
  readdirSync(new URL(dir, import.meta.url), { recursive: true })
    .filter(pick)
    .map((f) => readFileSync(new URL(`${dir}${f}`, import.meta.url), 'utf8'));

/** Every distinct `@media` condition in `texts`, its whitespace removed. */
const mediaQueries = (texts) =>
  [...new Set(texts.flatMap((t) => [...t.matchAll(/@media\s*([^{]+)\{/g)].map(([, q]) => q.replace(/\s+/g, ''))))].sort();

const sources = mediaQueries(read('../../src/', (f) => f.endsWith('.ts')));
const bundles = read('../../dist/', (f) => /^ugc-album[\w.-]*\.js$/.test(f));

test('the bundles keep the media queries of the sources (no range syntax for older browsers)', () => {
  assert.ok(sources.length > 3, 'media queries found in src/');
  assert.deepEqual(mediaQueries(bundles), sources);
});
