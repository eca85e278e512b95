import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

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
  build: {
    // Every browser the store supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger files for a first visit: split by route alone, a page needed 55 to 100
        // scripts, and on a phone's connection each round of them costs a round trip (bench/RESULTS.md).
        // The framework every page runs goes in one file, and app code shared by several routes in
        // another; what only one route uses stays with that route.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 20,
            },
            {
              name: 'shared',
              // App code two routes share goes with the frame every shop page loads: split finer, the
              // product page loaded 31 scripts, a dozen of them under 1 kB. Not the buying steps'
              // own code (addresses, delivery dates, installment plans, order summaries): the home
              // page and the listings never run it, and in this file every first visit would load it.
              test: /apps[\\/]web[\\/]src[\\/](app[\\/]|shared[\\/](?!addresses|delivery|installments|orders))/,
              minShareCount: 2,
              priority: 10,
            },
            {
              name: 'buying',
              // What the product page, the cart and checkout show of delivery and installments, with
              // the rules it draws on: one file rather than eight, loaded by none of the other pages.
              test: /apps[\\/]web[\\/]src[\\/]shared[\\/](delivery[\\/]|installments[\\/]api|addresses[\\/](api|place-name))|packages[\\/]domain[\\/]src[\\/](governorates|delivery|installments)\.ts/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
