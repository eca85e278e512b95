import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', testMatch: 'zz-explore.spec.ts', use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } }, reporter: 'line', outputDir: '/tmp/explore/results' });
