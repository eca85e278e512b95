import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin there expects a browser entry and a
// server build, which component tests have neither of.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@kahraba/source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The i18n setup comes first: it swaps the lazy translation files for bundled ones before the
    // general setup imports the i18n instance.
    setupFiles: ['src/shared/i18n/testing/setup.ts', 'src/test/setup.ts'],
  },
});
