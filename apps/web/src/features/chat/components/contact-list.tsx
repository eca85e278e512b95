import type { Contact } from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UserText } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { CountBadge } from '../../../shared/ui/count-badge';
import { controlClasses } from '../../../shared/ui/field';
import { Skeleton } from '../../../shared/ui/skeleton';

export interface ContactListProps {
  contacts: readonly Contact[] | undefined;
  loading: boolean;
  failed: boolean;
  refreshing: boolean;
  search: string;
  onSearch: (value: string) => void;
  onRefresh: () => void;
  selectedId: string | undefined;
  onSelect: (contact: Contact) => void;
  /** A shopper sees the staff as the store's customer service; staff see who is who. */
  viewerIsStaff: boolean;
}

/** Users type names and e-mails in any case; match either, ignoring case. */
export function filterContacts(contacts: readonly Contact[], search: string): Contact[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...contacts];
  return contacts.filter(
    (c) => c.name.toLocaleLowerCase().includes(needle) || c.email.toLocaleLowerCase().includes(needle),
  );
}

export function ContactList({
  contacts,
  loading,
  failed,
  refreshing,
  search,
  onSearch,
  onRefresh,
  selectedId,
  onSelect,
  viewerIsStaff,
}: ContactListProps) {
  const { t } = useTranslation('chat');
  const shown = filterContacts(contacts ?? [], search);
  return (
    <div className="flex h-full flex-col gap-3 p-3">
      <div className="flex items-center gap-2">
        <h2 className="flex-1 text-base font-bold">{t('contacts')}</h2>
        <Button variant="ghost" size="sm" onClick={onRefresh} loading={refreshing}>
          {t('refresh')}
        </Button>
      </div>
      <input
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t('searchContacts')}
        aria-label={t('searchContacts')}
        className={controlClasses}
      />
      {loading ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t('failedToLoadContacts')}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-navy-600">{search.trim() ? t('noMatches') : t('noContacts')}</p>
      ) : (
        <ul className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto" aria-label={t('contacts')}>
          {shown.map((contact) => (
            <li key={contact._id}>
              <button
                type="button"
                onClick={() => onSelect(contact)}
                aria-current={contact._id === selectedId ? 'true' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start hover:bg-navy-100',
                  contact._id === selectedId && 'bg-navy-100',
                )}
              >
                <span className="min-w-0 flex-1">
                  <UserText className="block truncate font-semibold">{contact.name}</UserText>
                  <span className="block truncate text-xs text-navy-600">
                    {viewerIsStaff ? (
                      <>
                        {t(`roles.${contact.role}`)} · <bdi>{contact.email}</bdi>
                      </>
                    ) : (
                      t('customerService')
                    )}
                  </span>
                </span>
                {contact.unread > 0 && (
                  <>
                    <CountBadge count={contact.unread} />
                    <span className="sr-only">{t('unread', { count: contact.unread })}</span>
                  </>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
