import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { deliveryWindowText } from './delivery-line';

/** "Arrives between Saturday 28 Nov and Sunday 29 Nov": the window the order was promised when placed. */
export function PromisedDelivery({
  delivery,
  className,
}: {
  delivery: { earliest: string; latest: string } | null | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!delivery) return null;
  return (
    <p className={className} data-testid="order-delivery">
      {t('delivery.promised', { window: deliveryWindowText(t, delivery, currentLanguage(i18n)) })}
    </p>
  );
}
