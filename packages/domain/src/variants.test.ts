import { describe, expect, it } from 'vitest';
import {
  closestVariant,
  isExactChoice,
  optionValueName,
  optionValueProblem,
  sortAxisValues,
} from './variants.js';

const v = (id: string, color: string, storage: string, inStock = true) => ({
  id,
  options: { color, storage },
  inStock,
});
const family = [
  v('g256', 'Gray', '256GB'),
  v('g512', 'Gray', '512GB'),
  v('b256', 'Blue', '256GB', false),
  v('k512', 'Black', '512GB'),
];
const axes = ['color', 'storage'] as const;

describe('variant options', () => {
  it('holds memory and sizes to a code, colours to a plain word', () => {
    expect(optionValueProblem('storage', '256GB')).toBeNull();
    expect(optionValueProblem('storage', '1TB')).toBeNull();
    expect(optionValueProblem('ram', 'lots')).toBe('optionCode');
    expect(optionValueProblem('size', '42mm')).toBeNull();
    expect(optionValueProblem('color', 'Cosmic Orange')).toBeNull();
    expect(optionValueProblem('color', '')).toBe('optionValue');
    expect(optionValueProblem('color', ' Gray')).toBe('optionValue');
  });

  it('orders codes by size (512GB before 1TB) and keeps colours as listed', () => {
    expect(sortAxisValues('storage', ['1TB', '256GB', '512GB', '256GB'])).toEqual(['256GB', '512GB', '1TB']);
    expect(sortAxisValues('size', ['46mm', '42mm'])).toEqual(['42mm', '46mm']);
    expect(sortAxisValues('color', ['Gray', 'Blue', 'Gray'])).toEqual(['Gray', 'Blue']);
  });

  it('names colours in Arabic where the family knows them, codes as they are', () => {
    const names = { color: { Gray: 'رمادي' } };
    expect(optionValueName('color', 'Gray', 'ar', names)).toBe('رمادي');
    expect(optionValueName('color', 'Gray', 'en', names)).toBe('Gray');
    expect(optionValueName('storage', '256GB', 'ar', names)).toBe('256GB');
  });

  it('leads a choice to the sibling that keeps the other options, else the nearest one', () => {
    const current = { color: 'Gray', storage: '256GB' };
    expect(closestVariant(family, axes, current, 'storage', '512GB')?.id).toBe('g512');
    // Sold out, but the exact combination: still the one chosen (the page marks it).
    expect(closestVariant(family, axes, current, 'color', 'Blue')?.id).toBe('b256');
    const black = closestVariant(family, axes, current, 'color', 'Black');
    expect(black?.id).toBe('k512');
    expect(isExactChoice(black!, axes, current, 'color')).toBe(false);
    expect(closestVariant(family, axes, current, 'color', 'Pink')).toBeUndefined();
  });
});
