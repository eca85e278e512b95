import { type Conversation, staffReplyPayloadSchema } from '@kahraba/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UserText } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { ErrorState } from '../../../shared/ui/error-state';
import { controlClasses } from '../../../shared/ui/field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import { useReply, useThread } from '../api/conversations';
import { useAdminFormat } from '../lib/format';

/** The maximum a reply may be, from the contract. */
const REPLY_MAX = staffReplyPayloadSchema.shape.message.maxLength ?? 2000;

export interface ConversationThreadProps {
  conversation: Conversation;
  /** Tells the inbox the thread has been read (the server marked it so while answering). */
  onRead: () => void;
}

export function ConversationThread({ conversation, onRead }: ConversationThreadProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const ref = { shopperId: conversation.shopper._id, contactId: conversation.contact._id };
  const thread = useThread(ref);
  const reply = useReply(ref);
  const [text, setText] = useState('');
  const endRef = useRef<HTMLLIElement>(null);
  const count = thread.data?.length ?? 0;

  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const loadedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt > 0) onRead();
  }, [loadedAt, onRead]);

  const valid = staffReplyPayloadSchema.safeParse({ message: text }).success;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || reply.isPending) return;
    reply.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) => toast.error(t('inbox.sendFailed'), { description: errorText(error, tApp) }),
    });
  };

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label={t('inbox.conversationWith', { name: conversation.shopper.name })}
    >
      <header className="border-b border-navy-200 px-4 py-3">
        <h2 className="font-bold">
          <UserText>{conversation.shopper.name}</UserText>
        </h2>
        <p className="text-xs text-navy-600">
          <bdi>{conversation.shopper.email}</bdi> ·{' '}
          {t('inbox.replyingAs', {
            name: conversation.contact.name,
            role: t(`roles.${conversation.contact.role}`),
          })}
        </p>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {thread.isPending ? (
          <div role="status" aria-label={t('inbox.loadingThread')} className="flex flex-col gap-2">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-12 w-1/2 self-end" />
          </div>
        ) : thread.isError ? (
          <ErrorState
            message={errorText(thread.error, tApp)}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        ) : count === 0 ? (
          <p className="text-center text-navy-600">{t('inbox.noMessages')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {thread.data.map((message) => {
              const fromStaff = message.from._id !== conversation.shopper._id;
              return (
                <li
                  key={message._id}
                  className={cn(
                    'flex max-w-[85%] flex-col gap-1 rounded-2xl px-4 py-2',
                    fromStaff ? 'self-end rounded-ee-sm bg-volt-100' : 'self-start rounded-es-sm bg-navy-100',
                  )}
                >
                  <UserText className="text-xs font-semibold text-navy-700">{message.from.name}</UserText>
                  {/* Plain text: React escapes it, so markup a shopper typed is shown, never run. */}
                  <p dir="auto" className="break-words whitespace-pre-wrap">
                    {message.message}
                  </p>
                  <time dateTime={message.createdAt} className="text-end text-xs text-navy-600">
                    {format.dateTime(message.createdAt)}
                  </time>
                </li>
              );
            })}
            <li ref={endRef} aria-hidden="true" />
          </ol>
        )}
      </div>
      <form onSubmit={send} className="flex items-end gap-2 border-t border-navy-200 p-3">
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
          }}
          rows={2}
          maxLength={REPLY_MAX}
          placeholder={t('inbox.replyPlaceholder')}
          aria-label={t('inbox.replyLabel', { name: conversation.shopper.name })}
          className={`${controlClasses} h-auto resize-none py-2`}
        />
        <Button type="submit" disabled={!valid} loading={reply.isPending}>
          {t('inbox.send')}
        </Button>
      </form>
    </section>
  );
}
