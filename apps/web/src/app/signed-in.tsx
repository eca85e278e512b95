import { type LoaderFunctionArgs, Outlet, redirect } from 'react-router';
import { paths } from '../shared/paths';
import { signedInUser } from '../shared/session/signed-in-user';

/** SPEC §2: the cart and checkout send guests to /login?redirect=cart; other pages come back to themselves. */
function loginRedirectFor(url: URL): string {
  if (url.pathname === paths.cart() || url.pathname === paths.checkout()) return 'cart';
  return url.pathname + url.search;
}

/**
 * The pages only a signed-in shopper sees. A guest (or a session that has ended) is answered with a
 * redirect to the login page before anything renders, and comes back here after signing in.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await signedInUser(request)) return null;
  throw redirect(paths.login(loginRedirectFor(new URL(request.url))));
}

export default function SignedInPages() {
  return <Outlet />;
}
