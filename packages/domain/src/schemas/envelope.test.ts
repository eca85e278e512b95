import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelopeSchema } from './envelope.js';

describe('successEnvelopeSchema', () => {
  it('wraps the data schema it is given', () => {
    const schema = successEnvelopeSchema(z.object({ orders: z.array(z.string()) }));
    expect(schema.parse({ status: 'success', data: { orders: ['o1'] } }).data.orders).toEqual(['o1']);
    expect(schema.safeParse({ status: 'success', data: { orders: [1] } }).success).toBe(false);
    expect(schema.safeParse({ status: 'error', data: { orders: [] } }).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts a catalogue code with a message and optional details', () => {
    expect(
      errorEnvelopeSchema.safeParse({
        status: 'error',
        code: 'OUT_OF_STOCK',
        message: 'Out of stock',
        details: { productId: 'p1' },
      }).success,
    ).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ status: 'error', code: 'NOT_FOUND', message: 'x' }).success).toBe(
      true,
    );
  });

  it('refuses a code outside the catalogue', () => {
    expect(errorEnvelopeSchema.safeParse({ status: 'error', code: 'OOPS', message: 'x' }).success).toBe(
      false,
    );
  });
});
