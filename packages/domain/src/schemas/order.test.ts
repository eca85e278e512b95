import { describe, expect, it } from 'vitest';
import { orderPayloadSchema, orderSchema, shippingAddressSchema } from './order.js';

const address = {
  firstName: 'Mona',
  lastName: 'Adel',
  email: 'mona@example.com',
  phone: '01001234567',
  address: '12 Central Axis',
  city: '6th of October',
  postalCode: '12573',
};

describe('shippingAddressSchema', () => {
  it('defaults the country to Egypt', () => {
    expect(shippingAddressSchema.parse(address).country).toBe('Egypt');
  });

  it('trims every field', () => {
    expect(shippingAddressSchema.parse({ ...address, city: '  Giza ' }).city).toBe('Giza');
  });

  it('requires each of the six checkout fields, and leaves the postal code optional', () => {
    expect(shippingAddressSchema.parse({ ...address, postalCode: '  ' }).postalCode).toBe('');
    for (const key of Object.keys(address).filter((k) => k !== 'postalCode')) {
      expect(shippingAddressSchema.safeParse({ ...address, [key]: '  ' }).success).toBe(false);
      const { [key as keyof typeof address]: _, ...rest } = address;
      expect(shippingAddressSchema.safeParse(rest).success).toBe(false);
    }
  });

  it('checks nothing else, as SPEC says', () => {
    expect(shippingAddressSchema.safeParse({ ...address, email: 'not-an-email', phone: '1' }).success).toBe(
      true,
    );
  });

  it('caps field lengths', () => {
    expect(shippingAddressSchema.safeParse({ ...address, address: 'x'.repeat(201) }).success).toBe(false);
  });
});

describe('orderPayloadSchema', () => {
  const payload = { shippingAddress: address, paymentMethod: 'card', shippingMethod: 'express' };

  it('defaults notes to an empty string', () => {
    expect(orderPayloadSchema.parse(payload).notes).toBe('');
  });

  it('accepts only the API payment and shipping methods', () => {
    expect(orderPayloadSchema.safeParse({ ...payload, paymentMethod: 'instapay' }).success).toBe(false);
    expect(orderPayloadSchema.safeParse({ ...payload, shippingMethod: 'overnight' }).success).toBe(false);
    expect(orderPayloadSchema.safeParse({ ...payload, paymentMethod: 'bank_transfer' }).success).toBe(true);
  });

  it('limits notes to 1000 characters', () => {
    expect(orderPayloadSchema.safeParse({ ...payload, notes: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('refuses a client-supplied total', () => {
    expect(orderPayloadSchema.safeParse({ ...payload, total: 1 }).success).toBe(false);
  });
});

describe('orderSchema', () => {
  it('accepts an order as the API returns it', () => {
    const order = {
      _id: 'o1',
      orderNumber: 'KH-20261122-7F3K9Q',
      createdAt: '2026-11-22T10:00:00.000Z',
      status: 'pending',
      total: 1720,
      subtotal: 1800,
      shippingFee: 100,
      discount: 10,
      paymentMethod: 'cash',
      shippingMethod: 'standard',
      shippingAddress: { ...address, country: 'Egypt' },
      notes: '',
      items: [{ product: { _id: 'p1', name: 'Charger', images: [] }, quantity: 2, price: 900 }],
    };
    expect(orderSchema.parse(order)).toEqual(order);
    expect(orderSchema.safeParse({ ...order, status: 'lost' }).success).toBe(false);
  });
});
