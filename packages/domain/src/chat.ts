import { LIMITS } from './limits.js';

export type ChatTimeBucket = 'time' | 'yesterday' | 'date';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How a message timestamp is shown (SPEC §2): the time under 24 h old, "Yesterday" under 48 h,
 * else the date. A timestamp ahead of our clock (skew) is shown as a time; an unreadable one as a date.
 */
export function chatTimeBucket(createdAt: Date | string, now: Date): ChatTimeBucket {
  const age = now.getTime() - new Date(createdAt).getTime();
  if (Number.isNaN(age)) return 'date';
  if (age < LIMITS.chatTodayHours * HOUR_MS) return 'time';
  if (age < LIMITS.chatYesterdayHours * HOUR_MS) return 'yesterday';
  return 'date';
}

/** Navbar badge text: nothing for no items, "99+" beyond the cap. */
export function badgeCountText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > LIMITS.badgeCap ? `${LIMITS.badgeCap}+` : String(Math.floor(count));
}
