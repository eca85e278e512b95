import {
  formatDateTime,
  formatEgp,
  INSTAPAY_ADDRESS,
  INSTAPAY_NUMBERS,
  instapayDeadline,
  instapayReference,
  type Order,
} from '@kahraba/domain';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { Identifier } from '../ui/bidi';
import { cn } from '../ui/cn';

/**
 * What a shopper who chose InstaPay needs to pay: where to (the store's address and numbers), how
 * much to the piastre, what to write in the transfer so staff can match it to the order, and by
 * when. The checkout's confirmation and the order page show the same block.
 */
export function InstapayPayment({
  order,
  className,
}: {
  order: Pick<Order, '_id' | 'orderNumber' | 'total' | 'createdAt'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = currentLanguage(i18n);
  const deadline = instapayDeadline(order.createdAt);
  const row = 'flex flex-wrap justify-between gap-x-4 gap-y-1';
  return (
    <section
      aria-labelledby="instapay-heading"
      className={cn(
        'flex flex-col gap-2 rounded-2xl border border-volt-300 bg-volt-50 p-5 text-sm',
        className,
      )}
    >
      <h2 id="instapay-heading" className="font-bold text-navy-950">
        {t('instapay.heading')}
      </h2>
      <p className="text-navy-800">{t('instapay.text')}</p>
      <dl className="flex flex-col gap-2 text-navy-900">
        <div className={row}>
          <dt>{t('instapay.address')}</dt>
          <dd className="font-semibold">
            <Identifier>{INSTAPAY_ADDRESS}</Identifier>
          </dd>
        </div>
        <div className={row}>
          <dt>{t('instapay.numbers')}</dt>
          <dd className="font-semibold">
            {INSTAPAY_NUMBERS.map((number, index) => (
              <span key={number}>
                {index > 0 && ' · '}
                <Identifier>{number}</Identifier>
              </span>
            ))}
          </dd>
        </div>
        <div className={row}>
          <dt>{t('instapay.amount')}</dt>
          <dd className="font-semibold">{formatEgp(order.total, language)}</dd>
        </div>
        <div className={row}>
          <dt>{t('instapay.reference')}</dt>
          <dd className="font-semibold">
            <Identifier>{instapayReference(order)}</Identifier>
          </dd>
        </div>
        <div className={row}>
          <dt>{t('instapay.deadline')}</dt>
          <dd className="font-semibold">
            <time dateTime={deadline.toISOString()}>
              {formatDateTime(deadline, language, { dateStyle: 'long', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
