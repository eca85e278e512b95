import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The config is loaded by the runner and again by every worker; the first load picks a free port and
// a fresh data folder and hands them on through the environment so all of them agree.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kahraba-e2e-'));

const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The development server's smoke has a config of its own (dev.playwright.config.ts).
  testIgnore: 'dev/**',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A journey takes 3 to 15 s on a quiet two-core machine; twice that headroom again keeps a slower CI
  // machine from failing a test that works.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
    launchOptions: {
      // Debian's Chromium; the flags keep it from reaching for the internet (there is none here).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production creates no demo accounts and no catalog of its own; the specs sign in as the
      // README's demo accounts and shop the demo catalog.
      SEED_DEMO_ACCOUNTS: '1',
      SEED_PRODUCTS: '300',
      // A guest's pages stay fresh in a shared cache for this many seconds (s-maxage); short, so
      // e2e/nginx-cache.spec.ts can watch an edited product reach its cached page.
      PAGE_CACHE_SECONDS: '2',
      // The specs' sign-ups each come "from" an address of their own (shopper.ts fromNewAddress),
      // read from X-Forwarded-For as behind the one proxy a deployment has; the limit on sign-ups
      // per address stays the production one.
      TRUST_PROXY_HOPS: '1',
    },
  },
});
