import type { Conversation } from '@kahraba/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UserText } from '../../../shared/ui/bidi';
import { cn } from '../../../shared/ui/cn';
import { CountBadge } from '../../../shared/ui/count-badge';
import { useAdminFormat } from '../lib/format';

export const conversationId = (conversation: Pick<Conversation, 'shopper' | 'contact'>) =>
  `${conversation.shopper._id}:${conversation.contact._id}`;

export interface ConversationListProps {
  conversations: readonly Conversation[];
  selectedId: string | undefined;
  onSelect: (conversation: Conversation) => void;
}

/** The inbox, in the API's order (unread first): who wrote, to whom, the last words and the unread count. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const rowsId = useId();
  return (
    <ul className="flex flex-col divide-y divide-navy-100">
      {conversations.map((conversation) => {
        const id = conversationId(conversation);
        const selected = id === selectedId;
        // The name says who wrote and how much is unread; the rest of the row (to whom, the last
        // words, when) is its description, so a screen reader hears all of it as sighted staff see it.
        const detailsId = `${rowsId}-${id}`;
        return (
          <li key={id}>
            <button
              type="button"
              aria-current={selected || undefined}
              aria-label={
                conversation.unread > 0
                  ? t('inbox.conversationUnread', {
                      name: conversation.shopper.name,
                      count: conversation.unread,
                      value: format.number(conversation.unread),
                    })
                  : t('inbox.conversationWith', { name: conversation.shopper.name })
              }
              aria-describedby={`${detailsId}-to ${detailsId}-last ${detailsId}-at`}
              onClick={() => onSelect(conversation)}
              className={cn(
                'flex w-full flex-col gap-0.5 px-3 py-2 text-start hover:bg-navy-50',
                selected && 'bg-volt-50',
              )}
            >
              <span className="flex items-center gap-2">
                <UserText
                  className={cn(
                    'block min-w-0 flex-1 truncate',
                    conversation.unread > 0 ? 'font-extrabold' : 'font-semibold',
                  )}
                >
                  {conversation.shopper.name}
                </UserText>
                <CountBadge count={conversation.unread} />
              </span>
              <span id={`${detailsId}-to`} className="truncate text-xs text-navy-600">
                {t('inbox.to', {
                  name: conversation.contact.name,
                  role: t(`roles.${conversation.contact.role}`),
                })}
              </span>
              <span id={`${detailsId}-last`} dir="auto" className="truncate text-start text-sm text-navy-800">
                {conversation.lastMessage}
              </span>
              <time
                id={`${detailsId}-at`}
                dateTime={conversation.lastMessageAt}
                className="text-xs text-navy-500"
              >
                {format.dateTime(conversation.lastMessageAt)}
              </time>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
