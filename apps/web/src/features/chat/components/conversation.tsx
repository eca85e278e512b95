import type { ChatParticipant, Contact, Message } from '@kahraba/domain';
import { LIMITS } from '@kahraba/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UserText } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { ErrorState } from '../../../shared/ui/error-state';
import { controlClasses } from '../../../shared/ui/field';
import { Spinner } from '../../../shared/ui/spinner';
import { MessageBubble } from './message-bubble';

export interface ConversationProps {
  me: ChatParticipant;
  contact: Contact | undefined;
  messages: readonly Message[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  sending: boolean;
  /** Resolves once the send has settled (successfully or not). */
  onSend: (text: string) => void;
  deleting: boolean;
  onDelete: (message: Message) => Promise<boolean>;
}

export function Conversation({
  me,
  contact,
  messages,
  loading,
  failed,
  onRetry,
  sending,
  onSend,
  deleting,
  onDelete,
}: ConversationProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const now = new Date();
  const count = messages?.length ?? 0;

  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const canSend = text.trim() !== '' && contact !== undefined && !sending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label={contact ? t('conversationWith', { name: contact.name }) : undefined}
    >
      {contact && (
        <header className="border-b border-navy-200 px-4 py-3">
          <h2 className="font-bold">
            <UserText>{contact.name}</UserText>
          </h2>
          <p className="text-xs text-navy-600">
            {t(`roles.${contact.role}`)} · <bdi>{contact.email}</bdi>
          </p>
        </header>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {!contact ? (
          <p className="text-navy-600">{t('chooseContact')}</p>
        ) : loading ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : failed ? (
          <ErrorState message={t('failedToLoad')} onRetry={onRetry} />
        ) : count === 0 ? (
          <p className="text-center text-navy-600">{t('noMessages')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {messages?.map((message) => (
              <MessageBubble
                key={message._id}
                message={message}
                mine={message.from._id === me._id}
                now={now}
                onDelete={setToDelete}
              />
            ))}
            <li ref={endRef} aria-hidden="true" />
          </ol>
        )}
      </div>
      <form onSubmit={submit} className="flex items-end gap-2 border-t border-navy-200 p-3">
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
          rows={2}
          maxLength={LIMITS.chatMessageMax}
          disabled={!contact}
          placeholder={t('messagePlaceholder')}
          aria-label={contact ? t('messageLabel', { name: contact.name }) : t('messagePlaceholder')}
          className={`${controlClasses} h-auto resize-none py-2`}
        />
        <Button type="submit" disabled={!canSend} loading={sending}>
          {t('send')}
        </Button>
      </form>
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('deleteTitle')}
        description={t('deleteDescription')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setToDelete(null)}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              loading={deleting}
              onClick={async () => {
                if (toDelete && (await onDelete(toDelete))) setToDelete(null);
              }}
            >
              {t('confirmDelete')}
            </Button>
          </>
        }
      />
    </section>
  );
}
