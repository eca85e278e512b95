import { DashboardPage } from '../dashboard/dashboard-page';
import type { AdminRouteHandle } from '../layout/admin-layout';

export const handle = { permission: 'dashboard.read' } satisfies AdminRouteHandle;

export default DashboardPage;
