import type { FastifyInstance } from 'fastify';

/**
 * The most a shopper's write or a sign-in may carry. The largest such body is a review or a chat
 * message of 2 000 characters, under 12 kB even with every character escaped; the server-wide
 * limit (1 MB) stays for the staff console's product forms.
 */
export const SMALL_BODY_LIMIT = 16 * 1024;

/**
 * Gives every route registered in `scope` (and its children) SMALL_BODY_LIMIT unless it sets its
 * own. A body past it is refused with 413 PAYLOAD_TOO_LARGE from its Content-Length, or as soon as
 * that many bytes have arrived, before anything is parsed: four clients posting megabyte bodies of
 * unknown keys to the login no longer hold up everyone else.
 */
export function limitBodiesToSmall(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= SMALL_BODY_LIMIT;
  });
}
