import { isErrorCode } from '@kahraba/domain';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/http-client';

const PROFILE_KEYS = ['nameRequired', 'emailRequired', 'emailInvalid', 'phoneInvalid'] as const;
type ProfileKey = (typeof PROFILE_KEYS)[number];

const isProfileKey = (value: unknown): value is ProfileKey =>
  typeof value === 'string' && (PROFILE_KEYS as readonly string[]).includes(value);

/** A profile-form check by its SPEC key (from the domain schema); anything else reads generically. */
export function validationText(message: string | undefined, t: TFunction<'auth'>): string {
  return isProfileKey(message) ? t(`validation.${message}`) : t('validation.invalid');
}

/** SPEC §8 "Profile: server message else update-failed text". */
export function updateFailureText(error: unknown, t: TFunction<'auth'>): string {
  // Our own envelope for a refused request only; a proxy's error page or a 5xx gets the fallback.
  if (error instanceof ApiError && error.status < 500 && isErrorCode(error.code)) {
    const issue = (error.details as { issues?: { message?: string }[] } | undefined)?.issues?.[0];
    if (error.code === 'VALIDATION_ERROR' && isProfileKey(issue?.message))
      return validationText(issue.message, t);
    return error.message;
  }
  return t('account.edit.updateFailed');
}
