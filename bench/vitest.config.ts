import { defineConfig } from 'vitest/config';

// Tests read @kahraba/domain from its source: a clean clone has no compiled output before the build.
export default defineConfig({
  resolve: { conditions: ['@kahraba/source'] },
  ssr: { resolve: { conditions: ['@kahraba/source'] } },
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
  },
});
