// Lit is bundled as its authors ship it: no build step edits its code, and no minifier option renames
// its properties. The marks below are parts of Lit's production build that an earlier build of this
// project cut or renamed to save bytes (its hydration and polyfill hooks, its version lists, its
// private `_$…` property names, its messages): each must be in the first render's file as Lit wrote it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const bundle = readFileSync(new URL('../../dist/ugc-album.js', import.meta.url), 'utf8');

const LIT_AS_SHIPPED = [
  'litElementHydrateSupport',
  'litElementPolyfillSupport',
  'litHtmlPolyfillSupport',
  'litHtmlVersions',
  'litElementVersions',
  'reactiveElementVersions',
  '_$litElement$',
  '_$litType$',
  '_$AH',
  'CSSResult is not constructable. Use `unsafeCSS` or `css` instead.',
  'litPropertyMetadata',
  '@license',
];

test("the first render holds Lit's production code unchanged", () => {
  assert.deepEqual(
    LIT_AS_SHIPPED.filter((mark) => !bundle.includes(mark)),
    [],
    'missing from dist/ugc-album.js: something edited or renamed Lit',
  );
});
