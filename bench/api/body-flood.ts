// Body-flood benchmark: how fast the server still answers `GET /api/health` while four clients post
// megabyte JSON bodies to the login without pause. The small routes refuse such a body with 413 as
// it arrives (apps/api/src/http/body-limits.ts), so the flood must not stall everyone else's
// requests behind parsing it. The production build, on a tiny PGlite catalog: no route here reads it.
//
//   node --import tsx api/body-flood.ts             build, then measure
//   node --import tsx api/body-flood.ts --no-build  measure the build that is already there
//   node --import tsx api/body-flood.ts --smoke     fewer requests, budgets reported only (npm test)
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { type Figure, reportFigures } from '../lib/budget.ts';
import { buildProduction, isBuilt } from '../web/server.ts';
import { BODY_FLOOD_BUDGETS } from './budgets.ts';
import { percentile } from './load.ts';
import { withCatalogServer } from './server.ts';

const { values: args } = parseArgs({
  options: { smoke: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
const smoke = args.smoke === true;
const HEALTH_REQUESTS = smoke ? 40 : 400;
const FLOOD_CLIENTS = 4;

// The flood runs in a worker thread, so its clients' own work does not share the event loop that
// times the health requests. It counts the answers by status.
const FLOOD = `
const { workerData, parentPort } = require('node:worker_threads');
const fields = Array.from({ length: 80000 }, (_, i) => '"key' + i + '":1').join(',');
const body = Buffer.from('{"email":"a@b.eg","password":"x",' + fields + '}');
let stop = false;
const statuses = {};
parentPort.on('message', () => { stop = true; });
async function client() {
  while (!stop) {
    let status = 'failed';
    try {
      const res = await fetch(workerData.url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      await res.arrayBuffer();
      status = res.status;
    } catch {}
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}
parentPort.postMessage({ bodyBytes: body.length });
Promise.all(Array.from({ length: workerData.clients }, client)).then(() => parentPort.postMessage({ statuses }));
`;

async function measure(baseUrl: string): Promise<Figure[]> {
  const worker = new Worker(FLOOD, {
    eval: true,
    workerData: { url: `${baseUrl}/api/auth/login`, clients: FLOOD_CLIENTS },
  });
  try {
    const { bodyBytes } = await new Promise<{ bodyBytes: number }>((resolve) =>
      worker.once('message', resolve),
    );
    // Let the flood get going before measuring.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const times: number[] = [];
    let notOk = 0;
    for (let i = 0; i < HEALTH_REQUESTS; i += 1) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) notOk += 1;
    }
    worker.postMessage('stop');
    const { statuses } = await new Promise<{ statuses: Record<string, number> }>((resolve) =>
      worker.on('message', resolve),
    );
    const flood = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    // A client still uploading when the 413 came may see its connection closed instead: refused too.
    const refused = (statuses['413'] ?? 0) + (statuses.failed ?? 0);
    console.log(
      `  ${flood} bodies of ${(bodyBytes / 1e6).toFixed(2)} MB posted (${JSON.stringify(statuses)}), ${HEALTH_REQUESTS} health requests`,
    );
    times.sort((a, b) => a - b);
    const kind = smoke ? 'info' : 'max';
    return [
      { name: 'health answers other than 200', value: notOk, unit: '', budget: 0, comparison: 'max' },
      {
        name: 'flood bodies not refused (413 or connection closed)',
        value: flood - refused,
        unit: '',
        budget: 0,
        comparison: 'max',
      },
      { name: 'flood bodies posted', value: flood, unit: '', budget: 8, comparison: 'min' },
      {
        name: 'health p50 during the flood',
        value: Math.round(percentile(times, 50) * 10) / 10,
        unit: 'ms',
        budget: BODY_FLOOD_BUDGETS.healthP50Ms,
        comparison: kind,
      },
      {
        name: 'health p95 during the flood',
        value: Math.round(percentile(times, 95) * 10) / 10,
        unit: 'ms',
        comparison: 'info',
      },
    ];
  } finally {
    await worker.terminate();
  }
}

async function main(): Promise<number> {
  if (args['no-build'] === true || (smoke && isBuilt())) console.log('using the existing production build');
  else {
    console.log('building for production (npm run build)');
    buildProduction();
  }
  // Loaded after the build: the API's modules import @kahraba/domain's compiled output.
  const { preparePglite } = await import('./database.ts');
  const catalog = await preparePglite({ products: 10, shoppers: 1, checkoutProducts: 0, sampleProducts: 0 });
  return withCatalogServer(catalog, async (server) =>
    reportFigures('Health while megabyte bodies flood the login', await measure(server.baseUrl)),
  );
}

process.exit(await main());
