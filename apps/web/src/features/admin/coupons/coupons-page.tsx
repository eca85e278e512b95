import { type AdminCoupon, can, couponState } from '@kahraba/domain';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { Identifier } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { useAdminCoupons } from '../api/coupons';
import { cellClasses, DataTable, HeaderCell, RowActionsCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { useAdminFormat } from '../lib/format';
import { CouponDialog } from './coupon-dialog';

/** Discount codes: every moderator may read them, admins create and edit them (coupons.write). */
export function CouponsPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const format = useAdminFormat();
  const coupons = useAdminCoupons();
  const canWrite = can(user?.role, 'coupons.write');
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);

  const amount = (coupon: AdminCoupon) =>
    coupon.kind === 'percent'
      ? t('coupons.percentOff', { value: format.number(coupon.value) })
      : format.egp(coupon.value);
  const scope = (coupon: AdminCoupon) =>
    [coupon.category && t(`categories.${coupon.category}`), coupon.brand].filter(Boolean).join(' · ') ||
    t('coupons.anyProduct');
  const uses = (coupon: AdminCoupon) =>
    coupon.maxUses === null
      ? format.number(coupon.usedCount)
      : t('coupons.usesOf', { used: format.number(coupon.usedCount), max: format.number(coupon.maxUses) });

  let content: ReactNode;
  if (coupons.isPending) {
    content = <TableSkeleton columns={6} label={t('coupons.loading')} />;
  } else if (coupons.isError) {
    content = (
      <ErrorState
        title={t('coupons.error')}
        message={errorText(coupons.error, tApp)}
        onRetry={() => void coupons.refetch()}
        retrying={coupons.isFetching}
      />
    );
  } else if (coupons.data.length === 0) {
    content = <EmptyState title={t('coupons.empty')} />;
  } else {
    content = (
      <DataTable
        caption={t('nav.coupons')}
        head={
          <>
            <HeaderCell>{t('coupons.code')}</HeaderCell>
            <HeaderCell>{t('coupons.value')}</HeaderCell>
            <HeaderCell>{t('coupons.minSubtotal')}</HeaderCell>
            <HeaderCell>{t('coupons.scope')}</HeaderCell>
            <HeaderCell>{t('coupons.expiresAt')}</HeaderCell>
            <HeaderCell>{t('coupons.uses')}</HeaderCell>
            <HeaderCell>{t('coupons.state')}</HeaderCell>
            {canWrite && (
              <HeaderCell>
                <span className="sr-only">{t('table.actions')}</span>
              </HeaderCell>
            )}
          </>
        }
      >
        {coupons.data.map((coupon) => (
          <tr key={coupon._id}>
            <td className={`${cellClasses} font-semibold`}>
              <Identifier>{coupon.code}</Identifier>
            </td>
            <td className={cellClasses}>{amount(coupon)}</td>
            <td className={cellClasses}>{coupon.minSubtotal > 0 ? format.egp(coupon.minSubtotal) : '—'}</td>
            <td className={cellClasses}>{scope(coupon)}</td>
            <td className={`${cellClasses} whitespace-nowrap`}>
              {coupon.expiresAt ? format.date(coupon.expiresAt) : t('coupons.noExpiry')}
            </td>
            <td className={cellClasses}>{uses(coupon)}</td>
            <td className={cellClasses}>
              {t(`coupons.states.${couponState(coupon, coupon.usedCount, new Date())}`)}
            </td>
            {canWrite && (
              <RowActionsCell
                actions={[
                  {
                    label: t('actions.edit'),
                    ariaLabel: t('coupons.editOf', { code: coupon.code }),
                    onClick: () => setEditing(coupon),
                  },
                ]}
              />
            )}
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('nav.coupons')}
        actions={canWrite && <Button onClick={() => setEditing('new')}>{t('coupons.new')}</Button>}
      />
      {content}
      {canWrite && <CouponDialog coupon={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
