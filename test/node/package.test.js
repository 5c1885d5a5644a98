// The npm tarball ships what package.json promises (every `exports` target, the npm entries with
// their types, the browser bundles with their chunks, the manifest, README, LICENSE) and nothing of
// the tests, the demo and sandbox, the benchmark, the scripts or the sources. Runs after the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Paths in the tarball, as `npm pack --dry-run` lists them (no tarball is written). */
const packed = (() => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [entry] = JSON.parse(out);
  return new Set(entry.files.map((f) => f.path));
})();

const norm = (p) => posix.normalize(p).replace(/^\.\//, '');

/** Every file under `dir` (relative to the package root), recursively. */
const walk = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(`${dir}/${d.name}`) : [`${dir}/${d.name}`],
  );

/** Every string target of an `exports` map (conditions and subpaths, nested). */
const targets = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];

const missing = (files) => files.map(norm).filter((f) => !packed.has(f));

test('the build ran (dist/ and custom-elements.json exist)', () => {
  assert.ok(existsSync(join(root, 'dist/ugc-album.js')), 'run `node scripts/build.js` first');
  assert.ok(existsSync(join(root, 'dist/lib/index.js')));
  assert.ok(existsSync(join(root, 'custom-elements.json')));
});

test('every target of the exports map, and main/module/types/customElements, is in the tarball', () => {
  const promised = [
    ...targets(pkg.exports),
    pkg.main,
    pkg.module,
    pkg.types,
    pkg.customElements,
    pkg.unpkg,
    pkg.jsdelivr,
  ].filter(Boolean);
  assert.ok(promised.length > 10);
  for (const file of promised) assert.ok(existsSync(join(root, file)), `${file} is promised but was not built`);
  assert.deepEqual(missing(promised), []);
});

test('every npm module (dist/lib, locales included) ships with its type declarations', () => {
  const js = walk('dist/lib').filter((f) => f.endsWith('.js'));
  assert.ok(js.includes('dist/lib/index.js') && js.includes('dist/lib/define.js'));
  assert.ok(js.some((f) => f.startsWith('dist/lib/i18n/locales/')), 'the locale modules were not built');
  assert.deepEqual(missing(js), []);
  assert.deepEqual(missing(js.map((f) => f.replace(/\.js$/, '.d.ts'))), []);
});

test('every relative import of a shipped module or declaration resolves inside the tarball', () => {
  const unresolved = [];
  for (const file of packed) {
    if (!/\.(js|d\.ts)$/.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    // Static imports/exports and import() with a literal specifier (also in the bundles' chunks).
    for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)[`'"](\.{1,2}\/[^`'"]+)[`'"]/g)) {
      let target = posix.join(posix.dirname(file), spec);
      if (file.endsWith('.d.ts')) target = target.replace(/\.js$/, '.d.ts');
      if (!packed.has(target)) unresolved.push(`${file} → ${spec}`);
    }
  }
  assert.deepEqual(unresolved, []);
});

test('the browser bundles ship with every chunk they load', () => {
  const bundles = walk('dist').filter((f) => /^dist\/ugc-album[^/]*\.js$/.test(f));
  assert.ok(bundles.includes('dist/ugc-album.js') && bundles.includes('dist/ugc-album.iife.js'));
  // The detail view, the carousel and the five locales are chunks of the ES bundle.
  for (const chunk of ['lightbox', 'carousel', 'fr', 'de', 'es', 'ja', 'ar']) {
    assert.ok(bundles.includes(`dist/ugc-album-${chunk}.js`), `no ${chunk} chunk was built`);
  }
  assert.deepEqual(missing(bundles), []);
});

test('the manifest, README and LICENSE (when there is one) are in the tarball', () => {
  const docs = ['custom-elements.json', 'README.md', 'package.json'];
  for (const name of ['LICENSE', 'LICENSE.md', 'LICENSE.txt']) if (existsSync(join(root, name))) docs.push(name);
  assert.deepEqual(missing(docs), []);
});

test('nothing from the tests, demo, sandbox, benchmark or scripts is shipped; sources only as TypeScript', () => {
  const stray = [...packed].filter((f) => /^(test|demo|bench|scripts|docs|\.ci|node_modules)\//.test(f));
  assert.deepEqual(stray, []);
  const tooling = [...packed].filter((f) =>
    /^(tsconfig[^/]*\.json|vite\.config\.ts|web-test-runner\.config\.js|package-lock\.json|\.test-results\.json)$/.test(f),
  );
  assert.deepEqual(tooling, []);
  // src/ ships for the source maps and declaration maps (go to definition lands in the .ts).
  assert.deepEqual([...packed].filter((f) => f.startsWith('src/') && !f.endsWith('.ts')), []);
});
