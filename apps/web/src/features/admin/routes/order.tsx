import type { AdminRouteHandle } from '../layout/admin-layout';
import { OrderDetailPage } from '../orders/order-detail-page';

export const handle = { permission: 'orders.manage' } satisfies AdminRouteHandle;

export default OrderDetailPage;
