import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: {
    // Workspace packages expose their TypeScript source under this condition, so Vite compiles
    // @kahraba/domain from src/ instead of needing it built first.
    conditions: ['@kahraba/source', ...defaultClientConditions],
  },
  ssr: {
    // The domain package is bundled from its source into the server build as well.
    noExternal: ['@kahraba/domain'],
    resolve: { conditions: ['@kahraba/source', ...defaultServerConditions] },
  },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
    },
  },
  build: {
    // Every browser the store supports preloads modules itself.
    modulePreload: { polyfill: false },
  },
});
