import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';

/** The path to the first string holding a NUL character in `value`, or null if none does. */
function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character (U+0000): a search or a name with one fails its
 * query, which would answer 500 for what is bad input. Refuse it first, with the field named, as
 * validation does.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
    ] as const) {
      const path = nulPath(value, []);
      if (path) throw new AppError('INVALID_PARAMETER', { param: path.join('.') || part });
    }
    const path = nulPath(request.body, []);
    if (path) {
      throw new AppError(
        'VALIDATION_ERROR',
        {},
        { issues: [{ path: path.join('.'), message: 'NUL character' }] },
      );
    }
  });
}
