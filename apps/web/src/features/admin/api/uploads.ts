import {
  PRODUCT_IMAGE_FORMATS,
  PRODUCT_IMAGE_MAX_BYTES,
  type UploadedImage,
  uploadedImageSchema,
} from '@kahraba/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../../../shared/api/http-client';
import { buildUrl } from '../../../shared/api/url';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { sessionStore } from '../../../shared/session/session-store';

export type ImageFileProblem = 'imageTooLarge' | 'imageFormat';

/** The upload cap in MB, for messages. */
export const IMAGE_MAX_MEGABYTES = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * Checks a picked file before sending it, with the limits the API applies: a 5 MB file or a PDF
 * is refused at once, in the staff member's language, without a wasted upload. The API still
 * checks the content (a renamed file is caught there, answered 415).
 */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>): ImageFileProblem | null {
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'imageTooLarge';
  const format = file.type.startsWith('image/') ? file.type.slice('image/'.length) : '';
  return (PRODUCT_IMAGE_FORMATS as readonly string[]).includes(format) ? null : 'imageFormat';
}

/**
 * POST /admin/uploads as multipart (field `file`). The shared HTTP client only sends JSON, so this
 * one call builds its request by hand with the same language and envelope handling (the browser
 * sends the session cookie).
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });

  let response: Response;
  try {
    response = await fetch(buildUrl('/admin/uploads'), { method: 'POST', headers, body });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  const payload = (await response.json().catch(() => undefined)) as
    | { status?: unknown; data?: unknown; code?: unknown; message?: unknown }
    | undefined;
  // Signed out elsewhere or expired: the staff guard sees the session end and sends them to log in.
  if (response.status === 401) sessionStore.signOut();
  if (response.ok && payload?.status === 'success') return uploadedImageSchema.parse(payload.data);
  const code = typeof payload?.code === 'string' ? payload.code : 'UNEXPECTED_RESPONSE';
  const message = typeof payload?.message === 'string' ? payload.message : response.statusText || code;
  throw new ApiError(response.status, code, message, undefined);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
