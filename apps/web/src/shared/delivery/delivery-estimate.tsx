import { GOVERNORATES } from '@kahraba/domain';
import { useId } from 'react';
import { placeName } from '../addresses/place-name';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { controlClasses } from '../ui/field';
import { Skeleton } from '../ui/skeleton';
import { useDeliveryQuotes } from './api';
import { useDeliveryGovernorate } from './delivery-governorate';
import { DeliveryLine } from './delivery-line';

/**
 * Which governorate the estimate is for and its quotes. A hook of its own, so the page holding the
 * estimate can read the standard quote too (the cart prices its shipping row with it).
 */
export function useDeliveryEstimate(remembered: string | null) {
  const [governorateId, choose] = useDeliveryGovernorate(remembered);
  const quotes = useDeliveryQuotes(governorateId);
  const standard = quotes.data?.find((q) => q.method === 'standard');
  return { governorateId, choose, isError: quotes.isError, standard };
}

export type DeliveryEstimateState = ReturnType<typeof useDeliveryEstimate>;

/**
 * The product page's and the cart's delivery estimate: when standard delivery arrives in the
 * chosen governorate, with a picker to choose another (remembered for the next visit).
 */
export function DeliveryEstimate({ estimate }: { estimate: DeliveryEstimateState }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { governorateId, choose, isError, standard } = estimate;
  const selectId = useId();
  return (
    <section aria-label={t('delivery.heading')} className="flex flex-col gap-2 rounded-xl bg-navy-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
          {t('delivery.deliverTo')}
        </label>
        <select
          id={selectId}
          value={governorateId}
          onChange={(event) => choose(event.target.value)}
          className={`${controlClasses} h-9 w-auto`}
        >
          {GOVERNORATES.map((g) => (
            <option key={g.id} value={g.id}>
              {placeName(g, language)}
            </option>
          ))}
        </select>
      </div>
      {standard ? (
        <DeliveryLine quote={standard} />
      ) : isError ? (
        <p className="text-sm text-navy-600">{t('delivery.unavailable')}</p>
      ) : (
        <Skeleton className="h-5 w-64" />
      )}
    </section>
  );
}
