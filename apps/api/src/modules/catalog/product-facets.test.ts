import { type ProductFacets, productFacetsSchema } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;

/** A phone's or tablet's specifications as makers write them. */
const phone = (ram: number, storage: number) => ({ ram: `${ram}GB`, internalMemory: `${storage}GB` });

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  // Mobile page (phones and tablets): Samsung 2 phones + 1 tablet, Apple 1 phone + 1 tablet.
  await createProduct(db, {
    name: 'Samsung Galaxy S25',
    brand: 'Samsung',
    price: 40_000,
    specs: phone(12, 256),
  });
  await createProduct(db, {
    name: 'Samsung Galaxy A56',
    brand: 'Samsung',
    price: 15_000,
    quantity: 0,
    specs: phone(8, 128),
  });
  await createProduct(db, {
    name: 'Samsung Galaxy Tab S10',
    brand: 'Samsung',
    category: 'Tablet',
    deviceType: 'Tablet',
    price: 30_000,
    specs: phone(12, 256),
  });
  await createProduct(db, { name: 'Apple iPhone 16', brand: 'Apple', price: 55_000, specs: phone(8, 128) });
  await createProduct(db, {
    name: 'Apple iPad Air',
    brand: 'Apple',
    category: 'Tablet',
    deviceType: 'Tablet',
    price: 35_000,
    specs: phone(8, 128),
  });
  // Another page: never counted on the Mobile page.
  await createProduct(db, {
    name: 'Lenovo Legion 5',
    brand: 'Lenovo',
    category: 'Laptop',
    productType: 'Laptop',
    deviceType: null,
    laptopType: 'Gaming',
    price: 60_000,
  });
});
afterAll(() => ctx.close());

async function facets(query: string, language = 'en'): Promise<ProductFacets> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/facets?${query}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.status).toBe('success');
  return productFacetsSchema.parse(body.data);
}

