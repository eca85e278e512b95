import type { AdminRouteHandle } from '../layout/admin-layout';
import { ProductEditPage } from '../products/product-edit-page';

export const handle = { permission: 'catalog.read' } satisfies AdminRouteHandle;

export default ProductEditPage;
