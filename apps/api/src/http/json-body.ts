import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** No request of this API nests deeper than a few levels; 32 leaves room and keeps walks cheap. */
export const JSON_DEPTH_MAX = 32;

/** Whether `value` nests objects or arrays more than `max` levels deep; iterative, so any depth is safe. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), with two differences:
 * - an empty body is no body: a client that sends `Content-Type: application/json` on a write
 *   that takes none (cancel an order, clear the cart) is not refused for "invalid JSON";
 * - a body nested deeper than JSON_DEPTH_MAX is refused with 400 before anything walks it
 *   recursively (5 000 levels ran a walk out of stack and answered 500).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, JSON_DEPTH_MAX)) {
        return done(new AppError('JSON_TOO_DEEP', { max: JSON_DEPTH_MAX }), undefined);
      }
      return done(null, value);
    });
  });
}