describe('GET /api/product/facets', () => {
  it("counts each brand and each type of the category page's results, most first", async () => {
    expect(await facets('category=Mobile')).toEqual({
      brands: [
        { name: 'Samsung', count: 3 },
        { name: 'Apple', count: 2 },
      ],
      types: [
        { id: 'Mobile', count: 3 },
        { id: 'Tablet', count: 2 },
      ],
      specs: [
        { key: 'ram', value: '8', count: 3 },
        { key: 'ram', value: '12', count: 2 },
        { key: 'storage', value: '128', count: 3 },
        { key: 'storage', value: '256', count: 2 },
      ],
      counted: 5,
      exact: true,
    });
  });

  it("counts a specification filter's values over the results of the other filters, keeping its own in view", async () => {
    const answer = await facets('category=Mobile&spec=ram:12');
    expect(answer.counted).toBe(2);
    // RAM's own values stay countable; storage and the brands count the 12 GB results only.
    expect(answer.specs.filter((s) => s.key === 'ram')).toEqual([
      { key: 'ram', value: '8', count: 3 },
      { key: 'ram', value: '12', count: 2 },
    ]);
    expect(answer.specs.filter((s) => s.key === 'storage')).toEqual([
      { key: 'storage', value: '256', count: 2 },
    ]);
    expect(answer.brands).toEqual([{ name: 'Samsung', count: 2 }]);
    // Two values of one filter: either; two filters: both.
    expect((await facets('category=Mobile&spec=ram:8,ram:12')).counted).toBe(5);
    expect((await facets('category=Mobile&spec=ram:8,storage:256')).counted).toBe(0);
    expect((await facets('category=Mobile&brand=Apple&spec=storage:128')).specs).toEqual([
      { key: 'ram', value: '8', count: 2 },
      { key: 'storage', value: '128', count: 2 },
    ]);
  });

  it('keeps the other brands in view under a brand filter, and counts the types of that brand', async () => {
    const answer = await facets('category=Mobile&brand=Apple');
    expect(answer.brands).toEqual([
      { name: 'Samsung', count: 3 },
      { name: 'Apple', count: 2 },
    ]);
    expect(answer.types).toEqual([
      { id: 'Mobile', count: 1 },
      { id: 'Tablet', count: 1 },
    ]);
    expect(answer.counted).toBe(2);
  });

  it('counts the brands of the chosen type, and keeps every type in view', async () => {
    const answer = await facets('category=Mobile&productType=Tablet');
    expect(answer.brands).toEqual([
      { name: 'Apple', count: 1 },
      { name: 'Samsung', count: 1 },
    ]);
    expect(answer.types).toEqual([
      { id: 'Mobile', count: 3 },
      { id: 'Tablet', count: 2 },
    ]);
    expect(answer.counted).toBe(2);
  });

  it("follows the listing's other filters: price, stock and the search words", async () => {
    expect((await facets('category=Mobile&priceMin=32000')).brands).toEqual([
      { name: 'Apple', count: 2 },
      { name: 'Samsung', count: 1 },
    ]);
    // Equal counts go by name.
    expect((await facets('category=Mobile&inStock=in')).brands).toEqual([
      { name: 'Apple', count: 2 },
      { name: 'Samsung', count: 2 },
    ]);
    const galaxy = await facets('q=galaxy');
    expect(galaxy.brands).toEqual([{ name: 'Samsung', count: 3 }]);
    // Without a category a type id means nothing across pages: no type counts.
    expect(galaxy.types).toEqual([]);
    expect((await facets('search=legion&category=Laptop')).types).toEqual([{ id: 'Gaming', count: 1 }]);
  });

  it('lists the brands of the results only, and none when nothing matches', async () => {
    expect((await facets('category=Laptop')).brands).toEqual([{ name: 'Lenovo', count: 1 }]);
    expect(await facets('q=zzzzqqq')).toEqual({ brands: [], types: [], specs: [], counted: 0, exact: true });
  });

  it('counts again after a catalog write, not from an older answer', async () => {
    expect((await facets('category=Laptop')).counted).toBe(1);
    const legion = await createProduct(ctx.database.db, {
      name: 'Lenovo LOQ',
      brand: 'Lenovo',
      category: 'Laptop',
      productType: 'Laptop',
      deviceType: null,
      laptopType: 'Student',
    });
    expect((await facets('category=Laptop')).types).toEqual([
      { id: 'Gaming', count: 1 },
      { id: 'Student', count: 1 },
    ]);
    await ctx.database.db.delete(products).where(eq(products.id, legion.id));
    expect((await facets('category=Laptop')).counted).toBe(1);
  });

  it('agrees with the listing, which filters on the same values and pages them', async () => {
    const list = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/product?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; data: { name: string }[] };
    };
    const twelve = await list('category=Mobile&spec=ram:12&sort=name');
    expect(twelve.data.map((p) => p.name)).toEqual(['Samsung Galaxy S25', 'Samsung Galaxy Tab S10']);
    expect(twelve.total).toBe((await facets('category=Mobile&spec=ram:12')).counted);
    expect((await list('category=Mobile&spec=ram:8&spec=storage:128&brand=Apple')).total).toBe(2);
    expect((await list('spec=storage:256&spec=storage:128')).total).toBe(5);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/product?spec=ram' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_PARAMETER' });
  });

  it.each([
    ['category=Fridges', 'category'],
    ['priceMin=cheap', 'priceMin'],
    ['spec=colour:red', 'spec'],
  ])('refuses %s with a 400 naming the parameter, in the asked language', async (query, param) => {
    const en = await ctx.app.inject({ method: 'GET', url: `/api/product/facets?${query}` });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ status: 'error', code: 'INVALID_PARAMETER' });
    expect(en.json().message).toContain(param);
    const ar = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/facets?${query}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it("ignores a listing's order and page, and keys it does not know: the facets of the same results", async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/product/facets?category=Mobile' });
    const withListingKeys = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/facets?category=Mobile&sort=newest&page=2&priceRange=',
    });
    expect(withListingKeys.statusCode, withListingKeys.body).toBe(200);
    expect(withListingKeys.json()).toEqual(plain.json());
  });
});
