import { type AdminDealer, can } from '@kahraba/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProductImage } from '../../../shared/products/product-image';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Input } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useAdminDealers, useDeleteDealer } from '../api/dealers';
import { ConfirmDialog } from '../components/confirm-dialog';
import {
  cellClasses,
  DataTable,
  HeaderCell,
  RowActionsCell,
  SortableHeader,
  TableSkeleton,
} from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { useAdminFormat } from '../lib/format';
import { BrandDialog } from './brand-dialog';

type BrandSort = 'name-asc' | 'name-desc' | 'oldest' | 'newest';

const BRAND_ORDER: Record<BrandSort, (a: AdminDealer, b: AdminDealer, collator: Intl.Collator) => number> = {
  'name-asc': (a, b, collator) => collator.compare(a.name, b.name),
  'name-desc': (a, b, collator) => collator.compare(b.name, a.name),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

/** The API answers every dealer at once (a few dozen), so this table filters and sorts in the page. */
function sortBrands(dealers: readonly AdminDealer[], sort: BrandSort, search: string, language: string) {
  const needle = search.trim().toLocaleLowerCase(language);
  const collator = new Intl.Collator(language);
  return dealers
    .filter((dealer) => !needle || dealer.name.toLocaleLowerCase(language).includes(needle))
    .sort((a, b) => BRAND_ORDER[sort](a, b, collator));
}

export function BrandsPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const format = useAdminFormat();
  const dealers = useAdminDealers();
  const remove = useDeleteDealer();
  const canWrite = can(user?.role, 'dealers.write');
  const [sort, setSort] = useState<BrandSort>('name-asc');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminDealer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminDealer | null>(null);

  const shown = useMemo(
    () => sortBrands(dealers.data ?? [], sort, search, format.language),
    [dealers.data, sort, search, format.language],
  );

  let content: ReactNode;
  if (dealers.isPending) {
    content = <TableSkeleton columns={4} label={t('brands.loading')} />;
  } else if (dealers.isError) {
    content = (
      <ErrorState
        title={t('brands.error')}
        message={errorText(dealers.error, tApp)}
        onRetry={() => void dealers.refetch()}
        retrying={dealers.isFetching}
      />
    );
  } else if (shown.length === 0) {
    content = <EmptyState title={search ? t('brands.emptyFiltered') : t('brands.empty')} />;
  } else {
    content = (
      <DataTable
        caption={t('nav.brands')}
        head={
          <>
            <HeaderCell>
              <span className="sr-only">{t('brands.logo')}</span>
            </HeaderCell>
            <SortableHeader
              label={t('brands.name')}
              sorts={{ asc: 'name-asc', desc: 'name-desc' }}
              current={sort}
              onSort={setSort}
            />
            <HeaderCell>{t('brands.brief')}</HeaderCell>
            <SortableHeader
              label={t('brands.added')}
              sorts={{ asc: 'oldest', desc: 'newest' }}
              current={sort}
              onSort={setSort}
              first="desc"
            />
            {canWrite && (
              <HeaderCell>
                <span className="sr-only">{t('table.actions')}</span>
              </HeaderCell>
            )}
          </>
        }
      >
        {shown.map((dealer) => (
          <tr key={dealer._id}>
            <td className={cellClasses}>
              <ProductImage src={dealer.logo} alt="" className="w-10 rounded-md border border-navy-100" />
            </td>
            <td className={`${cellClasses} font-semibold`}>{dealer.name}</td>
            <td className={`${cellClasses} max-w-md text-navy-700`}>
              {format.language === 'ar' && dealer.briefAr ? dealer.briefAr : dealer.brief}
            </td>
            <td className={`${cellClasses} whitespace-nowrap`}>{format.date(dealer.createdAt)}</td>
            {canWrite && (
              <RowActionsCell
                actions={[
                  {
                    label: t('actions.edit'),
                    ariaLabel: t('brands.editOf', { name: dealer.name }),
                    onClick: () => setEditing(dealer),
                  },
                  {
                    label: t('actions.delete'),
                    ariaLabel: t('brands.deleteOf', { name: dealer.name }),
                    onClick: () => setDeleting(dealer),
                    destructive: true,
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
        title={t('nav.brands')}
        actions={canWrite && <Button onClick={() => setEditing('new')}>{t('brands.new')}</Button>}
      />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <Input
          label={t('brands.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fieldClassName="w-64"
        />
      </div>
      {content}
      {canWrite && <BrandDialog dealer={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('brands.deleteTitle')}
        description={t('brands.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(t('brands.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => toast.error(errorText(error, tApp)),
          });
        }}
      />
    </div>
  );
}
