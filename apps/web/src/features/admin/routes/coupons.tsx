import { CouponsPage } from '../coupons/coupons-page';
import type { AdminRouteHandle } from '../layout/admin-layout';

export const handle = { permission: 'coupons.read' } satisfies AdminRouteHandle;

export default CouponsPage;
