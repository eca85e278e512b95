import {
  type ChatParticipant,
  type Contact,
  CUSTOMER_SERVICE,
  formatHour,
  idSchema,
  isStaffRole,
  type Message,
} from '@kahraba/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { loadPageData } from '../../../shared/api/page-data';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { signedInUser } from '../../../shared/session/signed-in-user';
import { useSession } from '../../../shared/session/use-session';
import { buttonClasses } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { toast } from '../../../shared/ui/toast';
import { chatKeys } from '../api/chat-keys';
import { useChatLiveUpdates } from '../api/chat-stream';
import { contactsQueryOptions, useContacts } from '../api/contacts';
import { conversationQueryOptions, useConversation } from '../api/conversation';
import { useDeleteMessage } from '../api/delete-message';
import { useSendMessage } from '../api/send-message';
import { ContactList } from '../components/contact-list';
import { Conversation } from '../components/conversation';

/** The account `?with=` names, when it is an id: anything else opens the page as usual. */
function conversationWith(params: URLSearchParams): string | undefined {
  const parsed = idSchema.safeParse(params.get('with'));
  return parsed.success ? parsed.data : undefined;
}

/** Toasts once per failure (not on every render while the error stands). */
function useFailureToast(failedAt: number, isError: boolean, message: string) {
  const shown = useRef(0);
  useEffect(() => {
    if (isError && failedAt !== shown.current) {
      shown.current = failedAt;
      toast.error(message);
    }
  }, [isError, failedAt, message]);
}

export function ChatsPage() {
  const { t } = useTranslation('chat');
  const { user } = useSession();
  if (!user) {
    return (
      <EmptyState
        as="h1"
        title={t('loginRequired')}
        action={
          <Link to={paths.login('user-chats')} className={buttonClasses()}>
            {t('logIn')}
          </Link>
        }
      />
    );
  }
  return <Chats me={{ _id: user._id, name: user.name, email: user.email }} staff={isStaffRole(user.role)} />;
}

function Chats({ me, staff }: { me: ChatParticipant; staff: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  // Staff arrive with `?with=` from an order or a trade-in in the console, to write to its shopper.
  const withId = conversationWith(useSearchParams()[0]);
  const [chosenId, setChosenId] = useState(withId);
  const [sidebarOpen, setSidebarOpen] = useState(false);

  const contacts = useContacts(me._id, withId);
  // The first contact is selected until the user picks one (SPEC §2).
  const contact: Contact | undefined = contacts.data?.find((c) => c._id === chosenId) ?? contacts.data?.[0];
  const conversation = useConversation(me._id, contact?._id);
  const send = useSendMessage(me);
  const remove = useDeleteMessage(me._id);
  useChatLiveUpdates(me._id);

  useFailureToast(contacts.errorUpdatedAt, contacts.isError, t('failedToLoadContacts'));
  useFailureToast(conversation.errorUpdatedAt, conversation.isError, t('failedToLoad'));

  // Loading a conversation marks it read on the server; show that in the list at once.
  const contactId = contact?._id;
  useEffect(() => {
    if (!contactId || conversation.dataUpdatedAt === 0) return;
    queryClient.setQueriesData<Contact[]>({ queryKey: chatKeys.contacts(me._id) }, (old) =>
      old?.map((c) => (c._id === contactId && c.unread > 0 ? { ...c, unread: 0 } : c)),
    );
  }, [queryClient, me._id, contactId, conversation.dataUpdatedAt]);

  // SPEC §2: messages refetch when the tab becomes visible again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.user(me._id) });
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient, me._id]);

  const choose = (next: Contact) => {
    setChosenId(next._id);
    setSidebarOpen(false);
  };

  const onSend = (text: string) => {
    if (!contact) return;
    send.mutate(
      { to: { _id: contact._id, name: contact.name, email: contact.email }, message: text },
      {
        onSuccess: () => toast.success(t('messageSent')),
        onError: (error) => toast.error(t('failedToSend'), { description: errorText(error, tApp) }),
      },
    );
  };

  const onDelete = async (message: Message) => {
    try {
      await remove.mutateAsync({ id: message._id, contactId: message.to._id });
      toast.success(t('messageDeleted'));
      return true;
    } catch (error) {
      toast.error(t('failedToDelete'), { description: errorText(error, tApp) });
      return false;
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <PageTitle>{tApp('app.pageTitle', { page: t('title') })}</PageTitle>
      <div className="flex items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold">{t('title')}</h1>
        <button
          type="button"
          className={cn(buttonClasses({ variant: 'ghost', size: 'sm' }), 'md:hidden')}
          aria-expanded={sidebarOpen}
          aria-controls="chat-contacts"
          onClick={() => setSidebarOpen((open) => !open)}
        >
          {sidebarOpen ? t('hideContacts') : t('showContacts')}
        </button>
      </div>
      {!staff && (
        <p className="-mt-2 text-sm text-navy-700">
          {t('serviceHours', {
            from: formatHour(CUSTOMER_SERVICE.from, currentLanguage(i18n)),
            to: formatHour(CUSTOMER_SERVICE.to, currentLanguage(i18n)),
            minutes: CUSTOMER_SERVICE.usualReplyMinutes,
          })}
        </p>
      )}
      <div className="relative flex h-[calc(100dvh-14rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-navy-200 bg-white">
        {sidebarOpen && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="absolute inset-0 z-10 bg-navy-950/40 md:hidden"
            onClick={() => setSidebarOpen(false)}
          />
        )}
        {/* Below 768 px the contacts slide in over the conversation from the start edge. */}
        <aside
          id="chat-contacts"
          className={cn(
            'absolute inset-y-0 z-20 w-72 max-w-[85%] border-e border-navy-200 bg-white',
            'transition-[inset-inline-start,visibility] duration-200',
            'md:visible md:static md:z-auto md:max-w-none md:shrink-0',
            sidebarOpen ? 'start-0' : 'invisible -start-80',
          )}
        >
          <ContactList
            contacts={contacts.data}
            loading={contacts.isPending}
            failed={contacts.isError}
            refreshing={contacts.isFetching && !contacts.isPending}
            search={search}
            onSearch={setSearch}
            onRefresh={() => {
              void contacts.refetch();
              if (contact) void conversation.refetch();
            }}
            selectedId={contact?._id}
            onSelect={choose}
            viewerIsStaff={staff}
          />
        </aside>
        <div className="min-w-0 flex-1">
          <Conversation
            me={me}
            contact={contact}
            messages={conversation.data}
            loading={conversation.isPending && contact !== undefined}
            failed={conversation.isError && conversation.data === undefined}
            onRetry={() => void conversation.refetch()}
            sending={send.isPending}
            onSend={onSend}
            deleting={remove.isPending}
            onDelete={onDelete}
          />
        </div>
      </div>
    </div>
  );
}

export const handle = { i18n: ['chat'] };

/**
 * The contacts, and the conversation the page opens on: the one `?with=` names, or the first
 * (SPEC §2).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser(request);
  const withId = conversationWith(new URL(request.url).searchParams);
  return loadPageData(async (client) => {
    if (!user) return;
    const contacts = await client.fetchQuery(contactsQueryOptions(user._id, withId)).catch(() => []);
    const first = contacts.find((contact) => contact._id === withId) ?? contacts[0];
    if (first) await client.prefetchQuery(conversationQueryOptions(user._id, first._id));
  });
}

export default ChatsPage;
