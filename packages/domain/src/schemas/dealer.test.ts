import { describe, expect, it } from 'vitest';
import { dealerSchema } from './dealer.js';

describe('dealerSchema', () => {
  it('accepts a dealer without a logo', () => {
    const dealer = { _id: 'd1', name: 'Apple', brief: 'iPhone, iPad and Mac', logo: null };
    expect(dealerSchema.parse(dealer)).toEqual(dealer);
  });

  it('requires a brief', () => {
    expect(dealerSchema.safeParse({ _id: 'd1', name: 'Apple', logo: null }).success).toBe(false);
  });
});
