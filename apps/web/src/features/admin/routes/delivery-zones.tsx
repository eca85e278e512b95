import { DeliveryZonesPage } from '../delivery-zones/delivery-zones-page';
import type { AdminRouteHandle } from '../layout/admin-layout';

export const handle = { permission: 'delivery.read' } satisfies AdminRouteHandle;

export default DeliveryZonesPage;
