// `npm test`: lints (`npm run lint`), builds, runs the browser suite (wtr: Chromium, Firefox and
// WebKit; `UGC_BROWSERS` picks some, scripts/browsers.js; a few suites in one engine only, see
// web-test-runner.config.js) and the Node suite (node:test: server rendering imports, the size
// budget, the package contents, pure functions such as the tolerant reader's fuzzing), then prints
// one closing line that CI reads: "N passed, N failed, N skipped". Extra arguments go to wtr (e.g.
// `--files test/x.test.ts`, which runs those files in every selected engine).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { run } from 'node:test';
import { join } from 'node:path';
import { pack } from '../test/node/support/tarball.js';

const root = new URL('..', import.meta.url).pathname;
const summaryFile = join(root, '.test-results.json');
const wtrArgs = process.argv.slice(2);
const onlyBrowser = wtrArgs.length > 0;

function step(name, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) console.error(`\n${name} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;
// A targeted run (`npm test -- --files …`) skips the lint, as it skips the Node suite.
if (!onlyBrowser && !step('lint', process.execPath, ['scripts/lint.js'])) {
  ok = false;
  totals.failed++;
}
if (!step('build', process.execPath, ['scripts/build.js'])) {
  ok = false;
  totals.failed++;
}

rmSync(summaryFile, { force: true });
const wtrOk = step('web-test-runner', process.execPath, [
  join(root, 'node_modules/@web/test-runner/dist/bin.js'),
  '--config',
  'web-test-runner.config.js',
  ...wtrArgs,
]);
if (existsSync(summaryFile)) {
  const browser = JSON.parse(readFileSync(summaryFile, 'utf8'));
  for (const key of Object.keys(totals)) totals[key] += browser[key];
  // A test skipped in an engine says why in its name (test/support/engine.ts).
  for (const [engine, names] of Object.entries(browser.skippedBy ?? {})) {
    if (names.length) console.log(`\nSkipped in ${engine} (${names.length}):\n${names.map((n) => `  - ${n}`).join('\n')}`);
  }
  // Where the time went: the slowest files of each engine (a file's page open to its results).
  const byEngine = Map.groupBy(browser.seconds ?? [], (s) => s.engine);
  for (const [engine, files] of byEngine) {
    const slowest = files.sort((a, b) => b.ms - a.ms).slice(0, 5);
    const total = files.reduce((t, f) => t + f.ms, 0);
    console.log(`\nSlowest in ${engine} (all files: ${(total / 1000).toFixed(0)} s):`);
    for (const f of slowest) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.file}`);
  }
  rmSync(summaryFile, { force: true });
}
if (!wtrOk && totals.failed === 0) totals.failed++;
ok &&= wtrOk;

if (!onlyBrowser) {
  // The tarball checks (test/node/tarball.test.js, consumers.test.js) share one `npm pack`.
  const packDir = mkdtempSync(join(tmpdir(), 'ugc-album-pack-'));
  process.env.UGC_ALBUM_TARBALL = pack(packDir);
  const nodeDir = join(root, 'test/node');
  const files = readdirSync(nodeDir).filter((f) => f.endsWith('.test.js')).map((f) => join(nodeDir, f));
  await new Promise((resolve) => {
    const stream = run({ files, concurrency: 1 });
    stream.on('test:pass', (e) => {
      if (e.details.type === 'suite') return;
      if (e.skip || e.todo) totals.skipped++;
      else totals.passed++;
      console.log(`  ✓ [node] ${e.name}`);
    });
    stream.on('test:fail', (e) => {
      if (e.details.type === 'suite') return;
      totals.failed++;
      ok = false;
      console.log(`  ✗ [node] ${e.name}\n${String(e.details.error?.cause ?? e.details.error)}`);
    });
    stream.on('end', resolve);
    stream.resume();
  });
  rmSync(packDir, { recursive: true, force: true });
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
