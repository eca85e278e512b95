import { chatTimeBucket, formatDateTime, type Language } from '@kahraba/domain';
import type { TFunction } from 'i18next';

/**
 * A message's timestamp as the conversation shows it (SPEC §2): the time under 24 h, "Yesterday"
 * under 48 h, else the date, each formatted for the page language. Always in the store's time
 * zone (Cairo), as order times are: the page the server draws and the browser's agree, whatever
 * zone the shopper's device is set to.
 */
export function messageTime(createdAt: string, now: Date, language: Language, t: TFunction<'chat'>): string {
  const date = new Date(createdAt);
  switch (chatTimeBucket(date, now)) {
    case 'time':
      return formatDateTime(date, language, { hour: 'numeric', minute: '2-digit' });
    case 'yesterday':
      return t('yesterday');
    default:
      return Number.isNaN(date.getTime())
        ? ''
        : formatDateTime(date, language, { day: 'numeric', month: 'short', year: 'numeric' });
  }
}
