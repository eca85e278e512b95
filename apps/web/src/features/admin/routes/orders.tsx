import type { AdminRouteHandle } from '../layout/admin-layout';
import { OrdersPage } from '../orders/orders-page';

export const handle = { permission: 'orders.manage' } satisfies AdminRouteHandle;

export default OrdersPage;
