import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../http/error-handler.js';
import { renderProductArtwork } from './product-artwork.js';
import { UPLOADED_FILE_NAME, uploadsDir } from './uploaded-images.js';

/**
 * Product pictures: the demo artwork is drawn on demand from its key, so no image is stored or
 * fetched from outside; images staff upload are files under DATA_DIR.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Product images are public: a shop on another origin (CORS_ORIGINS) shows them too, which the
  // same-origin policy set for everything else would block.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
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

  app.get(
    '/uploads/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { file } = request.params;
      // Only names the upload could have written reach the file system: no paths, no other files.
      if (!UPLOADED_FILE_NAME.test(file)) return sendError(request, reply, 'NOT_FOUND', 404);
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(uploadsDir(app.config.dataDir), file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          return sendError(request, reply, 'NOT_FOUND', 404);
        throw error;
      }
      // Names are random and never reused, so a browser may keep a file for good.
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
