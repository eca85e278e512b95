import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../http/error-handler.js';
import type { StoredImage } from './image-store.js';
import { renderProductArtwork } from './product-artwork.js';
import { UPLOADED_FILE_NAME, uploadsDir } from './uploaded-images.js';

/**
 * Product pictures: the demo artwork is drawn on demand from its key, so no image is stored or
 * fetched from outside; images staff upload come from the image store every instance shares.
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
      // Only names the upload could have written reach the store: no paths, no other files.
      if (!UPLOADED_FILE_NAME.test(file)) return sendError(request, reply, 'NOT_FOUND', 404);
      const image = (await app.images.read(file)) ?? (await legacyUpload(app.config.dataDir, file));
      if (!image) return sendError(request, reply, 'NOT_FOUND', 404);
      // Names are random and never reused, so a browser or cache may keep an image for good, and
      // the name alone tells one image from another.
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${file.slice(0, -'.webp'.length)}"`)
        .header('Last-Modified', image.createdAt.toUTCString());
      if (etagMatches(request.headers['if-none-match'], reply.getHeader('etag') as string)) {
        return reply.code(304).send();
      }
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** An image uploaded before uploads moved into the image store, still in this instance's folder. */
async function legacyUpload(dataDir: string, file: string): Promise<StoredImage | null> {
  const where = path.join(uploadsDir(dataDir), file);
  try {
    const [bytes, info] = await Promise.all([readFile(where), stat(where)]);
    return { bytes, contentType: 'image/webp', createdAt: info.mtime };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
