import { InboxPage } from '../inbox/inbox-page';
import type { AdminRouteHandle } from '../layout/admin-layout';

export const handle = { permission: 'chat.manage' } satisfies AdminRouteHandle;

export default InboxPage;
