import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      // The web app's build steps run in Node, as Vite runs them, without the pages' jsdom.
      { test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'], environment: 'node' } },
      'bench',
      'scripts',
    ],
  },
});
