#!/usr/bin/env node
// Closing line of .ci/run: "N passed, N failed[, N skipped]" added up from the JSON reports that
// Vitest (npm run test:unit) and Playwright (playwright.config.ts) write next to their own
// summaries. Printed only when both runners reported, so the count is never partial.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './lib/processes.mjs';

const reports = [
  {
    runner: 'vitest',
    file: 'test-results/vitest-report.json',
    count: (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }),
    seconds: (report) =>
      (Math.max(report.startTime, ...report.testResults.map((file) => file.endTime)) -
        report.startTime) /
      1000,
  },
  {
    runner: 'playwright',
    file: 'test-results/e2e-report.json',
    count: ({ stats }) => ({
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
    }),
    seconds: ({ stats }) => stats.duration / 1000,
    // A test that passed only on its retry counts as passed above; it is named here (issue 32).
    flaky: ({ stats }) => stats.flaky,
  },
];

const total = { passed: 0, failed: 0, skipped: 0 };
let complete = true;
for (const { runner, file, count, seconds, flaky } of reports) {
  let report;
  try {
    report = JSON.parse(await readFile(path.join(projectRoot, file), 'utf8'));
  } catch {
    console.log(`${runner}: no report (${file}); it did not run to the end`);
    complete = false;
    continue;
  }
  const counts = count(report);
  const retried = flaky ? `, ${flaky(report)} flaky` : '';
  console.log(
    `${runner}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${retried} in ${Math.round(seconds(report))} s`,
  );
  for (const key of Object.keys(total)) total[key] += counts[key];
}
if (complete) {
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
}
