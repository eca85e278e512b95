import { formatEgp, formatLocale, type Language, STORE_TIME_ZONE } from '@kahraba/domain';
import { useMemo } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';

export interface AdminFormat {
  language: Language;
  /** "22 Nov 2026, 10:00": moments (orders placed, decisions taken) in the store's time zone. */
  dateTime: (iso: string) => string;
  /** "22 Nov 2026". */
  date: (iso: string) => string;
  /** A calendar day "2026-11-22" as written in the language ("22 Nov"), never shifted a day by time zones. */
  day: (day: string) => string;
  number: (value: number) => string;
  /** "12K", "1.2M": chart axes, where space is short. */
  compact: (value: number) => string;
  /** EGP with the shop's own rules (formatEgp): "EGP 1,299", "EGP 216.50". */
  egp: (amount: number) => string;
}

/** Numbers, dates and money in the staff member's language, the way the whole shop writes them (formatLocale). */
export function useAdminFormat(): AdminFormat {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useMemo(() => {
    const tag = formatLocale(language);
    const dateTime = new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: STORE_TIME_ZONE,
    });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: STORE_TIME_ZONE });
    // Calendar days are read as UTC midnight and written in UTC, so no zone can move them.
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(tag);
    const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      language,
      dateTime: (iso) => dateTime.format(new Date(iso)),
      date: (iso) => date.format(new Date(iso)),
      day: (value) => day.format(new Date(`${value}T00:00:00Z`)),
      number: (value) => number.format(value),
      compact: (value) => compact.format(value),
      egp: (amount) => formatEgp(amount, language),
    };
  }, [language]);
}
