import type { AdminRouteHandle } from '../layout/admin-layout';
import { TradeInsPage } from '../trade-ins/trade-ins-page';

export const handle = { permission: 'tradeIns.manage' } satisfies AdminRouteHandle;

export default TradeInsPage;
