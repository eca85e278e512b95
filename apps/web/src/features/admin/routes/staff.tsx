import type { AdminRouteHandle } from '../layout/admin-layout';
import { StaffPage } from '../staff/staff-page';

export const handle = { permission: 'staff.manage' } satisfies AdminRouteHandle;

export default StaffPage;
