import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const api = 'http://localhost:3000';

/** One chunk per feature folder, so a shopper downloads only the pages they open (DESIGN.md). */
function featureChunk(id: string): string | null {
  const match = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id);
  return match ? `feature-${match[1]}` : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Workspace packages expose their TypeScript source under this condition, so Vite compiles
    // @kahraba/domain from src/ instead of needing it built first.
    conditions: ['@kahraba/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names; shared code stays in shared chunks instead of
          // being pulled into whichever feature imported it first.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)/,
              priority: 2,
            },
            { name: featureChunk, debugName: 'features', priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
