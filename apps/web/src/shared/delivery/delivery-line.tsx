import {
  calendarDayMoment,
  type DeliveryQuote,
  formatDateTime,
  formatEgp,
  type Language,
} from '@kahraba/domain';
import { placeName } from '../addresses/place-name';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';

/** "Thursday 27 Nov": a Cairo calendar day as the shopper reads it. */
export function formatDeliveryDay(day: string, language: Language): string {
  return formatDateTime(calendarDayMoment(day), language, {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
  });
}

/**
 * "Delivered to Giza by Thursday 27 Nov", with the fee: the latest day of the quote, since that is
 * the promise; a window of one day reads the same.
 */
export function DeliveryLine({ quote, withFee = true }: { quote: DeliveryQuote; withFee?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <p className="text-sm text-navy-900" data-testid="delivery-line">
      {t('delivery.deliveredBy', {
        governorate: placeName(quote.governorate, language),
        date: formatDeliveryDay(quote.latest, language),
      })}
      {withFee && (
        <span className="ms-1 text-navy-600">
          {t('delivery.feeNote', { fee: formatEgp(quote.fee, language) })}
        </span>
      )}
    </p>
  );
}

/** "Between Saturday 28 Nov and Sunday 29 Nov", or one day when the window is one. */
export function deliveryWindowText(
  t: ReturnType<typeof useTranslation>['t'],
  window: { earliest: string; latest: string },
  language: Language,
): string {
  const from = formatDeliveryDay(window.earliest, language);
  if (window.earliest === window.latest) return t('delivery.on', { date: from });
  return t('delivery.between', { from, to: formatDeliveryDay(window.latest, language) });
}
