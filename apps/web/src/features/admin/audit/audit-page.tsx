import { type AuditEntry, auditListQuerySchema, isAuditAction } from '@kahraba/domain';
import { Fragment, useId, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EmailText, UserText } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Select } from '../../../shared/ui/select';
import { useAudit } from '../api/audit';
import { useAdminUsers } from '../api/users';
import { cellClasses, DataTable, HeaderCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { SearchField } from '../components/search-field';
import { useAdminFormat } from '../lib/format';
import { listQueryCodec, useListFilters } from '../lib/list-filters';
import { auditDiff } from './audit-diff';

const codec = listQueryCodec(auditListQuerySchema);
// The contract's entity filter is an optional enum behind a preprocess: its choices are the enum's.
const ENTITIES = auditListQuerySchema.shape.entity.out.unwrap().options;
type AuditEntity = (typeof ENTITIES)[number];
const isEntity = (value: string): value is AuditEntity => (ENTITIES as readonly string[]).includes(value);

/** Everyone who can act in the console, for the actor filter (staff are few; one page of each role). */
function useStaffMembers() {
  const admins = useAdminUsers({ role: 'admin', page: 1, limit: 100 });
  const moderators = useAdminUsers({ role: 'moderator', page: 1, limit: 100 });
  return [...(admins.data?.items ?? []), ...(moderators.data?.items ?? [])];
}

export function AuditPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const { filters, setFilter, setPage } = useListFilters(codec);
  const audit = useAudit(filters);
  const staff = useStaffMembers();
  const [expanded, setExpanded] = useState<string | null>(null);
  const filtered =
    filters.entity !== undefined || filters.entityId !== undefined || filters.actor !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.audit')} description={t('audit.description')} />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <Select
          label={t('audit.entity')}
          value={filters.entity ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...ENTITIES.map((entity) => ({ value: entity, label: t(`audit.entities.${entity}`) })),
          ]}
          onChange={(event) =>
            setFilter({ entity: isEntity(event.target.value) ? event.target.value : undefined })
          }
          fieldClassName="w-44"
        />
        <SearchField
          label={t('audit.entityId')}
          value={filters.entityId}
          onSearch={(entityId) => setFilter({ entityId })}
        />
        <Select
          label={t('audit.actor')}
          value={filters.actor ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...staff.map((member) => ({ value: member._id, label: member.name })),
          ]}
          onChange={(event) => setFilter({ actor: event.target.value || undefined })}
          fieldClassName="w-52"
        />
      </div>

      {audit.isPending ? (
        <TableSkeleton columns={5} label={t('audit.loading')} />
      ) : audit.isError ? (
        <ErrorState
          title={t('audit.error')}
          message={errorText(audit.error, tApp)}
          onRetry={() => void audit.refetch()}
          retrying={audit.isFetching}
        />
      ) : audit.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('audit.emptyFiltered') : t('audit.empty')}
          description={filtered ? t('filters.tryOther') : undefined}
        />
      ) : (
        <>
          <DataTable
            caption={t('nav.audit')}
            stale={audit.isPlaceholderData}
            head={
              <>
                <HeaderCell>{t('audit.when')}</HeaderCell>
                <HeaderCell>{t('audit.actor')}</HeaderCell>
                <HeaderCell>{t('audit.action')}</HeaderCell>
                <HeaderCell>{t('audit.entity')}</HeaderCell>
                <HeaderCell>
                  <span className="sr-only">{t('audit.changes')}</span>
                </HeaderCell>
              </>
            }
          >
            {audit.data.items.map((entry) => (
              <AuditRow
                key={entry._id}
                entry={entry}
                when={format.dateTime(entry.createdAt)}
                open={expanded === entry._id}
                onToggle={() => setExpanded(expanded === entry._id ? null : entry._id)}
              />
            ))}
          </DataTable>
          <Pager
            page={audit.data.page}
            pages={audit.data.pages}
            summary={t('audit.count', { count: audit.data.total, value: format.number(audit.data.total) })}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}

interface AuditRowProps {
  entry: AuditEntry;
  when: string;
  open: boolean;
  onToggle: () => void;
}

function AuditRow({ entry, when, open, onToggle }: AuditRowProps) {
  const { t } = useTranslation('admin');
  const diffId = useId();
  const entity = isEntity(entry.entity) ? t(`audit.entities.${entry.entity}`) : entry.entity;
  // What was done in the staff member's language; the code stays at hand for whoever needs it.
  const action = isAuditAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action;
  return (
    <Fragment>
      <tr>
        <td className={`${cellClasses} whitespace-nowrap`}>{when}</td>
        <td className={cellClasses}>
          <UserText>{entry.actor.name}</UserText>
          <EmailText className="block text-xs text-navy-600">{entry.actor.email}</EmailText>
        </td>
        <td className={cellClasses}>
          {action}
          <code dir="ltr" className="block text-xs text-navy-600">
            {entry.action}
          </code>
        </td>
        <td className={cellClasses}>
          {entity}
          <code dir="ltr" className="block text-xs text-navy-600">
            {entry.entityId}
          </code>
        </td>
        <td className={cellClasses}>
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={diffId} onClick={onToggle}>
            {open ? t('audit.hideChanges') : t('audit.showChanges')}
            {/* Which entry, for screen readers going through the buttons alone. */}
            <span className="sr-only">{t('audit.changesOf', { action, when })}</span>
          </Button>
        </td>
      </tr>
      <tr id={diffId} hidden={!open}>
        <td colSpan={5} className="bg-navy-50 px-3 py-3">
          {open && <AuditDiffTable before={entry.before} after={entry.after} />}
        </td>
      </tr>
    </Fragment>
  );
}

function AuditDiffTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const rows = auditDiff(before, after);
  if (rows.length === 0) return <p className="text-sm text-navy-600">{t('audit.noChanges')}</p>;
  return (
    <table className="w-full text-start text-xs">
      <caption className="sr-only">{t('audit.changes')}</caption>
      <thead>
        <tr className="text-navy-700">
          <th scope="col" className="px-2 py-1 text-start">
            {t('audit.field')}
          </th>
          <th scope="col" className="px-2 py-1 text-start">
            {t('audit.before')}
          </th>
          <th scope="col" className="px-2 py-1 text-start">
            {t('audit.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field || 'value'} className={cn(row.changed ? 'font-semibold' : 'text-navy-600')}>
            <th scope="row" className="px-2 py-1 text-start font-mono" dir="ltr">
              {row.field || '—'}
            </th>
            <td
              dir="auto"
              className={cn('px-2 py-1 text-start break-all', row.changed && 'bg-red-50 text-red-900')}
            >
              {row.before !== null ? (
                <bdi>{row.before}</bdi>
              ) : (
                <span className="text-navy-400">{t('audit.none')}</span>
              )}
            </td>
            <td
              dir="auto"
              className={cn('px-2 py-1 text-start break-all', row.changed && 'bg-green-50 text-green-900')}
            >
              {row.after !== null ? (
                <bdi>{row.after}</bdi>
              ) : (
                <span className="text-navy-400">{t('audit.none')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
