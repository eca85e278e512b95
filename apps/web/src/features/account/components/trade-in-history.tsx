import {
  effectivePrice,
  formatDateTime,
  type TradeInStatus,
  type TradeInWithReplacement,
  tradeInWithReplacementSchema,
} from '@kahraba/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { errorText } from '../../../shared/api/error-text';
import { http } from '../../../shared/api/http-client';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Price } from '../../../shared/ui/price';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TradeInOutcome } from './trade-in-outcome';

// The trade-in page invalidates everything under ['tradeIns'] after a submission.
export const tradeInKeys = { mine: ['tradeIns', 'mine'] as const };

export async function fetchMyTradeIns(signal?: AbortSignal): Promise<TradeInWithReplacement[]> {
  const data = await http.get<unknown>('/tradein/mine', { signal });
  return z.array(tradeInWithReplacementSchema).parse(data);
}

export function useMyTradeIns() {
  return useQuery({ queryKey: tradeInKeys.mine, queryFn: ({ signal }) => fetchMyTradeIns(signal) });
}

const statusTone: Record<TradeInStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The account page's "My trade-ins": each request's device, replacement, status and date. */
export function TradeInHistory() {
  const { t, i18n } = useTranslation('tradeIn');
  const { t: tApp } = useTranslation();
  const language = currentLanguage(i18n);
  const tradeIns = useMyTradeIns();

  if (tradeIns.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={t('history.loading')}>
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  }
  if (tradeIns.isError) {
    return (
      <ErrorState
        title={t('history.error')}
        message={errorText(tradeIns.error, tApp)}
        onRetry={() => void tradeIns.refetch()}
        retrying={tradeIns.isFetching}
      />
    );
  }
  if (tradeIns.data.length === 0) {
    return (
      <EmptyState
        title={t('history.empty')}
        description={t('history.emptyText')}
        action={
          <Link to={paths.tradeIn()} className={buttonClasses()}>
            {t('history.start')}
          </Link>
        }
      />
    );
  }

  return (
    <section aria-labelledby="trade-in-history-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="trade-in-history-title" className="text-lg font-bold text-navy-950">
          {t('history.title')}
        </h2>
        <Link to={paths.tradeIn()} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('history.start')}
        </Link>
      </div>
      <ul className="flex flex-col gap-3">
        {tradeIns.data.map((tradeIn) => {
          const product = tradeIn.replacementProduct;
          return (
            <li
              key={tradeIn._id}
              className="flex items-center gap-4 rounded-lg border border-navy-200 bg-white p-4"
            >
              <ProductImage src={product?.image} alt="" className="w-16 shrink-0 rounded-md" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="font-bold text-navy-950">
                  {t('history.device', {
                    category: t(`categories.${tradeIn.category}`),
                    type: t(`types.${tradeIn.productType}`),
                  })}
                </p>
                <p className="truncate text-sm text-navy-700">
                  {product
                    ? t('history.replacement', { name: productName(product, language) })
                    : t('history.replacementGone')}
                </p>
                {product && <Price amount={effectivePrice(product)} className="text-sm" />}
                <TradeInOutcome
                  status={tradeIn.status}
                  offeredCredit={tradeIn.offeredCredit}
                  rejectReason={tradeIn.rejectReason}
                />
                <p className="text-xs text-navy-600">
                  {t('history.submittedOn', {
                    date: formatDateTime(tradeIn.createdAt, language, { dateStyle: 'medium' }),
                  })}
                </p>
              </div>
              <Badge tone={statusTone[tradeIn.status]}>{t(`history.status.${tradeIn.status}`)}</Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
