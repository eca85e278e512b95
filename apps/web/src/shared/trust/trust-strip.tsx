import { type DeliveryQuote, LIMITS } from '@kahraba/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { placeName } from '../addresses/place-name';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import { Icon } from '../ui/icons';

// Why a shopper in Egypt can buy here with confidence, in one line of five promises, each linking to
// the policy that keeps it: official warranty, delivery to their governorate and its days, 14-day
// returns, cash on delivery and InstaPay. Shown on the home and product pages.

const ICONS = {
  warranty: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4',
  delivery:
    'M3 6h11v10H3zM14 9h4l3 3v4h-7M7 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  returns: 'M4 10h11a5 5 0 0 1 0 10h-3M4 10l4-4M4 10l4 4',
  cash: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v.01M18 14v.01',
  instapay: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM10 12l2 2 3-4',
} as const;

function TrustPromise({ icon, to, children }: { icon: keyof typeof ICONS; to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full items-center gap-2 rounded-lg p-2 text-xs font-semibold whitespace-nowrap text-navy-900 hover:bg-navy-100 sm:text-sm sm:whitespace-normal"
      >
        <Icon d={ICONS[icon]} className="size-5 shrink-0 text-volt-600 sm:size-6" />
        <span>{children}</span>
      </Link>
    </li>
  );
}

/**
 * The five promises. `delivery` is the standard delivery to the shopper's governorate when known
 * (the product page's estimate); until then the strip says the shop delivers everywhere.
 */
export function TrustStrip({
  delivery,
  className,
}: {
  delivery?: DeliveryQuote | undefined;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <section aria-label={t('trust.label')} className={className}>
      {/* One row on a phone, scrolled sideways, so the products still start on the first screen. */}
      <ul className="flex gap-1 overflow-x-auto rounded-xl border border-navy-100 bg-white p-1 sm:grid sm:grid-cols-3 sm:gap-2 sm:p-2 lg:grid-cols-5">
        <TrustPromise icon="warranty" to={paths.returns()}>
          {t('trust.warranty')}
        </TrustPromise>
        <TrustPromise icon="delivery" to={paths.shipping()}>
          {delivery
            ? t('trust.deliveryTo', {
                governorate: placeName({ name: delivery.governorate.name }, language),
                min: delivery.minDays,
                max: delivery.maxDays,
              })
            : t('trust.deliveryEverywhere')}
        </TrustPromise>
        <TrustPromise icon="returns" to={paths.returns()}>
          {t('trust.returns', { days: LIMITS.returnDays })}
        </TrustPromise>
        <TrustPromise icon="cash" to={paths.shipping()}>
          {t('trust.cashOnDelivery')}
        </TrustPromise>
        <TrustPromise icon="instapay" to={paths.terms()}>
          {t('trust.instapay')}
        </TrustPromise>
      </ul>
    </section>
  );
}
