import { formatEgp, formatHour, PICKUP_HOURS, STORE_CONTACT } from '@kahraba/domain';
import type { DeliveryTerms } from '../../../shared/delivery/zones-api';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** Fees and days to every governorate by method, from the delivery-zones data, and store pickup. */
export function DeliveryZonesTable({ zones }: { zones: readonly DeliveryTerms[] | null }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const terms = (method: { fee: number; minDays: number; maxDays: number } | null) =>
    method
      ? t('legal.feeAndDays', {
          fee: formatEgp(method.fee, language),
          min: method.minDays,
          max: method.maxDays,
        })
      : t('legal.notOffered');
  return (
    <>
      <section aria-labelledby="delivery-zones" className="flex flex-col gap-3">
        <h2 id="delivery-zones" className="text-xl font-bold text-navy-950">
          {t('legal.zonesHeading')}
        </h2>
        {zones ? (
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-navy-200 text-navy-700">
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('legal.governorate')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('legal.standard')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('legal.express')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {zones.map((zone) => (
                  <tr key={zone.governorate.id} className="border-b border-navy-100">
                    <th scope="row" className="py-2 pe-4 text-start font-semibold">
                      {zone.governorate.name[language]}
                    </th>
                    <td className="py-2 pe-4">{terms(zone.standard)}</td>
                    <td className="py-2">{terms(zone.express)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('legal.zonesUnavailable')}</p>
        )}
      </section>
      <section aria-labelledby="store-pickup" className="flex flex-col gap-2">
        <h2 id="store-pickup" className="text-xl font-bold text-navy-950">
          {t('legal.pickupHeading')}
        </h2>
        <p>
          {t('legal.pickupText', {
            address: STORE_CONTACT.location[language],
            from: formatHour(PICKUP_HOURS.from, language),
            to: formatHour(PICKUP_HOURS.to, language),
          })}
        </p>
      </section>
    </>
  );
}
