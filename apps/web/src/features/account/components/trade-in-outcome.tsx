import { formatEgp, type TradeIn } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';

export type TradeInOutcomeProps = Pick<TradeIn, 'status' | 'offeredCredit' | 'rejectReason'>;

/**
 * What the staff decided, in the shopper's words: the credit they get towards the replacement,
 * why the request was turned down, or that it still waits for review.
 */
export function TradeInOutcome({ status, offeredCredit, rejectReason }: TradeInOutcomeProps) {
  const { t, i18n } = useTranslation('tradeIn');
  if (status === 'approved') {
    return (
      <p className="text-sm font-semibold text-green-800">
        {offeredCredit != null
          ? t('history.outcome.approved', { credit: formatEgp(offeredCredit, currentLanguage(i18n)) })
          : t('history.outcome.approvedNoCredit')}
      </p>
    );
  }
  if (status === 'rejected') {
    return (
      <p className="text-sm text-red-800">
        {rejectReason?.trim()
          ? t('history.outcome.rejected', { reason: rejectReason })
          : t('history.outcome.rejectedNoReason')}
      </p>
    );
  }
  return <p className="text-sm text-navy-700">{t('history.outcome.pending')}</p>;
}
