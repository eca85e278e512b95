import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../shared/api/http-client';

// Form checks come from the contract's zod schemas. The schemas name their own rules
// ('deltaZero', 'discountNotLower'); zod's built-in checks (required, too long, not a number)
// would speak English, so each is named here by a key of `admin:validation` with its limit
// ("tooLong:200") and written in the staff member's language when shown.

const OWN_KEYS = [
  'required',
  'tooShort',
  'tooLong',
  'tooMany',
  'number',
  'wholeNumber',
  'min',
  'max',
  'positive',
  'email',
  'choose',
  'invalid',
  'imageRequired',
  'imagePath',
  'typeNotInCategory',
  'unknownSpec',
  'discountNotLower',
  'usedStatusRequired',
  'deltaZero',
  'rangeReversed',
  'rangeTooLong',
  'nothingToChange',
] as const;
export type ValidationKey = (typeof OWN_KEYS)[number];

interface ZodIssueLike {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  input?: unknown;
}

/** The key (and limit) of a built-in zod check; undefined keeps the schema's own message. */
export function issueKey(issue: ZodIssueLike): string | undefined {
  const limit = (value: number | bigint | undefined) => String(value ?? '');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return 'required';
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'required' : `tooShort:${limit(issue.minimum)}`;
      if (issue.minimum === 0 && issue.inclusive === false) return 'positive';
      return `min:${limit(issue.minimum)}`;
    case 'too_big':
      if (issue.origin === 'array') return `tooMany:${limit(issue.maximum)}`;
      if (issue.origin === 'string') return `tooLong:${limit(issue.maximum)}`;
      return `max:${limit(issue.maximum)}`;
    case 'invalid_type':
      // An empty field reaches the schema as undefined (or null): it is missing, not mistyped.
      if (issue.input === undefined || issue.input === null) return 'required';
      if (issue.expected === 'int') return 'wholeNumber';
      return issue.expected === 'number' ? 'number' : 'required';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid';
    case 'invalid_value':
      return 'choose';
    default:
      return undefined;
  }
}

/** Options for zodResolver(schema, zodFormOptions): built-in failures named by key. */
export const zodFormOptions = { error: issueKey };

const isValidationKey = (value: string): value is ValidationKey =>
  (OWN_KEYS as readonly string[]).includes(value);

/** The text of a field's failure in the current language; anything unknown reads "check this value". */
export function validationText(
  error: Pick<FieldError, 'message'> | undefined,
  t: TFunction<'admin'>,
): string | undefined {
  if (!error) return undefined;
  const [key = '', limit = ''] = (error.message ?? '').split(':');
  return isValidationKey(key) ? t(`validation.${key}`, { limit }) : t('validation.invalid', { limit });
}

interface ServerIssue {
  path: string;
  message: string;
}

/** The per-field problems of a 400 VALIDATION_ERROR, as the API lists them in `details.issues`. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ServerIssue =>
      typeof issue?.path === 'string' && issue.path !== '' && typeof issue.message === 'string',
  );
}

/**
 * Puts the API's field problems beside the fields of the form that has them. Returns whether any
 * landed, so the caller toasts the server's message only when nothing could be shown in place.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  hasField: (path: string) => boolean,
): boolean {
  let shown = false;
  for (const issue of serverIssues(error)) {
    if (!hasField(issue.path)) continue;
    setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
