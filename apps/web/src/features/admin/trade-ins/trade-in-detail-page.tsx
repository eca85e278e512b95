import { type AdminTradeIn, effectivePrice, TRADE_IN_FIELD_LABELS } from '@kahraba/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { BackLink } from '../../../shared/ui/back-link';
import { EmailText, Identifier, UserText } from '../../../shared/ui/bidi';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useAdminTradeIn } from '../api/trade-ins';
import { MessageShopperLink } from '../components/message-shopper-link';
import { PageHeader } from '../components/page-header';
import { TradeInStatusBadge } from '../components/status-badges';
import { type AdminFormat, useAdminFormat } from '../lib/format';
import { DecisionForm } from './decision-form';
import { DeviceName, useDeviceNameText } from './device-name';

export function TradeInDetailPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { id = '' } = useParams();
  const tradeIn = useAdminTradeIn(id);

  let content: ReactNode;
  if (tradeIn.isPending) {
    content = (
      <div role="status" aria-label={t('tradeIns.loadingOne')} className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  } else if (tradeIn.isError) {
    content =
      tradeIn.error instanceof ApiError && tradeIn.error.status === 404 ? (
        <EmptyState
          as="h1"
          title={t('tradeIns.notFound')}
          action={
            <Link to={paths.adminTradeIns()} className={buttonClasses({ variant: 'secondary' })}>
              {t('tradeIns.backToList')}
            </Link>
          }
        />
      ) : (
        <ErrorState
          title={t('tradeIns.errorOne')}
          message={errorText(tradeIn.error, tApp)}
          onRetry={() => void tradeIn.refetch()}
          retrying={tradeIn.isFetching}
        />
      );
  } else {
    content = <TradeInDetail tradeIn={tradeIn.data} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.adminTradeIns()}>{t('tradeIns.backToList')}</BackLink>
      {content}
    </div>
  );
}

const panelClasses = 'flex flex-col gap-2 rounded-xl border border-navy-200 bg-white p-4';

function specText(value: AdminTradeIn['specs'][string], format: AdminFormat): string {
  if (Array.isArray(value)) return value.join(format.language === 'ar' ? '، ' : ', ');
  return typeof value === 'number' ? format.number(value) : value;
}

function TradeInDetail({ tradeIn }: { tradeIn: AdminTradeIn }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const deviceNameText = useDeviceNameText();
  const replacement = tradeIn.replacementProduct;
  return (
    <>
      <PageHeader
        title={deviceNameText(tradeIn)}
        heading={<DeviceName tradeIn={tradeIn} />}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {t(`tradeInCategories.${tradeIn.category}`)} · {t(`tradeInTypes.${tradeIn.productType}`)} ·{' '}
            {t('tradeIns.submittedOn', { date: format.dateTime(tradeIn.createdAt) })}
            <TradeInStatusBadge status={tradeIn.status} />
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <section className={`${panelClasses} lg:col-span-2`}>
          <h2 className="font-bold text-navy-950">{t('tradeIns.specsTitle')}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {Object.entries(tradeIn.specs).map(([field, value]) => (
              <div key={field} className="contents">
                <dt className="font-semibold text-navy-700">
                  {TRADE_IN_FIELD_LABELS[field]?.[format.language] ?? field}
                </dt>
                <dd className="text-navy-950">
                  <bdi>{specText(value, format)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="flex flex-col gap-4">
          <section className={panelClasses} data-testid="trade-in-condition">
            <h2 className="font-bold text-navy-950">{t('tradeIns.conditionTitle')}</h2>
            {tradeIn.condition ? (
              <>
                <p className="font-semibold">{t(`tradeInConditions.${tradeIn.condition}`)}</p>
                {tradeIn.estimate && (
                  <p className="text-sm text-navy-700">
                    {t('tradeIns.estimateShown', {
                      min: format.egp(tradeIn.estimate.min),
                      max: format.egp(tradeIn.estimate.max),
                    })}
                  </p>
                )}
              </>
            ) : (
              <p className="text-sm text-navy-700">{t('tradeIns.conditionNotGiven')}</p>
            )}
          </section>
          <section className={panelClasses}>
            <h2 className="font-bold text-navy-950">{t('tradeIns.columns.customer')}</h2>
            <p className="font-semibold">
              <UserText>{tradeIn.customer.name}</UserText>
            </p>
            <EmailText className="text-sm text-navy-700">{tradeIn.customer.email}</EmailText>
            {tradeIn.customer.phone && (
              <Identifier className="text-sm text-navy-700">{tradeIn.customer.phone}</Identifier>
            )}
            <div className="mt-2">
              <MessageShopperLink shopperId={tradeIn.customer._id} />
            </div>
          </section>
          <section className={panelClasses}>
            <h2 className="font-bold text-navy-950">{t('tradeIns.columns.replacement')}</h2>
            {replacement ? (
              <div className="flex items-center gap-3">
                <ProductImage
                  src={replacement.image}
                  alt=""
                  className="w-16 shrink-0 rounded-md border border-navy-100"
                />
                <div className="flex min-w-0 flex-col">
                  <Link to={paths.adminProduct(replacement._id)} className="font-semibold hover:underline">
                    {productName(replacement, format.language)}
                  </Link>
                  <span className="text-sm text-navy-700">{replacement.brand}</span>
                  <span className="text-sm font-bold">{format.egp(effectivePrice(replacement))}</span>
                </div>
              </div>
            ) : (
              <p className="text-sm text-navy-700">{t('tradeIns.replacementGone')}</p>
            )}
          </section>
        </div>
      </div>
      <section className={panelClasses}>
        {tradeIn.status === 'pending' ? (
          <DecisionForm tradeInId={tradeIn._id} />
        ) : (
          <Outcome tradeIn={tradeIn} />
        )}
      </section>
    </>
  );
}

/** What was decided, by whom and when: what the shopper sees in their account. */
function Outcome({ tradeIn }: { tradeIn: AdminTradeIn }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <div className="flex flex-col gap-1">
      <h2 className="font-bold text-navy-950">{t('tradeIns.outcomeTitle')}</h2>
      {tradeIn.status === 'approved' ? (
        <p>{t('tradeIns.approvedWith', { credit: format.egp(tradeIn.offeredCredit ?? 0) })}</p>
      ) : (
        <p>{t('tradeIns.rejectedBecause', { reason: tradeIn.rejectReason ?? '' })}</p>
      )}
      {tradeIn.decidedBy && tradeIn.decidedAt && (
        <p className="text-sm text-navy-700">
          {t('tradeIns.decidedBy', {
            name: tradeIn.decidedBy.name,
            date: format.dateTime(tradeIn.decidedAt),
          })}
        </p>
      )}
    </div>
  );
}
