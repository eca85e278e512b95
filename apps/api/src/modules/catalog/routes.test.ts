import { productDetailSchema, productSchema } from '@kahraba/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runPreparedOn } from '../../db/client.js';
import { dealers, productStats, products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { statementTemplate } from './product-json.js';

let ctx: TestContext;
const day = 24 * 60 * 60 * 1000;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const now = Date.now();
  const made = {
    iphone: await createProduct(db, {
      name: 'Apple iPhone 15',
      brand: 'Apple',
      price: 50_000,
      priceAfterDiscount: 45_000,
      quantity: 5,
      views: 100,
      createdAt: new Date(now - 1 * day),
    }),
    tab: await createProduct(db, {
      name: 'Samsung Galaxy Tab S10',
      category: 'Tablet',
      deviceType: 'Tablet',
      price: 30_000,
      discount: 0.2,
      quantity: 0,
      views: 5,
      createdAt: new Date(now - 2 * day),
    }),
    s25: await createProduct(db, {
      name: 'Samsung Galaxy S25',
      price: 40_000,
      discount: 15,
      isExclusive: true,
      views: 50,
      createdAt: new Date(now - 3 * day),
    }),
    legion: await createProduct(db, {
      name: 'Lenovo Legion 5',
      brand: 'Lenovo',
      category: 'Laptop',
      productType: 'Laptop',
      deviceType: null,
      laptopType: 'Gaming',
      price: 60_000,
      used: true,
      usedStatus: 'Good',
      rating: 4.8,
      createdAt: new Date(now - 4 * day),
    }),
    ps5: await createProduct(db, {
      name: 'Sony PlayStation 5',
      brand: 'Sony',
      category: 'Gaming',
      productType: 'Gaming',
      deviceType: null,
      subType: 'PlayStation',
      price: 35_000,
      isNew: true,
      createdAt: new Date(now - 5 * day),
    }),
    cable: await createProduct(db, {
      name: 'Anker USB-C Cable',
      brand: 'Anker',
      category: 'Accessories',
      productType: 'Cable',
      deviceType: null,
      price: 300,
      createdAt: new Date(now - 6 * day),
    }),
  };
  for (const [key, row] of Object.entries(made)) ids[key] = row.id;
  await db.insert(dealers).values([
    { name: 'Apple', brief: 'iPhone, iPad, Mac' },
    { name: 'Samsung', brief: 'Galaxy phones and tablets' },
    { name: 'Sony', brief: 'PlayStation and audio' },
  ]);
});
afterAll(() => ctx.close());

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/product${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { _id: string; name: string }[];
    total: number;
    results: number;
    page: number;
    totalPages: number;
    hasNextPage: boolean;
  };
}
const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);
const idsOf = (body: { data: { _id: string }[] }) => body.data.map((p) => p._id).sort();
const expectIds = (body: { data: { _id: string }[] }, keys: string[]) =>
  expect(idsOf(body)).toEqual(keys.map((k) => ids[k]).sort());

