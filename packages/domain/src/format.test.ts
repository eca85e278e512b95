import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLocale, formatNumber } from './format.js';
import { formatEgp } from './money.js';

const ARABIC_INDIC = /[٠-٩۰-۹]/;

describe('one number and date format per language', () => {
  it('writes Arabic with Western digits and grouping, like English', () => {
    expect(formatNumber(21_866.67, 'ar')).toBe('21,866.67');
    expect(formatNumber(1204, 'ar')).toBe('1,204');
    expect(formatNumber(1204, 'en')).toBe('1,204');
  });

  it('keeps one decimal for ratings when asked', () => {
    expect(formatNumber(4.75, 'ar', { maximumFractionDigits: 1 })).toBe('4.8');
  });

  it('writes no Arabic-Indic digit anywhere on an Arabic page: numbers, prices, dates and times', () => {
    const moment = '2026-11-25T08:05:00.000Z';
    const texts = [
      formatNumber(1_234_567.5, 'ar'),
      formatNumber(12_500, 'ar', { notation: 'compact' }),
      formatEgp(18_999, 'ar'),
      formatEgp(216.5, 'ar'),
      formatDateTime(moment, 'ar', { dateStyle: 'long', timeStyle: 'short' }),
      formatDateTime(moment, 'ar', { day: 'numeric', month: 'short' }),
    ];
    for (const text of texts) expect(text).not.toMatch(ARABIC_INDIC);
  });

  it('keeps Arabic month names and the Egyptian pound sign', () => {
    expect(formatDateTime('2026-11-25T08:05:00.000Z', 'ar', { dateStyle: 'long' })).toBe('25 نوفمبر 2026');
    expect(formatEgp(100, 'ar')).toContain('ج.م.');
  });

  it('tells the time in Cairo, whatever the reader’s time zone', () => {
    // 22:30 UTC is 00:30 the next day in Cairo (UTC+2).
    expect(
      formatDateTime('2026-11-24T22:30:00.000Z', 'en', {
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    ).toBe('25, 12:30 AM');
  });

  it('lets a caller keep a calendar day in its own zone', () => {
    // Midnight UTC would be 2 a.m. the same day in Cairo, but a day read at 23:00 UTC would move.
    expect(
      formatDateTime('2026-11-22T23:00:00Z', 'en', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    ).toBe('Nov 22');
  });

  it('names the locale each language writes with', () => {
    expect(formatLocale('ar')).toBe('ar-EG-u-nu-latn');
    expect(formatLocale('en')).toBe('en-EG');
  });
});
