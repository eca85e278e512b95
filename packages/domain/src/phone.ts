import { toWesternDigits } from './search-text.js';

// Egyptian mobile numbers: 11 digits, 010 (Vodafone), 011 (Etisalat), 012 (Orange) or 015 (WE).
// A courier calls the recipient, so a saved address must hold one that can ring.

export const EGYPTIAN_MOBILE_PATTERN = /^01[0125]\d{8}$/;

/**
 * The number as couriers dial it, "01012345678": Arabic-Indic digits read as Western ones,
 * spaces, dashes and brackets dropped, and the country code (+20, 0020) replaced by the 0.
 */
export function normalizeEgyptianMobile(input: string): string {
  const digits = toWesternDigits(input).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+20')) return `0${digits.slice(3)}`;
  if (digits.startsWith('0020')) return `0${digits.slice(4)}`;
  return digits;
}

export function isEgyptianMobile(input: string): boolean {
  return EGYPTIAN_MOBILE_PATTERN.test(normalizeEgyptianMobile(input));
}
