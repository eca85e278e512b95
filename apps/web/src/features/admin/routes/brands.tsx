import { BrandsPage } from '../brands/brands-page';
import type { AdminRouteHandle } from '../layout/admin-layout';

export const handle = { permission: 'catalog.read' } satisfies AdminRouteHandle;

export default BrandsPage;
