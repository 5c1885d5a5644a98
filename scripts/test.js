// `npm test`: lints (`npm run lint`), builds, then runs the browser suite (wtr: Chromium, Firefox and
// WebKit; `UGC_BROWSERS` picks some, scripts/browsers.js; a few suites in one engine only, see
// web-test-runner.config.js) and, at the same time, the Node suite (node:test: server rendering and
// its recipes, the size budget, the package contents, pure functions such as the tolerant reader's
// fuzzing). The browser suite spends most of its time waiting (timers, the sandbox's answers), so
// the Node suite's builds fit beside it. Then it prints one closing line that CI reads: "N passed,
// N failed, N skipped". Extra arguments go to wtr (e.g. `--files test/x.test.ts`, which runs those
// files in every selected engine, and skips the lint and the Node suite).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { run } from 'node:test';
import { join } from 'node:path';
import { pack } from '../test/node/support/tarball.js';
import { firstLine } from './summary-reporter.js';

const root = new URL('..', import.meta.url).pathname;
const summaryFile = join(root, '.test-results.json');
const wtrArgs = process.argv.slice(2);
const onlyBrowser = wtrArgs.length > 0;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function step(name, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) console.error(`\n${name} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
// What failed, by name, printed again just above the closing line: CI's log may keep only its end.
const failures = [];
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

/** The browser suite in a child process (its output goes straight to ours); resolves to its success. */
function browserSuite() {
  rmSync(summaryFile, { force: true });
  const wtr = spawn(process.execPath, [join(root, 'node_modules/@web/test-runner/dist/bin.js'), '--config', 'web-test-runner.config.js', ...wtrArgs], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  return new Promise((resolve) =>
    wtr.on('exit', (code, signal) => {
      if (code !== 0) console.error(`\nweb-test-runner exited with ${code ?? signal}`);
      console.log(`\nBrowser suite done at ${seconds()}.`);
      resolve(code === 0);
    }),
  );
}

/** The Node suite in this process; its lines are kept until the browser suite's output is over. */
async function nodeSuite() {
  const lines = [];
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
      lines.push(`  ✓ [node] ${e.name}`);
    });
    stream.on('test:fail', (e) => {
      if (e.details.type === 'suite') return;
      totals.failed++;
      ok = false;
      const error = String(e.details.error?.cause ?? e.details.error);
      lines.push(`  ✗ [node] ${e.name}\n${error}`);
      failures.push(`node: ${e.name}: ${firstLine(error)}`);
    });
    stream.on('end', resolve);
    stream.resume();
  });
  rmSync(packDir, { recursive: true, force: true });
  lines.push(`\nNode suite done at ${seconds()}.`);
  return lines;
}

const [wtrOk, nodeLines] = await Promise.all([browserSuite(), onlyBrowser ? [] : nodeSuite()]);
console.log(nodeLines.join('\n'));

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
  console.log('\nSlowest tests (any engine):');
  for (const t of browser.slowTests ?? []) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.engine}: ${t.name}`);
  failures.push(...(browser.failures ?? []));
  rmSync(summaryFile, { force: true });
}
if (failures.length) console.log(`\nFailed (${failures.length}):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
if (!wtrOk && totals.failed === 0) totals.failed++;
ok &&= wtrOk;

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
