// The production build served as `npm start` serves it: the API server from apps/api/dist with the
// built web app, on a free port and a fresh data folder (seeded with the demo catalog on start).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../api/server.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');
const WEB_SERVER_BUILD = path.join(REPO_ROOT, 'apps/web/dist/server/index.js');
const START_TIMEOUT_MS = 120_000;

export function isBuilt(): boolean {
  return existsSync(SERVER_ENTRY) && existsSync(WEB_SERVER_BUILD);
}

/** `npm run build` at the root, the first half of `npm start`. Its output is shown only if it fails. */
export function buildProduction(): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`npm run build failed (exit ${result.status})`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet: a fresh data folder is initialised and seeded first.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startProductionServer(options: { seedProducts?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kahraba-bench-web-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...serverNodeFlags(), SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production seeds nothing by itself: the benchmark signs in as the demo shopper and browses
      // the demo catalog (300 products unless told otherwise).
      SEED_DEMO_ACCOUNTS: '1',
      SEED_PRODUCTS: String(options.seedProducts ?? 300),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** A product that exists in the seeded catalog, for the product page. */
/** The first product of the catalog that is in stock (so it can be ordered too). */
export async function firstProductId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/product?limit=24`);
  const body = (await response.json()) as { data?: Array<{ id?: string; quantity?: number }> };
  const id = body.data?.find((product) => (product.quantity ?? 0) > 0)?.id;
  if (!id) throw new Error('GET /api/product returned no product in stock');
  return id;
}
