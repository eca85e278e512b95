import { describe, expect, it } from 'vitest';
import {
  cartAddPayloadSchema,
  cartRemovePayloadSchema,
  cartSchema,
  cartUpdatePayloadSchema,
  reservationPayloadSchema,
} from './cart.js';

describe('cart payloads', () => {
  it('adds one item when no quantity is given', () => {
    expect(cartAddPayloadSchema.parse({ product: 'p1' })).toEqual({ product: 'p1', quantity: 1 });
  });

  it('refuses a quantity below 1 or not whole', () => {
    expect(cartAddPayloadSchema.safeParse({ product: 'p1', quantity: 0 }).success).toBe(false);
    expect(cartUpdatePayloadSchema.safeParse({ product: 'p1', quantity: 1.5 }).success).toBe(false);
    expect(cartUpdatePayloadSchema.safeParse({ product: 'p1', quantity: '2' }).success).toBe(false);
  });

  it('requires the quantity when updating', () => {
    expect(cartUpdatePayloadSchema.safeParse({ product: 'p1' }).success).toBe(false);
  });

  it('requires a product id', () => {
    expect(cartRemovePayloadSchema.safeParse({ product: '  ' }).success).toBe(false);
    expect(cartRemovePayloadSchema.safeParse({}).success).toBe(false);
  });

  it('reserves by product id only', () => {
    expect(reservationPayloadSchema.parse({ productId: 'p1' })).toEqual({ productId: 'p1' });
    expect(reservationPayloadSchema.safeParse({ productId: 'p1', quantity: 2 }).success).toBe(false);
  });
});

describe('cartSchema', () => {
  it('accepts a cart with a discount percent and totals', () => {
    const cart = {
      items: [
        {
          product: {
            _id: 'p1',
            name: 'Anker Charger',
            brand: 'Anker',
            image: '/media/p1.svg',
            price: 900,
            priceAfterDiscount: null,
            quantity: 5,
            category: 'Accessories',
          },
          quantity: 2,
          price: 900,
        },
      ],
      discount: 10,
      total: 1800,
      totalAfterDiscount: 1620,
    };
    expect(cartSchema.parse(cart)).toEqual(cart);
  });

  it('needs the unit price of each line', () => {
    const line = {
      product: {
        _id: 'p1',
        name: 'n',
        brand: 'b',
        image: '/media/p1.svg',
        price: 1,
        priceAfterDiscount: null,
        quantity: 1,
        category: 'Audio',
      },
      quantity: 1,
    };
    expect(
      cartSchema.safeParse({ items: [line], discount: 0, total: 1, totalAfterDiscount: 1 }).success,
    ).toBe(false);
  });

  it('refuses a discount above 100 percent', () => {
    expect(cartSchema.safeParse({ items: [], discount: 120, total: 0, totalAfterDiscount: 0 }).success).toBe(
      false,
    );
  });
});
