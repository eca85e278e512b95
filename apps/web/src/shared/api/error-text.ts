import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from './http-client';

/**
 * What to tell the shopper about a failed call (SPEC §8): the server's message, already in their
 * language, when there is one; otherwise the generic network or unexpected-error text.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  if (error instanceof NetworkError) return t('errors.networkError');
  return t('errors.unexpectedError');
}
