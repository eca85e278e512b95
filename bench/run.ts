// `npm run bench` runs every benchmark; `npm run smoke -w @kahraba/bench` runs each one briefly on a
// tiny catalog so the scripts keep working (npm test runs the smoke). Each benchmark is its own
// process so one's memory and timers never skew another's figures.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const smoke = process.argv.includes('--smoke');
// The benchmarks with budgets (pages/soak.ts's are memory bounds); the smoke also runs the
// blocking-time diagnostic (web/blocking.ts), which has no budget and is run by hand to compare two builds.
const budgeted = [
  'api/run.ts',
  'api/body-flood.ts',
  'web/run.ts',
  'pages/run.ts',
  'pages/soak.ts',
  'sitemap/run.ts',
  'relevance/run.ts',
];
const benches = smoke ? [...budgeted, 'web/blocking.ts'] : budgeted;

let failed = 0;
for (const script of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...(smoke ? ['--smoke'] : [])], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(
      `\n${script} ${smoke ? 'smoke run failed' : 'missed a budget or failed'} (exit ${result.status})`,
    );
  }
}
process.exit(failed === 0 ? 0 : 1);
