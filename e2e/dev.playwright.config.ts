import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config.js';

// The development server (`npm run dev`: the API server with Vite in middleware mode) serves what
// production serves: this smoke opens it as a shopper would. A port and data folder of its own, so
// it never meets the production build's server.
process.env.E2E_DEV_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DEV_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'kahraba-e2e-dev-'));
const port = Number(process.env.E2E_DEV_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: 'dev',
  testIgnore: [],
  workers: 1,
  // Vite compiles each module on its first request: a first page takes seconds more than a build's.
  timeout: 120_000,
  use: { ...base.use, baseURL },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm run dev',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DEV_DATA_DIR,
      SEED_PRODUCTS: '40',
      // The smoke signs in as the demo shopper (development creates it anyway; said here all the same).
      SEED_DEMO_ACCOUNTS: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
