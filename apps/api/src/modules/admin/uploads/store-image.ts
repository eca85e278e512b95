import { randomBytes } from 'node:crypto';
import { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_WIDTHS, type UploadedImage } from '@kahraba/domain';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../../http/app-error.js';
import type { ImageStore } from '../../media/image-store.js';
import { uploadedFileName, uploadedImageUrl } from '../../media/uploaded-images.js';
import { writeAudit } from '../audit.js';

type ImageFormat = (typeof PRODUCT_IMAGE_FORMATS)[number];

/**
 * A 5 MB file can still unpack to a huge bitmap (a "decompression bomb"); 60 megapixels covers any
 * camera photo and keeps one decode within a few hundred MB.
 */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 82;

/** The format the bytes really are, whatever the file was called; null if not one we take. */
function formatOf(metadata: Metadata): ImageFormat | null {
  // sharp reports AVIF as the HEIF container with AV1 compression (HEIC photos are HEVC: refused).
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'avif' : null;
  const format = metadata.format as string;
  return (PRODUCT_IMAGE_FORMATS as readonly string[]).includes(format) ? (format as ImageFormat) : null;
}

async function resizedWebp(bytes: Buffer, width: number) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // the camera's orientation tag, applied before it is dropped
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks that `bytes` are a JPEG, PNG, WebP or AVIF image by their content, stores them as WebP in
 * the gallery and card widths under a random name in the image store, and records the upload.
 */
export async function storeProductImage(
  store: ImageStore,
  actorId: string,
  bytes: Buffer,
): Promise<UploadedImage> {
  let format: ImageFormat | null;
  let sizes: {
    large: Awaited<ReturnType<typeof resizedWebp>>;
    thumb: Awaited<ReturnType<typeof resizedWebp>>;
  };
  try {
    format = formatOf(await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
    if (format === null) throw new AppError('IMAGE_UNSUPPORTED');
    sizes = {
      large: await resizedWebp(bytes, PRODUCT_IMAGE_WIDTHS.large),
      thumb: await resizedWebp(bytes, PRODUCT_IMAGE_WIDTHS.thumb),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Not an image, a truncated one, or one too large to decode: the file's fault, not ours.
    throw new AppError('IMAGE_UNSUPPORTED');
  }

  const id = randomBytes(16).toString('hex');
  const large = uploadedFileName(id, PRODUCT_IMAGE_WIDTHS.large);
  const thumb = uploadedFileName(id, PRODUCT_IMAGE_WIDTHS.thumb);
  const image: UploadedImage = {
    url: uploadedImageUrl(large),
    thumbnail: uploadedImageUrl(thumb),
    width: sizes.large.info.width,
    height: sizes.large.info.height,
  };
  await store.save(
    [
      { name: large, contentType: 'image/webp', bytes: sizes.large.data },
      { name: thumb, contentType: 'image/webp', bytes: sizes.thumb.data },
    ],
    (db) =>
      writeAudit(db, {
        actorId,
        action: 'upload.create',
        entityId: id,
        before: null,
        after: { ...image, format, bytes: bytes.length },
      }),
  );
  return image;
}
