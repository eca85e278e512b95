import { awaitsDelivery } from '@kahraba/domain';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { deliveryWindowText } from './delivery-line';

/**
 * "Arrives between Saturday 28 Nov and Sunday 29 Nov": the window the order was promised when
 * placed, while it is on its way (not for one delivered or cancelled).
 */
export function PromisedDelivery({
  delivery,
  status,
  className,
}: {
  delivery: { earliest: string; latest: string } | null | undefined;
  status: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!delivery || !awaitsDelivery(status)) return null;
  return (
    <p className={className} data-testid="order-delivery">
      {t('delivery.promised', { window: deliveryWindowText(t, delivery, currentLanguage(i18n)) })}
    </p>
  );
}
