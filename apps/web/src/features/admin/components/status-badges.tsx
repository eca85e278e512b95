import type { OrderStatus, OutboxStatus, TradeInStatus } from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';

const ORDER_TONES = {
  pending: 'warning',
  processing: 'brand',
  shipped: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
} as const satisfies Record<OrderStatus, BadgeTone>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={ORDER_TONES[status]}>{t(`orderStatus.${status}`)}</Badge>;
}

const TRADE_IN_TONES = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
} as const satisfies Record<TradeInStatus, BadgeTone>;

export function TradeInStatusBadge({ status }: { status: TradeInStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TRADE_IN_TONES[status]}>{t(`tradeInStatus.${status}`)}</Badge>;
}

const OUTBOX_TONES = {
  pending: 'warning',
  sending: 'brand',
  sent: 'success',
  failed: 'danger',
} as const satisfies Record<OutboxStatus, BadgeTone>;

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={OUTBOX_TONES[status]}>{t(`outboxStatus.${status}`)}</Badge>;
}
