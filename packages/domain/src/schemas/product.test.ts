import { describe, expect, it } from 'vitest';
import { type Product, productSchema } from './product.js';

const product: Product = {
  _id: 'p1',
  id: 'p1',
  name: 'Galaxy S24 Ultra',
  nameAr: 'جالاكسي إس ٢٤ ألترا',
  slug: 'galaxy-s24-ultra',
  brand: 'Samsung',
  category: 'Mobile',
  productType: 'MobileTablet',
  __t: 'MobileTablet',
  description: 'Flagship phone',
  descriptionAr: null,
  price: 64999,
  priceAfterDiscount: 59999,
  discount: 0.08,
  discountPercentage: 8,
  quantity: 12,
  sold: 40,
  image: '/media/products/p1.svg',
  images: ['/media/products/p1.svg'],
  rating: 4.7,
  ratingsAverage: 4.7,
  ratingsQuantity: 120,
  reviews: 0,
  views: 300,
  isExclusive: false,
  isNew: true,
  badge: null,
  productCode: 'SM-S928B',
  referralCode: null,
  installments: { '6': 10000, '12': 5200 },
  used: false,
  usedStatus: null,
  specs: { ram: '12 GB', internalMemory: '256 GB' },
  deviceType: 'Mobile',
  company: { name: 'Samsung' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('productSchema', () => {
  it('accepts a product as the API returns it', () => {
    expect(productSchema.parse(product)).toEqual(product);
  });

  it('accepts nulls where SPEC data may be missing', () => {
    const bare = { ...product, priceAfterDiscount: null, discount: null, installments: null, company: null };
    expect(productSchema.safeParse(bare).success).toBe(true);
  });

  it('refuses an unknown category or product type', () => {
    expect(productSchema.safeParse({ ...product, category: 'Toasters' }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, __t: 'Phone' }).success).toBe(false);
  });

  it('refuses negative prices and fractional stock', () => {
    expect(productSchema.safeParse({ ...product, price: -1 }).success).toBe(false);
    expect(productSchema.safeParse({ ...product, quantity: 1.5 }).success).toBe(false);
  });

  it('refuses installment keys that are not month counts', () => {
    expect(productSchema.safeParse({ ...product, installments: { six: 100 } }).success).toBe(false);
  });

  it('refuses timestamps that are not ISO 8601', () => {
    expect(productSchema.safeParse({ ...product, createdAt: 'yesterday' }).success).toBe(false);
  });
});
