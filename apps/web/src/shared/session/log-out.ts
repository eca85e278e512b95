import { http } from '../api/http-client';

/** POST /api/auth/logout: the API clears the HttpOnly session cookie the page cannot touch. */
export function logOut(): Promise<unknown> {
  return http.post<null>('/auth/logout');
}
