import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const api = 'http://localhost:3000';

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
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
