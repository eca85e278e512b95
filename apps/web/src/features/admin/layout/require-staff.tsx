import { isStaffRole } from '@kahraba/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/use-session';
import { LeaveFor } from '../../../shared/ui/leave-for';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ForbiddenPage } from './forbidden-page';

/**
 * The page-side guard of the staff console (the API guards every /api/admin route as well):
 * a guest signs in first and comes back to the page they asked for; a shopper is told the
 * console is not for them.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status !== 'ready') return <PageLoading />;
  if (!user) return <LeaveFor to={paths.login(`${location.pathname}${location.search}`)} />;
  if (!isStaffRole(user.role)) return <ForbiddenPage back="shop" />;
  return children;
}
