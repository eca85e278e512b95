import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { products } from '../db/schema.js';
import { type NewProduct, withDerivedFields } from '../modules/catalog/product-derived.js';

let sequence = 0;

/** Inserts a product with plausible defaults; tests state only what they rely on. */
export async function createProduct(db: Database, overrides: Partial<NewProduct> = {}) {
  sequence += 1;
  const name = overrides.name ?? `Test Phone ${sequence}`;
  const base: NewProduct = {
    slug: `test-product-${sequence}-${randomUUID().slice(0, 8)}`,
    name,
    brand: 'Samsung',
    category: 'Mobile',
    productType: 'MobileTablet',
    deviceType: 'Mobile',
    description: 'A phone for tests.',
    descriptionAr: 'هاتف للاختبارات.',
    price: 10_000,
    quantity: 10,
    productCode: `KH-TEST-${sequence}-${randomUUID().slice(0, 6)}`,
    image: '/media/products/mobile-samsung-0.svg',
    images: ['/media/products/mobile-samsung-0.svg'],
    specs: {},
    ...overrides,
  };
  const [inserted] = await db.insert(products).values(withDerivedFields(base)).returning();
  return inserted!;
}
