import { can, isStaffRole, type StaffPermission } from '@kahraba/domain';
import { Suspense, useEffect, useId, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  Outlet,
  redirect,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { signedInUser } from '../../../shared/session/signed-in-user';
import { useSession } from '../../../shared/session/use-session';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { PageLoading } from '../../../shared/ui/page-loading';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { ForbiddenPage } from './forbidden-page';
import { RequireStaff } from './require-staff';

/** What a staff route asks of the role, declared on the route module (features/admin/routes/). */
export interface AdminRouteHandle {
  permission: StaffPermission;
}

function isAdminRouteHandle(handle: unknown): handle is AdminRouteHandle {
  return typeof handle === 'object' && handle !== null && 'permission' in handle;
}

/** The permission of the deepest route on screen that names one. */
function useRoutePermission(): StaffPermission | undefined {
  const matches = useMatches();
  return matches.map((match) => match.handle).findLast(isAdminRouteHandle)?.permission;
}

/** The console's texts come with its first page (app/entry.client.tsx loads a route's namespaces). */
export const handle = { i18n: ['admin'] };

/**
 * A guest is sent to sign in before anything renders, and comes back to the page they asked for;
 * a shopper gets the "not for you" page (RequireStaff) with the status that says so, 403.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(paths.login(`${url.pathname}${url.search}`));
  }
  return isStaffRole(user.role) ? null : data(null, { status: 403 });
}

/** The /admin route: the staff guard around the console's own layout (no shop navbar or footer). */
export default function AdminRoot() {
  return (
    <RequireStaff>
      <AdminLayout />
    </RequireStaff>
  );
}

function AdminLayout() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const location = useLocation();
  const permission = useRoutePermission();
  const navId = useId();
  const [navOpen, setNavOpen] = useState(false);

  // Choosing a section in the collapsed sidebar takes the staff member there: fold it away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => setNavOpen(false), [location.pathname]);

  // RequireStaff renders this only for a signed-in staff member.
  if (!user) return null;
  const allowed = permission === undefined || can(user.role, permission);

  return (
    <div className="flex min-h-dvh flex-col bg-navy-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-lg focus:bg-volt-400 focus:px-4 focus:py-2 focus:font-bold focus:text-navy-950"
      >
        {t('header.skipToContent')}
      </a>
      <AdminHeader user={user} navId={navId} navOpen={navOpen} onToggleNav={() => setNavOpen(!navOpen)} />
      <div className="flex flex-1">
        <AdminSidebar userRole={user.role} id={navId} open={navOpen} />
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6">
          {/* A page whose code or texts are on their way waits here, inside the header and sidebar. */}
          <Suspense fallback={<PageLoading />}>
            {allowed ? <Outlet /> : <ForbiddenPage back="dashboard" />}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

/**
 * A failing console page keeps the header and sidebar around its error: an unknown id's 404
 * reads as "not found", anything else (a chunk gone after a deploy) offers a reload.
 */
export function AdminRouteError() {
  const { t } = useTranslation('admin');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminNotFound />;
  console.error(error);
  return <ErrorState message={t('errors.page')} onRetry={() => window.location.reload()} />;
}

export function AdminNotFound() {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      as="h1"
      title={t('notFound.title')}
      description={t('notFound.text')}
      action={
        <Link to={paths.admin()} className={buttonClasses({ variant: 'secondary' })}>
          {t('forbidden.backToDashboard')}
        </Link>
      }
    />
  );
}
