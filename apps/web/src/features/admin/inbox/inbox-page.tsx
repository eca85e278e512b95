import type { Conversation } from '@kahraba/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { adminKeys } from '../api/admin-keys';
import { useConversations, useInboxLiveUpdates } from '../api/conversations';
import { PageHeader } from '../components/page-header';
import { ConversationList, conversationId } from './conversation-list';
import { ConversationThread } from './conversation-thread';

/** The open conversation lives in the URL (?shopper=&contact=), so it survives a reload and can be linked. */
function useOpenConversation() {
  const [params, setParams] = useSearchParams();
  const shopper = params.get('shopper');
  const contact = params.get('contact');
  const openId = shopper && contact ? `${shopper}:${contact}` : undefined;
  const open = (conversation: Conversation | null) =>
    setParams(conversation ? { shopper: conversation.shopper._id, contact: conversation.contact._id } : {}, {
      preventScrollReset: true,
    });
  return [openId, open] as const;
}

export function InboxPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const [openId, open] = useOpenConversation();
  useInboxLiveUpdates(user?._id);

  const current = conversations.data?.find((conversation) => conversationId(conversation) === openId);

  // Opening a thread marks it read on the server; show that in the list at once.
  const markRead = useCallback(() => {
    if (!openId) return;
    queryClient.setQueryData<Conversation[]>(adminKeys.conversationList(), (old) =>
      old?.map((c) => (conversationId(c) === openId && c.unread > 0 ? { ...c, unread: 0 } : c)),
    );
  }, [queryClient, openId]);

  let list: ReactNode;
  if (conversations.isPending) {
    list = (
      <div role="status" aria-label={t('inbox.loading')} className="flex flex-col gap-2 p-3">
        {['a', 'b', 'c', 'd'].map((row) => (
          <Skeleton key={row} className="h-16" />
        ))}
      </div>
    );
  } else if (conversations.isError) {
    list = (
      <ErrorState
        title={t('inbox.error')}
        message={errorText(conversations.error, tApp)}
        onRetry={() => void conversations.refetch()}
        retrying={conversations.isFetching}
      />
    );
  } else if (conversations.data.length === 0) {
    list = <EmptyState title={t('inbox.empty')} description={t('inbox.emptyText')} />;
  } else {
    list = <ConversationList conversations={conversations.data} selectedId={openId} onSelect={open} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.messages')} />
      <div className="flex h-[calc(100dvh-12rem)] min-h-[28rem] overflow-hidden rounded-xl border border-navy-200 bg-white">
        {/* Under md one pane at a time: the list, or the open conversation with a way back. */}
        <aside
          aria-label={t('inbox.listLabel')}
          className={cn(
            'w-full shrink-0 overflow-y-auto border-e border-navy-200 md:w-80',
            current && 'max-md:hidden',
          )}
        >
          {list}
        </aside>
        <div className={cn('min-w-0 flex-1 flex-col', current ? 'flex' : 'max-md:hidden md:flex')}>
          {current ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="m-2 self-start md:hidden"
                onClick={() => open(null)}
              >
                {t('inbox.backToList')}
              </Button>
              <ConversationThread key={openId} conversation={current} onRead={markRead} />
            </>
          ) : (
            <p className="m-auto p-6 text-navy-600">{t('inbox.choose')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
