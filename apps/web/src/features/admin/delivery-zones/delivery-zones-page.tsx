import { can, DELIVERY_CUTOFF_HOUR, type DeliveryZone, formatDateTime, type Language } from '@kahraba/domain';
import { type ReactNode, useState } from 'react';
import { placeName } from '../../../shared/addresses/place-name';
import { errorText } from '../../../shared/api/error-text';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { ErrorState } from '../../../shared/ui/error-state';
import { useDeliveryZones } from '../api/delivery-zones';
import { cellClasses, DataTable, HeaderCell, RowActionsCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { useAdminFormat } from '../lib/format';
import { ZoneDialog } from './zone-dialog';

/** The day's order cut-off (domain DELIVERY_CUTOFF_HOUR, Cairo time) as a clock reads it: "4 PM". */
const cutoffTime = (language: Language) =>
  formatDateTime(Date.UTC(2000, 0, 1, DELIVERY_CUTOFF_HOUR), language, { hour: 'numeric', timeZone: 'UTC' });

/** Each governorate's delivery fees and days: moderators read them, admins change them (delivery.write). */
export function DeliveryZonesPage() {
  const { t, i18n } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const language = currentLanguage(i18n);
  const { user } = useSession();
  const format = useAdminFormat();
  const zones = useDeliveryZones();
  const canWrite = can(user?.role, 'delivery.write');
  const [editing, setEditing] = useState<DeliveryZone | null>(null);

  const days = (terms: { minDays: number; maxDays: number }) =>
    terms.minDays === terms.maxDays
      ? t('deliveryZones.days', { count: terms.minDays, value: format.number(terms.minDays) })
      : t('deliveryZones.dayRange', { min: format.number(terms.minDays), max: format.number(terms.maxDays) });

  let content: ReactNode;
  if (zones.isPending) {
    content = <TableSkeleton columns={5} label={t('deliveryZones.loading')} />;
  } else if (zones.isError) {
    content = (
      <ErrorState
        title={t('deliveryZones.error')}
        message={errorText(zones.error, tApp)}
        onRetry={() => void zones.refetch()}
        retrying={zones.isFetching}
      />
    );
  } else {
    content = (
      <DataTable
        caption={t('nav.deliveryZones')}
        head={
          <>
            <HeaderCell>{t('deliveryZones.governorate')}</HeaderCell>
            <HeaderCell>{t('deliveryZones.standardFee')}</HeaderCell>
            <HeaderCell>{t('deliveryZones.standardDays')}</HeaderCell>
            <HeaderCell>{t('deliveryZones.expressFee')}</HeaderCell>
            <HeaderCell>{t('deliveryZones.expressDays')}</HeaderCell>
            {canWrite && (
              <HeaderCell>
                <span className="sr-only">{t('table.actions')}</span>
              </HeaderCell>
            )}
          </>
        }
      >
        {zones.data.map((zone) => {
          const name = placeName(zone.governorate, language);
          return (
            <tr key={zone.governorate.id}>
              <td className={`${cellClasses} font-semibold`}>{name}</td>
              <td className={cellClasses}>{format.egp(zone.standard.fee)}</td>
              <td className={cellClasses}>{days(zone.standard)}</td>
              <td className={cellClasses}>
                {zone.express ? format.egp(zone.express.fee) : t('deliveryZones.notOffered')}
              </td>
              <td className={cellClasses}>{zone.express ? days(zone.express) : '—'}</td>
              {canWrite && (
                <RowActionsCell
                  actions={[
                    {
                      label: t('actions.edit'),
                      ariaLabel: t('deliveryZones.editOf', { name }),
                      onClick: () => setEditing(zone),
                    },
                  ]}
                />
              )}
            </tr>
          );
        })}
      </DataTable>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.deliveryZones')} />
      <p className="text-sm text-navy-700">
        {t('deliveryZones.description', { cutoff: cutoffTime(language) })}
      </p>
      {content}
      {canWrite && <ZoneDialog zone={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
