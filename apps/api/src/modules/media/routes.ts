import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../http/error-handler.js';
import { renderProductArtwork } from './product-artwork.js';

/** Product pictures are drawn on demand from their key, so no image is stored or fetched from outside. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { file } = request.params;
      const svg = file.endsWith('.svg') ? renderProductArtwork(file.slice(0, -4)) : null;
      if (svg === null) return sendError(request, reply, 'NOT_FOUND', 404);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=604800')
        .send(svg);
    },
  );
};
