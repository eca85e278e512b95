import { AuditPage } from '../audit/audit-page';
import type { AdminRouteHandle } from '../layout/admin-layout';

export const handle = { permission: 'audit.read' } satisfies AdminRouteHandle;

export default AuditPage;
