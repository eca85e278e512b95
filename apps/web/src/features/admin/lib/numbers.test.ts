import { describe, expect, it } from 'vitest';
import { emptyAsNull, parseTypedNumber } from './numbers';

describe('typed numbers', () => {
  it('reads Western and Arabic-Indic digits, with either decimal mark and grouping', () => {
    expect(parseTypedNumber('1299.5')).toBe(1299.5);
    expect(parseTypedNumber('١٢٫٥')).toBe(12.5);
    expect(parseTypedNumber('12,500')).toBe(12500);
    expect(parseTypedNumber('-3')).toBe(-3);
  });

  it('treats an empty field as not given, and anything else as not a number', () => {
    expect(parseTypedNumber('  ')).toBeUndefined();
    expect(parseTypedNumber('', null)).toBeNull();
    expect(parseTypedNumber('12abc')).toBeNaN();
  });

  it('turns an empty optional text into null', () => {
    expect(emptyAsNull(' ')).toBeNull();
    expect(emptyAsNull('Like new')).toBe('Like new');
  });
});
