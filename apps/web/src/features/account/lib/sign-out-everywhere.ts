import { redirect } from 'react-router';
import { ApiError, apiRequest } from '../../../shared/api/http-client';
import { paths } from '../../../shared/paths';

/** The account page's form intent that signs the shopper out on every device. */
export const SIGN_OUT_EVERYWHERE = 'signOutEverywhere';

/**
 * POST /api/auth/logout-all ends every session of the account on the server, this one included;
 * the cleared session cookie goes back with the redirect to the login page. A session that had
 * already ended (401) is where the shopper wanted to be anyway.
 */
export async function signOutEverywhere(): Promise<Response> {
  const cookies = new Headers();
  try {
    const { headers } = await apiRequest<{ ended: number }>('/auth/logout-all', {
      method: 'POST',
      redirectOnUnauthorized: false,
    });
    for (const cookie of headers.getSetCookie()) cookies.append('Set-Cookie', cookie);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  return redirect(paths.login(), { headers: cookies });
}
