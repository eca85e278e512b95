import type { AdminRouteHandle } from '../layout/admin-layout';
import { OutboxPage } from '../outbox/outbox-page';

export const handle = { permission: 'outbox.read' } satisfies AdminRouteHandle;

export default OutboxPage;
