import { ERROR_HTTP_STATUS, type ErrorCode } from '@kahraba/domain';

/** The one error type services throw; the error handler turns it into the envelope in the shopper's language. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERROR_HTTP_STATUS[code];
  }
}
