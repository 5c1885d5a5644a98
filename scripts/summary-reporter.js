// A wtr reporter that writes the totals to a file for scripts/test.js, which prints the one
// closing line CI reads ("N passed, N failed, N skipped"). A file that fails to load counts as failed.
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite?.suites ?? []) count(child, totals);
}

export function summaryReporter({ file = process.env.UGC_TEST_SUMMARY || '.test-results.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        const before = totals.failed + totals.passed;
        count(session.testResults, totals);
        const broken = (session.errors?.length ?? 0) > 0 || session.status !== 'FINISHED';
        if (broken && totals.failed + totals.passed === before) totals.failed++;
        else if (session.errors?.length) totals.failed++;
      }
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
