import type { AdminRouteHandle } from '../layout/admin-layout';
import { TradeInEstimatesPage } from '../trade-in-estimates/trade-in-estimates-page';

export const handle = { permission: 'tradeInEstimates.read' } satisfies AdminRouteHandle;

export default TradeInEstimatesPage;
