// Cron preview cost: src/lib/cron's nextRunTimes (bundled here with the project's Vite, so the
// bench runs the shipped code) against croner's own nextRuns on the same expressions, timed in
// this Node process. Reported as the median microseconds per "next N run times" call.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Cron } from 'croner';
import { localBin, projectRoot, run } from '../lib/processes.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function timeCalls(task, iterations) {
  task(); // warm-up
  const samples = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    task();
    samples.push((performance.now() - started) * 1000);
  }
  return Number(median(samples).toFixed(1));
}

async function loadConsoleCron(scratchDir) {
  const outDir = path.join(scratchDir, 'cron-lib');
  await run(localBin('vite'), [
    'build',
    '--config',
    path.join(projectRoot, 'scripts/bench/cron.vite.config.ts'),
    '--outDir',
    outDir,
    '--logLevel',
    'warn',
  ]);
  return import(pathToFileURL(path.join(outDir, 'cron.mjs')).href);
}

export async function measureCron({ scratchDir, cronBench }) {
  const { nextRunTimes } = await loadConsoleCron(scratchDir);
  const from = new Date(cronBench.from);
  const { count, iterations } = cronBench;
  const croner = (expression) =>
    new Cron(expression, {
      alternativeWeekdays: true,
      sloppyRanges: true,
      timezone: 'Asia/Shanghai',
    });
  const rows = cronBench.expressions.map((expression) => {
    const consoleMicros = timeCalls(() => nextRunTimes(expression, from, count), iterations);
    const cronerMicros = timeCalls(() => croner(expression).nextRuns(count, from), iterations);
    return { expression, consoleMicros, cronerMicros };
  });
  for (const expression of cronBench.consoleOnly) {
    rows.push({
      expression,
      consoleMicros: timeCalls(() => nextRunTimes(expression, from, count), iterations),
      cronerMicros: null,
    });
  }
  return { count, iterations, rows };
}
