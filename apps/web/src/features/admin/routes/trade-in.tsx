import type { AdminRouteHandle } from '../layout/admin-layout';
import { TradeInDetailPage } from '../trade-ins/trade-in-detail-page';

export const handle = { permission: 'tradeIns.manage' } satisfies AdminRouteHandle;

export default TradeInDetailPage;
