import {
  NOTIFICATION_KINDS,
  OUTBOX_STATUSES,
  type OutboxMessage,
  type OutboxStatus,
  outboxListQuerySchema,
} from '@kahraba/domain';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EmailText, Sentence, slot } from '../../../shared/ui/bidi';
import { Dialog } from '../../../shared/ui/dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Select } from '../../../shared/ui/select';
import { Spinner } from '../../../shared/ui/spinner';
import { useOutbox, useOutboxMessage } from '../api/outbox';
import { cellClasses, DataTable, HeaderCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { OutboxStatusBadge } from '../components/status-badges';
import { useAdminFormat } from '../lib/format';
import { listQueryCodec, useListFilters } from '../lib/list-filters';

const codec = listQueryCodec(outboxListQuerySchema);
const isStatus = (value: string): value is OutboxStatus =>
  (OUTBOX_STATUSES as readonly string[]).includes(value);

// The kinds the shop queues today: a reset link, and an e-mail for each kind of notification.
const KINDS = ['password-reset', ...NOTIFICATION_KINDS] as const;
const isKnownKind = (kind: string): kind is (typeof KINDS)[number] =>
  (KINDS as readonly string[]).includes(kind);

/** The outbox of e-mails to shoppers, newest first; a message opens with its text (docs/decisions/0023). */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const { filters, setFilter, setPage } = useListFilters(codec);
  const outbox = useOutbox(filters);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = outbox.data?.items.find((message) => message._id === openId) ?? null;
  const filtered = filters.status !== undefined;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.outbox')} description={t('outbox.description')} />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <Select
          label={t('outbox.status')}
          value={filters.status ?? ''}
          options={[
            { value: '', label: t('filters.all') },
            ...OUTBOX_STATUSES.map((status) => ({ value: status, label: t(`outboxStatus.${status}`) })),
          ]}
          onChange={(event) =>
            setFilter({ status: isStatus(event.target.value) ? event.target.value : undefined })
          }
          fieldClassName="w-44"
        />
      </div>

      {outbox.isPending ? (
        <TableSkeleton columns={9} label={t('outbox.loading')} />
      ) : outbox.isError ? (
        <ErrorState
          title={t('outbox.error')}
          message={errorText(outbox.error, tApp)}
          onRetry={() => void outbox.refetch()}
          retrying={outbox.isFetching}
        />
      ) : outbox.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('outbox.emptyFiltered') : t('outbox.empty')}
          description={filtered ? t('filters.tryOther') : undefined}
        />
      ) : (
        <>
          <DataTable
            caption={t('nav.outbox')}
            stale={outbox.isPlaceholderData}
            head={
              <>
                <HeaderCell>{t('outbox.created')}</HeaderCell>
                <HeaderCell>{t('outbox.recipient')}</HeaderCell>
                <HeaderCell>{t('outbox.kind')}</HeaderCell>
                <HeaderCell>{t('outbox.language')}</HeaderCell>
                <HeaderCell>{t('outbox.subject')}</HeaderCell>
                <HeaderCell>{t('outbox.status')}</HeaderCell>
                <HeaderCell>{t('outbox.attempts')}</HeaderCell>
                <HeaderCell>{t('outbox.lastError')}</HeaderCell>
                <HeaderCell>{t('outbox.sentAt')}</HeaderCell>
              </>
            }
          >
            {outbox.data.items.map((message) => (
              <OutboxRow key={message._id} message={message} onOpen={() => setOpenId(message._id)} />
            ))}
          </DataTable>
          <Pager
            page={outbox.data.page}
            pages={outbox.data.pages}
            summary={t('outbox.count', { count: outbox.data.total, value: format.number(outbox.data.total) })}
            onPage={setPage}
          />
        </>
      )}
      {opened && <MessageDialog message={opened} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function OutboxRow({ message, onOpen }: { message: OutboxMessage; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <tr data-testid="outbox-message">
      <td className={`${cellClasses} whitespace-nowrap`}>{format.dateTime(message.createdAt)}</td>
      <td className={cellClasses}>
        <EmailText>{message.recipient}</EmailText>
      </td>
      <td className={cellClasses}>
        {/* In the staff member's words, the code beside it; a kind the console does not know by its code. */}
        {isKnownKind(message.kind) ? t(`outbox.kinds.${message.kind}`) : message.kind}
        <code dir="ltr" className="block text-xs text-navy-600">
          {message.kind}
        </code>
      </td>
      <td className={cellClasses}>{t(`outbox.languages.${message.language}`)}</td>
      <td className={cellClasses}>
        <button
          type="button"
          onClick={onOpen}
          className="text-start font-semibold text-navy-900 underline-offset-2 hover:underline focus-visible:underline"
          aria-haspopup="dialog"
        >
          <bdi>{message.subject}</bdi>
          {/* Which message, for screen readers going through the buttons alone: subjects repeat. */}
          <span className="sr-only">
            <Sentence
              text={t('outbox.openTo', { recipient: slot('recipient') })}
              values={{ recipient: <EmailText>{message.recipient}</EmailText> }}
            />
          </span>
        </button>
      </td>
      <td className={cellClasses}>
        <OutboxStatusBadge status={message.status} />
        {message.status === 'pending' && message.attempts > 0 && (
          <span className="block text-xs text-navy-600">
            {t('outbox.nextAttempt', { when: format.dateTime(message.nextAttemptAt) })}
          </span>
        )}
      </td>
      <td className={`${cellClasses} tabular-nums`}>{format.number(message.attempts)}</td>
      <td className={`${cellClasses} max-w-64 text-xs break-words`}>
        {/* The transport's words (an SMTP reply), in whatever language its server speaks. */}
        {message.lastError && <bdi dir="auto">{message.lastError}</bdi>}
      </td>
      <td className={`${cellClasses} whitespace-nowrap`}>
        {message.sentAt ? (
          format.dateTime(message.sentAt)
        ) : (
          <span className="text-navy-500">{t('outbox.notSent')}</span>
        )}
      </td>
    </tr>
  );
}

function MessageDialog({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const detail = useOutboxMessage(message._id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={<bdi>{message.subject}</bdi>}
      description={<EmailText>{message.recipient}</EmailText>}
      className="w-[min(44rem,calc(100vw-2rem))]"
    >
      {detail.isPending ? (
        <p className="flex items-center gap-2 text-sm text-navy-700" role="status">
          <Spinner size="sm" decorative />
          {t('outbox.bodyLoading')}
        </p>
      ) : detail.isError ? (
        <ErrorState
          title={t('outbox.bodyError')}
          message={errorText(detail.error, tApp)}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        // The text part exactly as the shopper receives it: text, never markup, in its own direction.
        <figure>
          <figcaption className="sr-only">{t('outbox.body')}</figcaption>
          <pre
            dir={message.language === 'ar' ? 'rtl' : 'ltr'}
            lang={message.language}
            className="max-h-[60vh] overflow-auto rounded-lg bg-navy-50 p-3 font-sans text-sm whitespace-pre-wrap break-words"
          >
            {detail.data.text}
          </pre>
        </figure>
      )}
    </Dialog>
  );
}
