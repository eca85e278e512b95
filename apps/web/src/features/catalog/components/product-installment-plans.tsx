import {
  effectivePrice,
  formatEgp,
  headlineOffer,
  type InstallmentOfferWire,
  type Product,
} from '@kahraba/domain';
import { useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { providerName, useInstallmentOffers } from '../../../shared/installments/api';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

type PricedProduct = Pick<Product, 'price' | 'priceAfterDiscount'>;

/**
 * The installment plans the product's price qualifies for: the best one in a sentence ("from
 * EGP 1,250 a month with NBE at 0% interest for 12 months") and all of them in a dialog. The
 * plans are the ones staff keep (GET /installment-plans), the same the checkout offers.
 */
export function ProductInstallmentPlans({ product }: { product: PricedProduct }) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const price = effectivePrice(product);
  const offers = useInstallmentOffers(price);
  const [open, setOpen] = useState(false);

  if (price <= 0) return null;
  if (offers.isPending) return <p className="text-sm text-navy-600">{t('installments.loading')}</p>;
  // A plan is a nice-to-have beside the price: a failure says so quietly rather than taking the page.
  if (offers.isError) return <p className="text-sm text-navy-600">{t('installments.failed')}</p>;
  const best = headlineOffer(offers.data.offers);
  if (!best) return <p className="text-sm text-navy-600">{t('installments.none')}</p>;

  const headline = t(best.interestFree ? 'installments.headlineFree' : 'installments.headline', {
    amount: formatEgp(best.monthly, language),
    provider: providerName(best, language),
    count: best.months,
  });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-navy-50 px-4 py-3">
      <p className="flex-1 text-sm text-navy-800" data-testid="installments-headline">
        {headline}
      </p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('installments.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('installments.title')}
        description={t('installments.description')}
        footer={
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('installments.close')}
          </Button>
        }
      >
        <InstallmentOffersTable offers={offers.data.offers} />
      </Dialog>
    </div>
  );
}

function InstallmentOffersTable({ offers }: { offers: readonly InstallmentOfferWire[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const money = (amount: number) => formatEgp(amount, language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-navy-200 text-navy-600">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('installments.provider')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('installments.duration')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('installments.monthly')}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t('installments.feesAndInterest')}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t('installments.totalPayable')}
            </th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={`${offer.planId}-${offer.months}`} className="border-b border-navy-100">
              <th scope="row" className="py-2 pe-3 text-start font-semibold">
                <bdi>{providerName(offer, language)}</bdi>
              </th>
              <td className="py-2 pe-3">{t('installments.months', { count: offer.months })}</td>
              <td className="py-2 pe-3 tabular-nums">{money(offer.monthly)}</td>
              <td className="py-2 pe-3">
                {offer.interestFree ? (
                  <Badge tone="success">{t('installments.interestFree')}</Badge>
                ) : (
                  money(offer.adminFee + offer.interest)
                )}
              </td>
              <td className="py-2 tabular-nums">{money(offer.totalPayable)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
