import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@kahraba/source'] },
  ssr: { resolve: { conditions: ['@kahraba/source'] } },
  test: { name: 'api', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
