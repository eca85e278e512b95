import { productDetailSchema } from '@kahraba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createProductFamily } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let family: Awaited<ReturnType<typeof createProductFamily>>;
let grayLarge: Awaited<ReturnType<typeof createProduct>>;
let blueSmall: Awaited<ReturnType<typeof createProduct>>;
let graySmall: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  family = await createProductFamily(db, { name: 'Xiaomi 15T', nameAr: 'شاومي 15T', brand: 'Xiaomi' });
  grayLarge = await createProduct(db, {
    name: 'Xiaomi 15T 12GB/512GB - Gray',
    price: 27_999,
    priceAfterDiscount: 25_999,
    familyId: family.id,
    options: { color: 'Gray', storage: '512GB' },
    image: '/media/products/mobile-xiaomi-1.svg',
  });
  blueSmall = await createProduct(db, {
    name: 'Xiaomi 15T 12GB/256GB - Blue',
    price: 23_999,
    quantity: 0,
    familyId: family.id,
    options: { color: 'Blue', storage: '256GB' },
  });
  graySmall = await createProduct(db, {
    name: 'Xiaomi 15T 12GB/256GB - Gray',
    price: 23_999,
    familyId: family.id,
    options: { color: 'Gray', storage: '256GB' },
  });
  // A deleted variant is no longer offered.
  await createProduct(db, {
    name: 'Xiaomi 15T 12GB/1TB - Gray',
    familyId: family.id,
    options: { color: 'Gray', storage: '1TB' },
    deletedAt: new Date(),
  });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/product/:id with a family', () => {
  it("answers the family's axes, Arabic colour names and every live sibling with what the page switches to", async () => {
    const res = await get(`/api/product/${grayLarge.id}`);
    expect(res.statusCode).toBe(200);
    const product = productDetailSchema.parse(res.json().data);
    expect(product).toMatchObject({
      _id: grayLarge.id,
      familyId: family.id,
      options: { color: 'Gray', storage: '512GB' },
    });
    expect(product.family).toMatchObject({
      id: family.id,
      name: 'Xiaomi 15T',
      nameAr: 'شاومي 15T',
      axes: ['color', 'storage'],
      valueNamesAr: { color: { Gray: 'رمادي', Blue: 'أزرق' } },
    });
    // Ordered by options: colours as listed, then storage smallest first.
    expect(product.family?.variants).toEqual([
      {
        _id: graySmall.id,
        id: graySmall.id,
        slug: graySmall.slug,
        options: { color: 'Gray', storage: '256GB' },
        price: 23_999,
        priceAfterDiscount: null,
        inStock: true,
        image: graySmall.image,
      },
      expect.objectContaining({
        id: grayLarge.id,
        options: { color: 'Gray', storage: '512GB' },
        price: 27_999,
        priceAfterDiscount: 25_999,
        inStock: true,
        image: '/media/products/mobile-xiaomi-1.svg',
      }),
      expect.objectContaining({
        id: blueSmall.id,
        options: { color: 'Blue', storage: '256GB' },
        inStock: false,
      }),
    ]);
  });

  it('finds the same family from a sibling addressed by its slug', async () => {
    const res = await get(`/api/product/${blueSmall.slug}`);
    expect(res.json().data.family.variants).toHaveLength(3);
  });

  it('answers family null for a product without variants, keeping the SPEC fields', async () => {
    const single = await createProduct(ctx.database.db, { name: 'A lone charger' });
    const res = await get(`/api/product/${single.id}`);
    expect(res.json().data).toMatchObject({
      _id: single.id,
      name: 'A lone charger',
      family: null,
      familyId: null,
    });
  });

  it("counts the family's options on every listed card", async () => {
    const res = await get('/api/product?q=xiaomi%2015t');
    const listed = res.json().data.find((p: { _id: string }) => p._id === graySmall.id);
    expect(listed).toMatchObject({
      variantCounts: { color: 2, storage: 2 },
      options: { color: 'Gray', storage: '256GB' },
    });
  });
});