describe('GET /api/product', () => {
  it('lists every product, newest first, with paging fields', async () => {
    const body = await list('');
    expect(body.total).toBe(6);
    expect(body.results).toBe(6);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(1);
    expect(body.hasNextPage).toBe(false);
    expect(body.data[0]?._id).toBe(ids.iphone);
    expect(body.data[5]?._id).toBe(ids.cable);
  });

  it('sends SPEC field names on the wire', async () => {
    const body = await list('?q=iphone');
    expect(body.data[0]).toMatchObject({
      _id: ids.iphone,
      id: ids.iphone,
      __t: 'MobileTablet',
      productType: 'MobileTablet',
      priceAfterDiscount: 45_000,
      discountPercentage: 10,
      quantity: 5,
    });
  });

  it('widens category=Mobile to phones and tablets, and keeps Tablet to tablets', async () => {
    expectIds(await list('?category=Mobile'), ['iphone', 'tab', 's25']);
    expectIds(await list('?category=Tablet'), ['tab']);
  });

  it('matches a category-page type id against its own field', async () => {
    expectIds(await list('?productType=Tablet'), ['tab']);
    expectIds(await list('?category=Laptop&productType=Gaming'), ['legion']);
    expectIds(await list('?productType=Gaming'), ['ps5']);
    expectIds(await list('?productType=PlayStation'), ['ps5']);
    expectIds(await list('?productType=Cable'), ['cable']);
  });

  it('filters by one or several brands', async () => {
    expectIds(await list('?brand=Apple'), ['iphone']);
    expectIds(await list('?brand=Apple,Lenovo'), ['iphone', 'legion']);
    expectIds(await list('?brand=Apple&brand=Sony'), ['iphone', 'ps5']);
    // Several brands are read brand by brand and merged: one order across them, page after page.
    expect(names(await list('?brand=Apple,Lenovo,Sony&sort=price-asc'))).toEqual([
      'Sony PlayStation 5',
      'Apple iPhone 15',
      'Lenovo Legion 5',
    ]);
    expect(names(await list('?brand=Lenovo,Sony,Apple&sort=price-desc&limit=1&page=2'))).toEqual([
      'Apple iPhone 15',
    ]);
  });

  it('includes both ends of a price range', async () => {
    expectIds(await list('?priceMin=35000&priceMax=50000'), ['iphone', 's25', 'ps5']);
  });

  it('filters stock, discount, used, new and exclusive', async () => {
    expectIds(await list('?inStock=out'), ['tab']);
    expect((await list('?inStock=in')).total).toBe(5);
    expectIds(await list('?discount=yes'), ['iphone', 'tab', 's25']);
    expectIds(await list('?discount=no'), ['legion', 'ps5', 'cable']);
    expectIds(await list('?used=true'), ['legion']);
    expectIds(await list('?isNew=true'), ['ps5']);
    expectIds(await list('?exclusive=true'), ['s25']);
  });

  it('applies the minimum rating to the rating a card shows', async () => {
    // The tablet has 5 views and no rating: 3.5 + 5/50 = 3.6 stars.
    expect(idsOf(await list('?rating=4'))).not.toContain(ids.tab);
    expect((await list('?rating=4')).total).toBe(5);
    expect(idsOf(await list('?rating=3'))).toContain(ids.tab);
  });

  it('searches name and brand in any case, in Arabic and with Arabic-Indic digits', async () => {
    expectIds(await list('?search=IPHONE'), ['iphone']);
    expectIds(await list(`?search=${encodeURIComponent('ايفون')}`), ['iphone']);
    expectIds(await list(`?q=${encodeURIComponent('آيفون ١٥')}`), ['iphone']);
    expectIds(await list('?search=samsung%20galaxy'), ['tab', 's25']);
    expectIds(await list(`?search=${encodeURIComponent('سامسونج')}`), ['tab', 's25']);
    expect((await list('?search=zzzz-nothing')).total).toBe(0);
  });

  it('treats LIKE wildcards in a query as plain characters', async () => {
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
  });

  it('sorts by price, name, views and discount', async () => {
    expect((await list('?sort=price-asc')).data[0]?._id).toBe(ids.cable);
    expect((await list('?sort=price-low')).data[0]?._id).toBe(ids.cable);
    expect((await list('?sort=price-desc')).data[0]?._id).toBe(ids.legion);
    expect(names(await list('?sort=name-asc'))).toEqual([...names(await list('?sort=name-asc'))].sort());
    expect(names(await list('?sort=name-desc'))[0]).toBe('Sony PlayStation 5');
    expect((await list('?sort=most-selling')).data[0]?._id).toBe(ids.iphone);
    expect((await list('?sort=discount')).data.slice(0, 3).map((p) => p._id)).toEqual([
      ids.tab,
      ids.s25,
      ids.iphone,
    ]);
    expect((await list('?sort=oldest')).data[0]?._id).toBe(ids.cable);
  });

  it('pages through the filtered set', async () => {
    const second = await list('?limit=4&page=2');
    expect(second.results).toBe(2);
    expect(second.total).toBe(6);
    expect(second.totalPages).toBe(2);
    expect(second.hasNextPage).toBe(false);
    const first = await list('?limit=4&page=1');
    expect(first.hasNextPage).toBe(true);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(6);
    const past = await list('?limit=4&page=9');
    expect(past.data).toEqual([]);
  });

  it.each([
    ['priceMin=abc', 'priceMin'],
    ['sort=bogus', 'sort'],
    ['limit=100000', 'limit'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['rating=9', 'rating'],
    ['category=Fridges', 'category'],
    ['inStock=maybe', 'inStock'],
  ])('refuses %s with a 400 naming the parameter', async (query, param) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('INVALID_PARAMETER');
    expect(body.message).toContain(param);
  });

  it('ignores keys it does not know, as the original API did, and still applies the ones it knows', async () => {
    expectIds(await list('?brand=Apple&priceRange=&colour=red&utm_source=whatsapp'), ['iphone']);
    const facets = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/facets?category=Mobile&priceRange=',
    });
    expect(facets.statusCode, facets.body).toBe(200);
  });

  it('explains a bad parameter in Arabic when asked', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/product?priceMax=cheap',
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});

