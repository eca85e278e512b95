import { SESSION_COOKIE, type User } from '@kahraba/domain';
import { ApiError, http } from '../api/http-client';
import { currentServerApi } from '../api/server-api';
import { readPageCookie } from '../page-cookies';

/**
 * The shopper a page request is from, read from the API with the request's session cookie; null for
 * a guest or an ended session (expired, signed out elsewhere, account disabled).
 */
export function signedInUser(request: Request): Promise<User | null> {
  if (readPageCookie(request.headers.get('cookie') ?? undefined, SESSION_COOKIE) === null) {
    return Promise.resolve(null);
  }
  // The root, the guard and the page's loaders run side by side: they share one read.
  const shared = currentServerApi()?.shared;
  let read = shared?.get('signed-in-user') as Promise<User | null> | undefined;
  if (!read) {
    read = http.get<User>('/user/me').catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    });
    shared?.set('signed-in-user', read);
  }
  return read;
}
