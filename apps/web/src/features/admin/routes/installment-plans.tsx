import { InstallmentPlansPage } from '../installment-plans/installment-plans-page';
import type { AdminRouteHandle } from '../layout/admin-layout';

export const handle = { permission: 'installments.read' } satisfies AdminRouteHandle;

export default InstallmentPlansPage;
