import type { Message } from '@kahraba/domain';
import { useEffect, useRef, useState } from 'react';
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
      {/* Plain text: React escapes it, so markup a user typed is shown, never run. Its own direction,
          from its first strong letter: a Latin question in an Arabic page ends with its "?". */}
      <p dir="auto" className="break-words whitespace-pre-wrap">
        {message.message}
      </p>
      <div className="flex items-center justify-end gap-2 text-xs text-navy-600">
        <time dateTime={message.createdAt}>
          {message.optimistic ? t('sending') : messageTime(message.createdAt, now, currentLanguage(i18n), t)}
        </time>
        {mine && !message.optimistic && onDelete && <MessageOptions onDelete={() => onDelete(message)} />}
      </div>
    </li>
  );
}

/**
 * What a shopper can do with their own message, behind a quiet "⋯": a red ✕ beside every sent
 * message read as "failed to send". Escape or leaving the menu closes it.
 */
function MessageOptions({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) remove.current?.focus();
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the small menu closes it.
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-label={t('messageOptions')}
        onClick={() => setOpen((was) => !was)}
        className="rounded px-1.5 leading-none text-navy-600 hover:bg-navy-200"
      >
        ⋯
      </button>
      {open && (
        <div className="absolute end-0 bottom-full z-10 mb-1 rounded-lg border border-navy-200 bg-white p-1 shadow-md">
          <button
            ref={remove}
            type="button"
            onClick={() => {
              setOpen(false);
              onDelete();
            }}
            className="whitespace-nowrap rounded px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('deleteMessage')}
          </button>
        </div>
      )}
    </div>
  );
}
