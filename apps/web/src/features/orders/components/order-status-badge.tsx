import { displayOrderStatus, statusBadgeTone } from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';

const TONES = {
  yellow: 'warning',
  green: 'success',
  red: 'danger',
  blue: 'neutral',
} as const satisfies Record<ReturnType<typeof statusBadgeTone>, BadgeTone>;

/** Unknown statuses read as processing, in yellow (SPEC §4). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  return <Badge tone={TONES[statusBadgeTone(status)]}>{t(`status.${displayOrderStatus(status)}`)}</Badge>;
}
