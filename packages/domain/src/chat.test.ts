import { describe, expect, it } from 'vitest';
import { badgeCountText, chatTimeBucket } from './chat.js';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000);

describe('chatTimeBucket', () => {
  it('shows the time for messages under 24 hours old', () => {
    expect(chatTimeBucket(hoursAgo(0), now)).toBe('time');
    expect(chatTimeBucket(hoursAgo(23.99), now)).toBe('time');
  });

  it('shows Yesterday from 24 hours up to 48 hours', () => {
    expect(chatTimeBucket(hoursAgo(24), now)).toBe('yesterday');
    expect(chatTimeBucket(hoursAgo(47.99), now)).toBe('yesterday');
  });

  it('shows the date from 48 hours on', () => {
    expect(chatTimeBucket(hoursAgo(48), now)).toBe('date');
    expect(chatTimeBucket(hoursAgo(24 * 30), now)).toBe('date');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(chatTimeBucket('2026-11-21T11:00:00.000Z', now)).toBe('yesterday');
  });

  it('shows a timestamp from the future as a time', () => {
    expect(chatTimeBucket(hoursAgo(-2), now)).toBe('time');
  });

  it('shows an unreadable timestamp as a date', () => {
    expect(chatTimeBucket('yesterday-ish', now)).toBe('date');
  });
});

describe('badgeCountText', () => {
  it('shows nothing for zero, negative or broken counts', () => {
    expect(badgeCountText(0)).toBe('');
    expect(badgeCountText(-3)).toBe('');
    expect(badgeCountText(Number.NaN)).toBe('');
    expect(badgeCountText(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(badgeCountText(1)).toBe('1');
    expect(badgeCountText(99)).toBe('99');
  });

  it('caps the badge at 99+', () => {
    expect(badgeCountText(100)).toBe('99+');
    expect(badgeCountText(12_345)).toBe('99+');
  });
});
