import type { AdminRouteHandle } from '../layout/admin-layout';
import { NewProductPage } from '../products/product-edit-page';

export const handle = { permission: 'catalog.write' } satisfies AdminRouteHandle;

export default NewProductPage;
