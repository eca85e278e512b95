import type { AdminRouteHandle } from '../layout/admin-layout';
import { ProductsPage } from '../products/products-page';

export const handle = { permission: 'catalog.read' } satisfies AdminRouteHandle;

export default ProductsPage;
