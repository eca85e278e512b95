import { describe, expect, it } from 'vitest';
import { type ProductListParams, readProductListParam } from './product-list-params.js';
import { productListQuerySchema } from './schemas/product-list-query.js';

// The web reads listing URLs with readProductListParam, the API with the schema: for every
// parameter and every kind of text a URL may hold, the reader keeps exactly what the API accepts.
const samples: Record<keyof ProductListParams, string[]> = {
  category: ['Mobile', 'Audio', 'mobile', ' Mobile', 'Fridge', ''],
  brand: [
    'Apple',
    'Apple,Samsung',
    ' Apple , ,Samsung ',
    ',',
    ' ',
    'x'.repeat(60),
    'x'.repeat(61),
    Array(21).fill('B').join(','),
  ],
  productType: ['Mobile', 'Laptop', 'MobileTablet', 'Toaster', ''],
  priceMin: ['0', '100', '99.5', ' 250 ', '1e3', '-5', '1,000', '.5', '5.', 'abc', ''],
  priceMax: ['20000', '0.01', 'Infinity', ''],
  rating: ['1', '4', '0', '5', '2.5', ' 3 ', '03', ''],
  inStock: ['in', 'out', 'IN', 'yes', ''],
  discount: ['yes', 'no', 'true', ''],
  used: ['true', 'false', 'TRUE', '1', ''],
  isNew: ['true', 'false', 'yes'],
  exclusive: ['true', 'false', 'no'],
  spec: [
    'ram:8',
    'ram:8,ram:12, storage:256 ',
    'ram:8,ram:8',
    'screen:6.5-6.8',
    'colour:red',
    'ram:8,colour:red',
    'ram',
    ':8',
    `processor:${'x'.repeat(40)}`,
    Array(25)
      .fill(0)
      .map((_, i) => `ram:${i}`)
      .join(','),
    ',',
  ],
  q: ['samsung galaxy', '  ايفون ١٥  ', '   ', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101), ''],
  search: ['sony', ' ', 'y'.repeat(101)],
  asTyped: ['true', 'false', '1', 'on', ''],
  sort: ['newest', 'price-asc', 'discount', 'cheapest', ''],
  page: ['1', '2', '0', '-1', '1.5', '99999999999999999999', ' 7 ', 'two', ''],
  limit: ['1', '24', '100', '101', '0', ''],
};

const accepted = (name: keyof ProductListParams, text: string) => {
  // An empty value means "not set" to both; the API then applies its own defaults (page 1, 24).
  if (text === '') return undefined;
  const result = productListQuerySchema.shape[name].safeParse(text);
  return result.success ? result.data : undefined;
};

describe('readProductListParam', () => {
  for (const [name, texts] of Object.entries(samples) as [keyof ProductListParams, string[]][]) {
    it.each(texts)(`reads ${name}=%j as the API does`, (text) => {
      expect(readProductListParam(name, text)).toEqual(accepted(name, text));
    });
  }

  it('reads what a listing URL holds into typed values', () => {
    expect(readProductListParam('priceMin', ' 99.5 ')).toBe(99.5);
    expect(readProductListParam('brand', 'Apple, Samsung')).toEqual(['Apple', 'Samsung']);
    expect(readProductListParam('used', 'true')).toBe(true);
    expect(readProductListParam('page', '0')).toBeUndefined();
    expect(readProductListParam('q', null)).toBeUndefined();
  });
});
