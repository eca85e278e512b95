import {
  type AccountUpdatePayload,
  type AdminUser,
  adminUserListQuerySchema,
  ROLES,
  type Role,
} from '@kahraba/domain';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { Badge } from '../../../shared/ui/badge';
import { Identifier, UserText } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { controlClasses } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import { toast } from '../../../shared/ui/toast';
import { useAdminUsers, useUpdateAccount } from '../api/users';
import { ConfirmDialog } from '../components/confirm-dialog';
import { cellClasses, DataTable, HeaderCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { useAdminFormat } from '../lib/format';
import { listQueryCodec, useListFilters } from '../lib/list-filters';
import { CreateStaffDialog } from './create-staff-dialog';

const codec = listQueryCodec(adminUserListQuerySchema);

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

interface PendingChange {
  account: AdminUser;
  changes: AccountUpdatePayload;
}

export function StaffPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const format = useAdminFormat();
  const { filters, setFilter, setPage } = useListFilters(codec);
  const accounts = useAdminUsers(filters);
  const update = useUpdateAccount();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);

  const apply = () => {
    if (!pending) return;
    update.mutate(
      { id: pending.account._id, changes: pending.changes },
      {
        onSuccess: (saved) => {
          toast.success(
            pending.changes.role !== undefined
              ? t('staff.roleChanged', { name: saved.name, role: t(`roles.${saved.role}`) })
              : saved.disabled
                ? t('staff.disabledDone', { name: saved.name })
                : t('staff.enabledDone', { name: saved.name }),
          );
          setPending(null);
        },
        onError: (error) => {
          toast.error(errorText(error, tApp));
          setPending(null);
        },
      },
    );
  };

  const filtered = filters.role !== undefined || filters.q !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('nav.staff')}
        description={t('staff.description')}
        actions={<Button onClick={() => setCreating(true)}>{t('staff.new')}</Button>}
      />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <SearchField
          label={t('staff.search')}
          placeholder={t('staff.searchPlaceholder')}
          value={filters.q}
          onSearch={(q) => setFilter({ q })}
        />
        <Select
          label={t('staff.role')}
          value={filters.role ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          onChange={(event) =>
            setFilter({ role: isRole(event.target.value) ? event.target.value : undefined })
          }
          fieldClassName="w-44"
        />
      </div>

      {accounts.isPending ? (
        <TableSkeleton columns={6} label={t('staff.loading')} />
      ) : accounts.isError ? (
        <ErrorState
          title={t('staff.error')}
          message={errorText(accounts.error, tApp)}
          onRetry={() => void accounts.refetch()}
          retrying={accounts.isFetching}
        />
      ) : accounts.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('staff.emptyFiltered') : t('staff.empty')}
          description={filtered ? t('filters.tryOther') : undefined}
        />
      ) : (
        <>
          <DataTable
            caption={t('nav.staff')}
            stale={accounts.isPlaceholderData}
            head={
              <>
                <HeaderCell>{t('staff.name')}</HeaderCell>
                <HeaderCell>{t('staff.email')}</HeaderCell>
                <HeaderCell>{t('staff.role')}</HeaderCell>
                <HeaderCell>{t('staff.status')}</HeaderCell>
                <HeaderCell>{t('staff.joined')}</HeaderCell>
                <HeaderCell>
                  <span className="sr-only">{t('table.actions')}</span>
                </HeaderCell>
              </>
            }
          >
            {accounts.data.items.map((account) => {
              // The API refuses changes to one's own account (no locking oneself out): nothing to offer.
              const self = account._id === user?._id;
              return (
                <tr key={account._id}>
                  <td className={cellClasses}>
                    <span className="inline-flex items-center gap-2 font-semibold">
                      <UserText>{account.name}</UserText>
                      {self && <Badge tone="brand">{t('staff.you')}</Badge>}
                    </span>
                    {account.phone && (
                      <Identifier className="block text-xs text-navy-600">{account.phone}</Identifier>
                    )}
                  </td>
                  <td className={cellClasses}>
                    <bdi>{account.email}</bdi>
                  </td>
                  <td className={cellClasses}>
                    {self ? (
                      t(`roles.${account.role}`)
                    ) : (
                      <select
                        aria-label={t('staff.roleOf', { name: account.name })}
                        value={account.role}
                        disabled={update.isPending}
                        onChange={(event) => {
                          if (isRole(event.target.value))
                            setPending({ account, changes: { role: event.target.value } });
                        }}
                        className={`${controlClasses} h-8 w-36 text-sm`}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td className={cellClasses}>
                    <Badge tone={account.disabled ? 'danger' : 'success'}>
                      {account.disabled ? t('staff.disabled') : t('staff.active')}
                    </Badge>
                  </td>
                  <td className={`${cellClasses} whitespace-nowrap`}>{format.date(account.createdAt)}</td>
                  <td className={cellClasses}>
                    {self ? (
                      <span className="text-xs text-navy-600">{t('staff.selfNote')}</span>
                    ) : (
                      <Button
                        variant="ghost"
                        size="sm"
                        className={account.disabled ? undefined : 'text-red-700'}
                        disabled={update.isPending}
                        aria-label={
                          account.disabled
                            ? t('staff.enableOf', { name: account.name })
                            : t('staff.disableOf', { name: account.name })
                        }
                        onClick={() => setPending({ account, changes: { disabled: !account.disabled } })}
                      >
                        {account.disabled ? t('staff.enable') : t('staff.disable')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
          <Pager
            page={accounts.data.page}
            pages={accounts.data.pages}
            summary={t('staff.count', {
              count: accounts.data.total,
              value: format.number(accounts.data.total),
            })}
            onPage={setPage}
          />
        </>
      )}
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.changes.role !== undefined
            ? t('staff.roleConfirmTitle')
            : pending?.account.disabled
              ? t('staff.enableConfirmTitle')
              : t('staff.disableConfirmTitle')
        }
        description={
          pending?.changes.role !== undefined
            ? t('staff.roleConfirmText', {
                name: pending.account.name,
                role: t(`roles.${pending.changes.role}`),
              })
            : t(pending?.account.disabled ? 'staff.enableConfirmText' : 'staff.disableConfirmText', {
                name: pending?.account.name ?? '',
              })
        }
        confirmLabel={
          pending?.changes.role !== undefined
            ? t('staff.changeRole')
            : pending?.account.disabled
              ? t('staff.enable')
              : t('staff.disable')
        }
        danger={pending?.changes.disabled === true}
        busy={update.isPending}
        onClose={() => setPending(null)}
        onConfirm={apply}
      />
    </div>
  );
}
