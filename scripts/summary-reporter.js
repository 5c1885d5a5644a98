// A wtr reporter that writes the totals to a file for scripts/test.js, which prints the one
// closing line CI reads ("N passed, N failed, N skipped"), summed over every engine. A file that
// fails to load counts as failed. Skipped tests are listed by engine: a test that needs something
// an engine lacks says why in its name (test/support/engine.ts), so that list is the reasons.
// Each file's wall time per engine (from its page opening to its results) goes in too, so that
// scripts/test.js can say where the suite's time goes. Failures are kept by name with their first
// message line, so that the end of the output (all that CI's log may keep) says what failed.
import { writeFileSync } from 'node:fs';

/** An error's first line (at most 300 characters): what the closing list of failures shows. */
export const firstLine = (error) => String(error?.message ?? error ?? 'no message').split('\n')[0].slice(0, 300);

/** A test file's path from test/ on. */
const testPath = (session) => session.testFile.replace(/^.*\/test\//, 'test/');

function count(suite, totals, { skipped, failed, durations }, path) {
  for (const test of suite?.tests ?? []) {
    const name = [...path, test.name].join(' › ');
    if (test.duration) durations.push({ name, ms: test.duration });
    if (test.skipped) {
      totals.skipped++;
      skipped.push(name);
    } else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      failed.push(`${name}: ${firstLine(test.error)}`);
    }
  }
  for (const child of suite?.suites ?? []) count(child, totals, { skipped, failed, durations }, [...path, child.name]);
}

export function summaryReporter({ file = process.env.UGC_TEST_SUMMARY || '.test-results.json' } = {}) {
  const opened = new Map();
  const took = new Map();
  return {
    start({ sessions }) {
      sessions.on('session-status-updated', (session) => {
        if (session.status !== 'SCHEDULED' && !opened.has(session.id)) opened.set(session.id, Date.now());
        if (session.status === 'FINISHED' && opened.has(session.id)) took.set(session.id, Date.now() - opened.get(session.id));
      });
    },
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      const skippedBy = new Map();
      const tests = [];
      const failures = [];
      for (const session of sessions) {
        const before = totals.failed + totals.passed;
        const path = testPath(session);
        const name = session.browser.name;
        const found = { skipped: [], failed: [], durations: [] };
        count(session.testResults, totals, found, [path]);
        tests.push(...found.durations.map((t) => ({ ...t, engine: name })));
        failures.push(...found.failed.map((f) => `${name}: ${f}`));
        const broken = (session.errors?.length ?? 0) > 0 || session.status !== 'FINISHED';
        if (broken) failures.push(`${name}: ${path} (the file): ${session.errors?.length ? firstLine(session.errors[0]) : session.status}`);
        if (broken && totals.failed + totals.passed === before) totals.failed++;
        else if (session.errors?.length) totals.failed++;
        skippedBy.set(name, [...(skippedBy.get(name) ?? []), ...found.skipped]);
      }
      const seconds = sessions
        .filter((s) => took.has(s.id))
        .map((s) => ({ file: testPath(s), engine: s.browser.name, ms: took.get(s.id) }));
      // scripts/test.js prints them (wtr holds this process's console while it runs).
      const slowTests = tests.sort((a, b) => b.ms - a.ms).slice(0, 10);
      writeFileSync(file, JSON.stringify({ ...totals, skippedBy: Object.fromEntries(skippedBy), seconds, slowTests, failures }));
    },
  };
}
