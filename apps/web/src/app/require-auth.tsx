import { Navigate, Outlet } from 'react-router';
import { paths } from '../shared/paths';
import { useSession } from '../shared/session/use-session';
import { PageLoading } from '../shared/ui/page-loading';

export interface RequireAuthProps {
  /** Passed on to /login, e.g. 'cart' (SPEC §2: cart and checkout send guests to /login?redirect=cart). */
  redirect?: string;
}

/** A layout route for signed-in pages: guests are sent to the login page instead. */
export function RequireAuth({ redirect }: RequireAuthProps) {
  const { status, user } = useSession();
  if (status !== 'ready') return <PageLoading />;
  if (!user) return <Navigate to={paths.login(redirect)} replace />;
  return <Outlet />;
}