/** A product's views as written (product_stats). */
async function viewsOf(id: string): Promise<number> {
  const [row] = await ctx.database.db.select().from(productStats).where(eq(productStats.productId, id));
  return row!.views;
}

describe('GET /api/product/:id', () => {
  it('returns the product by id and counts the view', async () => {
    const before = await viewsOf(ids.cable!);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.cable}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: ids.cable, name: 'Anker USB-C Cable' });
    await ctx.app.productViews.flush();
    expect(await viewsOf(ids.cable!)).toBe(before + 1);
  });

  it('answers the specifications at the top level too (SPEC §4), keeping `specs` and the own fields', async () => {
    const laptop = await createProduct(ctx.database.db, {
      name: 'Dell XPS 13',
      category: 'Laptop',
      productType: 'Laptop',
      deviceType: null,
      laptopType: 'Business',
      specs: { processor: 'Intel Core Ultra 7', ram: '16 GB', laptopType: 'Ultrabook' },
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/${laptop.id}` });
    const data = res.json().data;
    expect(data).toMatchObject({ processor: 'Intel Core Ultra 7', ram: '16 GB' });
    expect(data.specs).toEqual({ processor: 'Intel Core Ultra 7', ram: '16 GB', laptopType: 'Ultrabook' });
    // A field of the product itself is never overwritten by a specification of the same name.
    expect(data.laptopType).toBe('Business');
    // Listings keep the specifications in `specs` alone.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/product?search=Dell%20XPS' });
    expect(list.json().data.find((p: { _id: string }) => p._id === laptop.id)).not.toHaveProperty('ram');
    // Gone again, so the other tests' listings hold the products they were written for.
    await ctx.database.db.delete(products).where(eq(products.id, laptop.id));
  });

  it('finds a product by its slug and counts the view against its id', async () => {
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, ids.ps5!));
    const before = await viewsOf(ids.ps5!);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/${row!.slug}` });
    expect(res.json().data._id).toBe(ids.ps5);
    await ctx.app.productViews.flush();
    expect(await viewsOf(ids.ps5!)).toBe(before + 1);
  });

  it('writes the views of several products in one go, none of them lost', async () => {
    const watched = [ids.iphone!, ids.s25!, ids.cable!];
    const read = async () =>
      Object.fromEntries(
        (await ctx.database.db.select().from(productStats)).map((p) => [p.productId, p.views] as const),
      );
    const before = await read();
    for (const [i, id] of watched.entries())
      for (let n = 0; n <= i; n += 1) await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
    await ctx.app.productViews.flush();
    const after = await read();
    expect(watched.map((id) => after[id]! - before[id]!)).toEqual([1, 2, 3]);
  });

  it('counts every one of many concurrent views', async () => {
    const before = await viewsOf(ids.legion!);
    await Promise.all(
      Array.from({ length: 25 }, () => ctx.app.inject({ method: 'GET', url: `/api/product/${ids.legion}` })),
    );
    await ctx.app.productViews.flush();
    expect((await viewsOf(ids.legion!)) - before).toBe(25);
  });

  it('writes views to product_stats alone: the product row, its kept JSON and the list version stay as they were', async () => {
    const db = ctx.database.db;
    // xmin is the transaction that wrote a row's current version: any update gives it a new one.
    const template = statementTemplate(
      sql`select
        (select xmin::text from "products" where "id" = ${ids.iphone}) as "product",
        (select xmin::text from "product_json" where "product_id" = ${ids.iphone}) as "json",
        (select "version"::text from "product_list_version") as "version",
        (select count(*)::text from "product_changes") as "changes"`,
      { named: false },
    );
    const state = async () => (await runPreparedOn(db)(template.statement, template.params))[0];
    const before = await state();
    const viewsBefore = await viewsOf(ids.iphone!);
    for (let n = 0; n < 3; n++) await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.iphone}` });
    await ctx.app.productViews.flush();
    expect(await viewsOf(ids.iphone!)).toBe(viewsBefore + 3);
    expect(await state()).toEqual(before);
    // What a shopper reads has the new count all the same.
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.iphone}` });
    expect(res.json().data.views).toBe(viewsBefore + 3);
  });

  it('answers product pages asked for at once, each with its own product, a missing one among them', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const asked = [ids.cable!, ids.ps5!, missing, ids.cable!, ids.iphone!, ids.legion!.toUpperCase()];
    const answers = await Promise.all(
      asked.map((id) => ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 200, 200, 200]);
    expect(answers.map((res) => res.json().data?._id ?? res.json().code)).toEqual([
      ids.cable,
      ids.ps5,
      'PRODUCT_NOT_FOUND',
      ids.cable,
      ids.iphone,
      ids.legion,
    ]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-real-product', "1'; drop table products; --"])(
    'answers 404 PRODUCT_NOT_FOUND for %s',
    async (id) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/product/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    },
  );
});

