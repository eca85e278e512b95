import type { Message } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cn } from '../../../shared/ui/cn';
import { messageTime } from '../lib/message-time';

export interface MessageBubbleProps {
  message: Message;
  mine: boolean;
  now: Date;
  onDelete?: (message: Message) => void;
}

export function MessageBubble({ message, mine, now, onDelete }: MessageBubbleProps) {
  const { t, i18n } = useTranslation('chat');
  return (
    <li
      data-testid="chat-message"
      data-optimistic={message.optimistic ? 'true' : undefined}
      aria-busy={message.optimistic || undefined}
      className={cn(
        'flex max-w-[85%] flex-col gap-1 rounded-2xl px-4 py-2 transition-opacity',
        mine ? 'self-end rounded-ee-sm bg-volt-100 text-navy-950' : 'self-start rounded-es-sm bg-navy-100',
        message.optimistic && 'opacity-50',
      )}
    >
      {/* Plain text: React escapes it, so markup a user typed is shown, never run. */}
      <p className="break-words whitespace-pre-wrap">{message.message}</p>
      <div className="flex items-center justify-end gap-2 text-xs text-navy-600">
        <time dateTime={message.createdAt}>
          {message.optimistic ? t('sending') : messageTime(message.createdAt, now, currentLanguage(i18n), t)}
        </time>
        {mine && !message.optimistic && onDelete && (
          <button
            type="button"
            onClick={() => onDelete(message)}
            className="rounded px-1 text-red-700 hover:bg-red-50"
            aria-label={t('deleteMessage')}
          >
            ✕
          </button>
        )}
      </div>
    </li>
  );
}
