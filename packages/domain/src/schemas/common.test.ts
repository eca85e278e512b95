import { describe, expect, it } from 'vitest';
import { idSchema, isoDateTimeSchema, requiredText } from './common.js';

describe('common schemas', () => {
  it('refuses blank and overlong ids', () => {
    expect(idSchema.safeParse(' ').success).toBe(false);
    expect(idSchema.safeParse('x'.repeat(65)).success).toBe(false);
    expect(idSchema.parse(' p1 ')).toBe('p1');
  });

  it('accepts ISO timestamps in UTC or with an offset', () => {
    expect(isoDateTimeSchema.safeParse('2026-11-22T10:00:00.000Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2026-11-22T12:00:00+02:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('22/11/2026').success).toBe(false);
  });

  it('makes required text trimmed and bounded', () => {
    const schema = requiredText(3);
    expect(schema.parse(' abc ')).toBe('abc');
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(schema.safeParse('  ').success).toBe(false);
  });
});
