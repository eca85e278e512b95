import { isErrorCode, LIMITS } from '@kahraba/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/http-client';

const VALIDATION_KEYS = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'passwordRequired',
  'passwordLength',
  'passwordsNotMatch',
] as const;
type ValidationKey = (typeof VALIDATION_KEYS)[number];

const isValidationKey = (value: unknown): value is ValidationKey =>
  typeof value === 'string' && (VALIDATION_KEYS as readonly string[]).includes(value);

/**
 * The text of a form check. The domain schemas and validateSignup name each failure by its SPEC
 * key ('emailInvalid'); anything else (a length limit) reads as a generic "check this field".
 */
export function validationText(message: string | undefined, t: TFunction<'auth'>): string {
  if (!isValidationKey(message)) return t('validation.invalid');
  return t(`validation.${message}`, { min: LIMITS.passwordMin });
}

/**
 * SPEC §8: the server's message (already in the shopper's language) when it refused the request,
 * else null so the page shows its own fallback. A field the server refused is named in its words.
 */
export function serverMessage(error: unknown, t: TFunction<'auth'>): string | null {
  // Our own envelope only: a proxy's error page or a 5xx says nothing useful to a shopper.
  if (!(error instanceof ApiError) || error.status >= 500 || !isErrorCode(error.code)) return null;
  if (error.code === 'VALIDATION_ERROR') {
    const issue = (error.details as { issues?: { message?: string }[] } | undefined)?.issues?.[0];
    if (isValidationKey(issue?.message)) return validationText(issue.message, t);
  }
  return error.message;
}
