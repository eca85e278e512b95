import { productSchema } from '@kahraba/domain';
import { describe, expect, it } from 'vitest';
import { readStoredProduct } from './stored-product';
import { createProduct } from './testing/product-fixtures';

describe('readStoredProduct', () => {
  it('accepts every product the domain schema accepts', () => {
    const products = [
      createProduct(),
      createProduct({ nameAr: null, priceAfterDiscount: 900, discount: 0.1, discountPercentage: 10 }),
      createProduct({ category: 'Gaming', quantity: 0 }),
    ];
    for (const product of products) {
      expect(productSchema.safeParse(product).success).toBe(true);
      expect(readStoredProduct(JSON.parse(JSON.stringify(product)))).toEqual(product);
    }
  });

  it.each([
    ['a bare id', { _id: 'x' }],
    ['a blank id', { ...createProduct(), _id: ' ' }],
    ['an unknown category', { ...createProduct(), category: 'Fridges' }],
    ['a price as text', { ...createProduct(), price: '1000' }],
    ['a missing image', { ...createProduct(), image: undefined }],
    ['a discounted price as text', { ...createProduct(), priceAfterDiscount: 'cheap' }],
    ['null', null],
    ['a list', [createProduct()]],
  ])('refuses %s, as the domain schema does', (_, value) => {
    expect(productSchema.safeParse(value).success).toBe(false);
    expect(readStoredProduct(value)).toBeNull();
  });
});
