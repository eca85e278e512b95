import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { messageTime } from './message-time';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const t = i18n.getFixedT('en', 'chat');
const tAr = i18n.getFixedT('ar', 'chat');

describe('messageTime', () => {
  it('shows the time under 24 hours', () => {
    const expected = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(
      new Date(hoursAgo(23.9)),
    );
    expect(messageTime(hoursAgo(23.9), now, 'en', t)).toBe(expected);
  });

  it('says Yesterday between 24 and 48 hours, in the page language', () => {
    expect(messageTime(hoursAgo(24), now, 'en', t)).toBe('Yesterday');
    expect(messageTime(hoursAgo(47.9), now, 'ar', tAr)).toBe('أمس');
  });

  it('shows the date from 48 hours on, formatted for the language', () => {
    const at = hoursAgo(48);
    expect(messageTime(at, now, 'en', t)).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(at)),
    );
    expect(messageTime(at, now, 'ar', tAr)).toBe(
      new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(at)),
    );
  });
});
