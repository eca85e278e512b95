import fastifyMultipart from '@fastify/multipart';
import { PRODUCT_IMAGE_MAX_BYTES, successEnvelopeSchema, uploadedImageSchema } from '@kahraba/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.js';
import { signedInUser } from '../../auth/authenticate.js';
import { success } from '../envelope.js';
import { storeProductImage } from './store-image.js';

const FILE_FIELD = 'file';

function badUpload(message: string): AppError {
  return new AppError('VALIDATION_ERROR', {}, { issues: [{ path: FILE_FIELD, message }] });
}

/** The bytes of the one file sent as the `file` field, within the size cap. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badUpload('Send the image as multipart/form-data');
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD)
      throw badUpload(`Send the image in the "${FILE_FIELD}" field`);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('IMAGE_TOO_LARGE', { limit: PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024) });
    }
    // The multipart plugin's own limits carry their 4xx status; anything else the parser throws
    // (no boundary, a torn body) is a body it could not read, never our fault.
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw badUpload('The multipart body could not be read');
  }
}

export const adminUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here only, so nowhere else in the API accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  app.post(
    '/uploads',
    {
      config: { permission: 'catalog.write' },
      schema: {
        summary: 'Upload a product image (multipart/form-data, field `file`)',
        description: `JPEG, PNG, WebP or AVIF, checked by content (else 415 IMAGE_UNSUPPORTED), at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB (else 413 IMAGE_TOO_LARGE). Stored as WebP at the gallery and card widths under a random name (in the database, or S3-compatible storage when configured), served by every instance; put \`url\` in the product's \`images\`.`,
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelopeSchema(uploadedImageSchema) },
      },
    },
    async (request, reply) => {
      const bytes = await uploadedBytes(request);
      const image = await storeProductImage(app.images, signedInUser(request).id, bytes);
      return reply.code(201).send(success(image));
    },
  );
};
