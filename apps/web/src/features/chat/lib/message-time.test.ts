import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { messageTime } from './message-time';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const t = i18n.getFixedT('en', 'chat');
const tAr = i18n.getFixedT('ar', 'chat');

describe('messageTime', () => {
  it('shows the time under 24 hours, in Cairo time whatever the device zone', () => {
    // 2026-11-22T09:00Z is 11:00 in Cairo (UTC+2 in November).
    expect(messageTime(hoursAgo(3), now, 'en', t)).toBe('11:00 AM');
  });

  it('says Yesterday between 24 and 48 hours, in the page language', () => {
    expect(messageTime(hoursAgo(24), now, 'en', t)).toBe('Yesterday');
    expect(messageTime(hoursAgo(47.9), now, 'ar', tAr)).toBe('أمس');
  });

  it('shows the date from 48 hours on, formatted for the language', () => {
    const at = hoursAgo(48);
    // 2026-11-19T23:30Z is already 20 November in Cairo.
    const lateEvening = '2026-11-19T23:30:00Z';
    expect(messageTime(at, now, 'en', t)).toBe('Nov 20, 2026');
    expect(messageTime(lateEvening, now, 'en', t)).toBe('Nov 20, 2026');
    // The month by name in Arabic too (CLDR's medium Arabic date would be all digits).
    expect(messageTime(at, now, 'ar', tAr)).toBe('20 نوفمبر 2026');
    expect(messageTime(lateEvening, now, 'ar', tAr)).toBe('20 نوفمبر 2026');
  });
});
