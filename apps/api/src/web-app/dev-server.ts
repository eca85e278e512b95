import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { registerPages } from './routes.js';

// `npm run dev`: one process, as in production. The API server hosts Vite in middleware mode for
// the web app's modules and hot reload, and renders every page the way the built app's are (same
// adapter, same in-process API, same session cookie), only from Vite's fresh server build.

const WEB_ROOT = path.resolve(import.meta.dirname, '../../../web');
const SERVER_BUILD = 'virtual:react-router/server-build';

export async function registerWebDevServer(app: FastifyInstance): Promise<void> {
  // Vite is a development tool of the web app: never loaded by a production server.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  // Vite answers its own addresses (modules, styles, fonts, its client); everything else goes on.
  app.use((request, response, next) => {
    if (request.url?.startsWith('/api/') || request.url?.startsWith('/media/')) return next();
    vite.middlewares(request, response, next);
  });
  await registerPages(app, () => vite.ssrLoadModule(SERVER_BUILD) as Promise<ServerBuild>, 'development');
}
