import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStats, products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { branchLimit } from './product-list.js';

// Listings read a page of keys, merge the categories of a page (phones and tablets), and remember
// how many products match each filter until the catalog changes (product-list.ts).

let ctx: TestContext;

interface ListBody {
  data: { _id: string; name: string; price: number; category: string }[];
  total: number;
  totalPages: number;
  hasNextPage: boolean;
}

async function list(query: string): Promise<ListBody> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/product?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  // Phones and tablets interleaved by price, with ties, plus products of other categories.
  const prices = [500, 100, 300, 300, 900, 300, 700, 200];
  for (const [i, price] of prices.entries()) {
    const tablet = i % 2 === 1;
    await createProduct(db, {
      name: `${tablet ? 'Tablet' : 'Phone'} ${i}`,
      category: tablet ? 'Tablet' : 'Mobile',
      deviceType: tablet ? 'Tablet' : 'Mobile',
      price,
    });
  }
  await createProduct(db, { name: 'Cable', category: 'Accessories', productType: 'Cable', deviceType: null });
});
afterAll(() => ctx.close());

describe('listing pages', () => {
  it('merges phones and tablets into one price order on the Mobile page', async () => {
    const body = await list('category=Mobile&sort=price-asc&limit=100');
    expect(body.data.map((p) => p.price)).toEqual([100, 200, 300, 300, 300, 500, 700, 900]);
    expect(new Set(body.data.map((p) => p.category))).toEqual(new Set(['Mobile', 'Tablet']));
  });

  it.each(['price-asc', 'price-desc', 'newest', 'name-desc'])(
    'pages through every product once with %s, ties included',
    async (sort) => {
      const whole = await list(`category=Mobile&sort=${sort}&limit=100`);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = await list(`category=Mobile&sort=${sort}&limit=3&page=${page}`);
        expect(body.total).toBe(8);
        expect(body.hasNextPage).toBe(page < 3);
        paged.push(...body.data.map((p) => p._id));
      }
      expect(paged).toEqual(whole.data.map((p) => p._id));
    },
  );

  it.each([
    'priceMin=200&priceMax=700&sort=price-desc',
    'productType=Tablet&sort=name-asc',
    'priceMax=500&sort=newest',
  ])('pages a filtered Mobile page (%s) in the same order as one long page', async (filters) => {
    const whole = await list(`category=Mobile&${filters}&limit=100`);
    expect(whole.data.length).toBeGreaterThan(2);
    const paged: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
      const body = await list(`category=Mobile&${filters}&limit=2&page=${page}`);
      expect(body.total).toBe(whole.total);
      paged.push(...body.data.map((p) => p._id));
    }
    expect(paged).toEqual(whole.data.map((p) => p._id));
  });

  it('answers an empty page past the end with the full count', async () => {
    const body = await list('category=Mobile&limit=3&page=40');
    expect(body.data).toEqual([]);
    expect(body.total).toBe(8);
  });
});

describe('remembered counts', () => {
  it('count a product added after the count was taken', async () => {
    expect((await list('category=Tablet')).total).toBe(4);
    const added = await createProduct(ctx.database.db, { category: 'Tablet', deviceType: 'Tablet' });
    expect((await list('category=Tablet')).total).toBe(5);
    await ctx.database.db.delete(products).where(eq(products.id, added.id));
    expect((await list('category=Tablet')).total).toBe(4);
  });

  it('follow a product moved to another category or deleted', async () => {
    const cable = await createProduct(ctx.database.db, {
      category: 'Accessories',
      productType: 'Cable',
      deviceType: null,
    });
    expect((await list('category=Accessories')).total).toBe(2);
    await ctx.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, cable.id));
    expect((await list('category=Accessories')).total).toBe(1);
  });

  it('follow stock running out and coming back', async () => {
    const [phone] = (await list('category=Mobile&sort=price-asc')).data;
    expect((await list('inStock=out')).total).toBe(0);
    await ctx.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, phone!._id));
    expect((await list('inStock=out')).total).toBe(1);
    expect((await list('inStock=in&category=Mobile')).total).toBe(7);
    await ctx.database.db.update(products).set({ quantity: 3 }).where(eq(products.id, phone!._id));
    expect((await list('inStock=out')).total).toBe(0);
  });

  it('follow a rename that changes what a search matches', async () => {
    const [phone] = (await list('search=phone%200')).data;
    expect((await list('search=renamed')).total).toBe(0);
    await ctx.database.db
      .update(products)
      .set({ name: 'Renamed 0', searchText: 'renamed 0' })
      .where(eq(products.id, phone!._id));
    expect((await list('search=renamed')).total).toBe(1);
  });

  it('are not kept for the rating filter, which moves with every view', async () => {
    // An unrated product shows 4 stars with no views, and 3.5 + 1/50 → 3.5 stars after one view;
    // views do not retire remembered counts, so this count must be taken afresh.
    const [cable] = (await list('category=Accessories')).data;
    expect((await list('rating=4&category=Accessories')).total).toBe(1);
    await ctx.database.db
      .update(productStats)
      .set({ views: 1 })
      .where(eq(productStats.productId, cable!._id));
    expect((await list('rating=4&category=Accessories')).total).toBe(0);
  });
});

describe('listings answered from the listing index', () => {
  it('follow a write at once, whether the answer was cached or worked out', async () => {
    await list('category=Mobile&sort=price-desc');
    await ctx.app.listingIndex.ready();
    // Answered from the index (the copy is at the database's version), kept when asked again,
    // then from the cache.
    const before = await list('category=Mobile&sort=price-desc&limit=2');
    expect(await list('category=Mobile&sort=price-desc&limit=2')).toEqual(before);
    expect(await list('category=Mobile&sort=price-desc&limit=2')).toEqual(before);
    const [top, second] = before.data;
    await ctx.database.db.update(products).set({ price: 1 }).where(eq(products.id, top!._id));
    const cached = await list('category=Mobile&sort=price-desc&limit=2');
    expect(cached.data[0]?._id).toBe(second!._id);
    // A new page of the same listing while the copy is behind, and once it has caught up.
    expect((await list('category=Mobile&sort=price-asc&limit=1')).data[0]?._id).toBe(top!._id);
    await ctx.app.listingIndex.ready();
    expect((await list('category=Mobile&sort=price-asc&limit=1&page=1')).data[0]?._id).toBe(top!._id);
    await ctx.database.db.update(products).set({ price: top!.price }).where(eq(products.id, top!._id));
    expect((await list('category=Mobile&sort=price-desc&limit=1')).data[0]?._id).toBe(top!._id);
  });
});

describe('branchLimit', () => {
  it('reads each category up to the end of the page, rounded up to a power of two', () => {
    expect(branchLimit({ page: 1, limit: 24 })).toBe(32);
    expect(branchLimit({ page: 2, limit: 24 })).toBe(64);
    expect(branchLimit({ page: 3, limit: 24 })).toBe(128);
    expect(branchLimit({ page: 40, limit: 24 })).toBe(1024);
    expect(branchLimit({ page: 1, limit: 1 })).toBe(1);
    expect(branchLimit({ page: 4, limit: 2 })).toBe(8);
  });
});
