import { STORE_TIME_ZONE } from './staff.js';
import type { Language } from './taxonomy.js';

// One way to write numbers and dates per language, for every price, count, quantity, percentage,
// rating and time the store shows. Arabic pages write Western digits (0-9) with Arabic month names
// and the Egyptian pound sign, as the big Egyptian shops do: docs/decisions/0009-western-digits-in-arabic.md.

/** The Intl locale each language writes with. `-u-nu-latn` asks for Western digits in Arabic. */
export const FORMAT_LOCALES = {
  en: 'en-EG',
  ar: 'ar-EG-u-nu-latn',
} as const satisfies Record<Language, string>;

export function formatLocale(language: Language): string {
  return FORMAT_LOCALES[language];
}

// Building an Intl formatter costs far more than using one; a page formats hundreds of values.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** "1,204" in either language; `options` for decimals ("4.5") or compact figures ("12K"). */
export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value);
}

/**
 * A moment as the store's clock shows it (Cairo), whatever the reader's own time zone:
 * `options` pick the parts ("22 Nov 2026", "10:00 AM"); a `timeZone` of its own overrides Cairo.
 */
export function formatDateTime(
  moment: Date | string | number,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  const withZone = { timeZone: STORE_TIME_ZONE, ...options };
  const key = `${language}|${JSON.stringify(withZone)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocale(language), withZone);
    dateFormats.set(key, format);
  }
  return format.format(moment instanceof Date ? moment : new Date(moment));
}

/** An hour of the store's day ("7 AM"): a clock reading, so written in UTC where no zone can move it. */
export function formatHour(hour: number, language: Language): string {
  return formatDateTime(Date.UTC(2000, 0, 1, hour), language, {
    hour: 'numeric',
    hour12: true,
    timeZone: 'UTC',
  });
}