describe('related, used, most viewed, top exclusive, dealers', () => {
  it('relates products of the same category without the product itself', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/${ids.iphone}/related` });
    expect(res.statusCode).toBe(200);
    const related: { _id: string; category: string }[] = res.json().data;
    expect(related.map((p) => p._id).sort()).toEqual([ids.s25].sort());
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/product/nope/related' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists used products', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product/used' });
    expect(res.json().data.map((p: { _id: string }) => p._id)).toEqual([ids.legion]);
  });

  it('gives the 4 most viewed, most first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/analytics/most-viewed' });
    const body = res.json();
    expect(body.data).toHaveLength(4);
    expect(body.products).toEqual(body.data);
    const views = body.data.map((p: { views: number }) => p.views);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
  });

  it('puts products in stock before more viewed ones that are sold out', async () => {
    type Shown = { _id: string; quantity: number; views: number };
    const mostViewed = async (): Promise<Shown[]> =>
      (await ctx.app.inject({ method: 'GET', url: '/api/analytics/most-viewed' })).json().data;
    const available = (list: Shown[]) => list.map((p) => p.quantity > 0);
    const byViews = (list: Shown[]) =>
      expect(list.map((p) => p.views)).toEqual(list.map((p) => p.views).sort((a, b) => b - a));

    // The tablet is sold out: products in stock come before it, even with fewer views.
    const first = await mostViewed();
    expect(available(first)).toEqual([true, true, true, true]);
    expect(first.map((p) => p._id)).not.toContain(ids.tab);
    byViews(first);

    // With fewer than four in stock, the sold-out ones fill the list, most viewed first.
    const soldOut = [ids.legion, ids.ps5, ids.cable] as string[];
    const db = ctx.database.db;
    await db.update(products).set({ quantity: 0 }).where(inArray(products.id, soldOut));
    try {
      const second = await mostViewed();
      expect(available(second)).toEqual([true, true, false, false]);
      expect(second.slice(0, 2).map((p) => p._id)).toEqual([ids.iphone, ids.s25]);
      byViews(second.slice(2));
    } finally {
      await db.update(products).set({ quantity: 10 }).where(inArray(products.id, soldOut));
    }
  });

  it('gives exclusive products only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/analytics/top-exclusive' });
    expect(res.json().products.map((p: { _id: string }) => p._id)).toEqual([ids.s25]);
  });

  it('lists dealers under data.dealers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dealer' });
    expect(res.json().data.dealers.map((d: { name: string }) => d.name)).toEqual([
      'Apple',
      'Samsung',
      'Sony',
    ]);
  });
});

describe('GET /api/product/suggest', () => {
  it('suggests brands, products and categories for a partial word', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product/suggest?q=sam' });
    const body = res.json().data;
    expect(body.brands).toEqual(['Samsung']);
    expect(body.products.map((p: { _id: string }) => p._id).sort()).toEqual([ids.tab, ids.s25].sort());
  });

  it('suggests a category by its name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product/suggest?q=lapt' });
    expect(res.json().data.categories).toEqual(['Laptop']);
  });

  it('suggests nothing for an empty query', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product/suggest?q=' });
    expect(res.json().data).toEqual({ brands: [], products: [], categories: [] });
  });

  it('names a brand added after the same suggestions were given', async () => {
    const ask = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/product/suggest?q=xiao' })).json().data.brands;
    expect(await ask()).toEqual([]);
    const [added] = await ctx.database.db
      .insert(dealers)
      .values({ name: 'Xiaomi', brief: 'Phones and wearables' })
      .returning();
    try {
      expect(await ask()).toEqual(['Xiaomi']);
    } finally {
      await ctx.database.db.delete(dealers).where(eq(dealers.id, added!.id));
    }
    expect(await ask()).toEqual([]);
  });
});

describe('answers given again from memory', () => {
  it('show a change to the catalog in the very next answer', async () => {
    const query = '?category=Accessories&sort=price-asc';
    const before = await list(query);
    expect(await list(query)).toEqual(before);
    const [cable] = await ctx.database.db.select().from(products).where(eq(products.id, ids.cable!));
    await ctx.database.db
      .update(products)
      .set({ price: cable!.price + 1 })
      .where(eq(products.id, ids.cable!));
    try {
      const after = await list(query);
      const price = (body: typeof before) =>
        (body.data.find((p) => p._id === ids.cable) as unknown as { price: number }).price;
      expect(price(after)).toBe(price(before) + 1);
    } finally {
      await ctx.database.db.update(products).set({ price: cable!.price }).where(eq(products.id, ids.cable!));
    }
  });
});

describe('answers written from the database as JSON text', () => {
  // Strict: a column the database added by mistake would not go unnoticed.
  const product = z.strictObject(productSchema.shape);
  const products = z.array(product);
  const productDetail = z.strictObject(productDetailSchema.shape);
  const envelope = <T extends z.ZodType>(data: T) => z.strictObject({ status: z.literal('success'), data });
  const listing = envelope(products).extend({
    results: z.int(),
    page: z.int(),
    totalPages: z.int(),
    total: z.int(),
    totalExact: z.boolean(),
    hasNextPage: z.boolean(),
    didYouMean: z.string().optional(),
  });
  const analytics = envelope(products).extend({ products });
  const suggestions = envelope(
    z.strictObject({ brands: z.array(z.string()), products, categories: z.array(z.string()) }),
  );

  it.each([
    ['/api/product?category=Mobile&sort=price-desc', listing],
    ['/api/product?search=samsung', listing],
    ['/api/product?limit=2&page=9', listing],
    ['/api/product/used', envelope(products)],
    ['/api/product/suggest?q=sam', suggestions],
    ['/api/analytics/most-viewed', analytics],
    ['/api/analytics/top-exclusive', analytics],
  ] as const)('%s matches its documented schema', async (url, schema) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = schema.safeParse(res.json());
    expect(parsed.error).toBeUndefined();
  });

  it('sends a product and its related products in their documented shape', async () => {
    for (const url of [`/api/product/${ids.iphone}`, `/api/product/${ids.iphone}/related`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const schema = url.endsWith('related') ? envelope(products) : envelope(productDetail);
      expect(schema.safeParse(res.json()).error).toBeUndefined();
    }
  });
});
