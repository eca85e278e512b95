import path from 'node:path';

// How staff-uploaded product images are named and addressed. The admin upload writes them and the
// /media route serves them; both go through here so they cannot disagree.

/**
 * `${DATA_DIR}/media/uploads`, where uploads were kept before they moved into the image store
 * (image-store.ts): /media/uploads still serves what an instance finds there.
 */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'media', 'uploads');
}

/**
 * A stored file's name: a random id and the width. Nothing the client sent (its file name least of
 * all) is part of it, so an upload can neither traverse out of the folder nor overwrite a file.
 */
export const UPLOADED_FILE_NAME = /^[0-9a-f]{32}-\d{2,4}\.webp$/;

export function uploadedFileName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

export function uploadedImageUrl(fileName: string): string {
  return `/media/uploads/${fileName}`;
}
