import { COUNT_BOUND } from '@kahraba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, products } from '../../db/schema.js';
import { createProduct } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { withDerivedFields } from './product-derived.js';

// Search as shoppers type it: ranked by how well the words match, misspellings forgiven, category
// and type words in both languages, "Did you mean …" and counts that stop at a bound.

let ctx: TestContext;
const ids: Record<string, string> = {};

interface Listing {
  data: { _id: string; name: string; price: number }[];
  total: number;
  totalExact: boolean;
  totalPages: number;
  hasNextPage: boolean;
  didYouMean?: string;
  correctedQuery?: string;
}

async function list(query: string): Promise<Listing> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/product${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const search = (text: string, extra = '') => list(`?search=${encodeURIComponent(text)}${extra}`);
const names = (body: Listing) => body.data.map((p) => p.name);

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await db
    .insert(dealers)
    .values(['Apple', 'Samsung', 'Sony', 'Lenovo'].map((name) => ({ name, brief: name, briefAr: name })));
  const made = {
    iphone: await createProduct(db, { name: 'Apple iPhone 17 Pro', brand: 'Apple', views: 10 }),
    iphoneCase: await createProduct(db, {
      name: 'Apple Clear Case for iPhone 17 Pro',
      brand: 'Apple',
      category: 'Accessories',
      productType: 'CaseCover',
      deviceType: null,
      views: 500,
    }),
    galaxy: await createProduct(db, { name: 'Samsung Galaxy S26', brand: 'Samsung', views: 40 }),
    legion: await createProduct(db, {
      name: 'Lenovo Legion 5 Pro',
      brand: 'Lenovo',
      category: 'Laptop',
      productType: 'Laptop',
      deviceType: null,
      laptopType: 'Gaming',
      views: 30,
    }),
    ideapad: await createProduct(db, {
      name: 'Lenovo IdeaPad Slim 3',
      brand: 'Lenovo',
      category: 'Laptop',
      productType: 'Laptop',
      deviceType: null,
      laptopType: 'Student',
      views: 20,
    }),
    redmiPad: await createProduct(db, { name: 'Xiaomi Redmi Pad 2', brand: 'Xiaomi', category: 'Tablet' }),
    sleeve: await createProduct(db, {
      name: 'Tomtoc PadSleeve 11',
      brand: 'Tomtoc',
      category: 'Accessories',
      productType: 'CaseCover',
      deviceType: null,
      views: 1000,
    }),
    buds: await createProduct(db, {
      name: 'Sony WH-1000XM6',
      brand: 'Sony',
      category: 'Audio',
      productType: 'Audio',
      deviceType: null,
      audioType: 'OverEar',
    }),
    charger: await createProduct(db, {
      name: 'Anker Nano 30W',
      brand: 'Anker',
      category: 'Accessories',
      productType: 'Charger',
      deviceType: null,
    }),
    playstation: await createProduct(db, {
      name: 'Sony PlayStation 5 Slim',
      brand: 'Sony',
      category: 'Gaming',
      productType: 'Gaming',
      deviceType: null,
      subType: 'PlayStation',
    }),
  };
  for (const [key, product] of Object.entries(made)) ids[key] = product.id;
});

afterAll(async () => {
  await ctx.close();
});

describe('Best match', () => {
  it('is the order of a search with words: a phone before a more viewed case for it', async () => {
    const body = await search('ايفون');
    expect(names(body)).toEqual(['Apple iPhone 17 Pro', 'Apple Clear Case for iPhone 17 Pro']);
    expect(names(await search('iphone', '&sort=relevance'))).toEqual(names(body));
  });

  it('ranks the whole word in the name above a name word it starts, whatever the views', async () => {
    expect(names(await search('pad'))).toEqual(['Xiaomi Redmi Pad 2', 'Tomtoc PadSleeve 11']);
  });

  it('finds words by their start, as the search box types them', async () => {
    expect(names(await search('legi'))).toEqual(['Lenovo Legion 5 Pro']);
    expect((await search('%')).total).toBe(0);
  });

  it('leaves the other sorts as they were', async () => {
    const body = await search('iphone', '&sort=most-selling');
    expect(names(body)).toEqual(['Apple Clear Case for iPhone 17 Pro', 'Apple iPhone 17 Pro']);
    // Counted from the same matches as the page.
    expect(body).toMatchObject({ total: 2, totalExact: true, totalPages: 1, hasNextPage: false });
  });
});

describe('misspellings', () => {
  it('says which words it searched when it corrected one, and nothing when none was', async () => {
    expect((await search('samsng')).correctedQuery).toBe('samsung');
    expect((await search('samsung')).correctedQuery).toBeUndefined();
  });

  it("ranks a brand's phones before its accessories, and reads Franco-Arabic words", async () => {
    expect(names(await search('apple'))[0]).toBe('Apple iPhone 17 Pro');
    expect(names(await search('garab iphone'))).toContain('Apple Clear Case for iPhone 17 Pro');
  });

  it('forgives one edit in a word of 4 letters or more', async () => {
    expect(names(await search('samsng'))).toEqual(['Samsung Galaxy S26']);
    expect(names(await search('lenvo legion'))).toEqual(['Lenovo Legion 5 Pro']);
    expect(names(await search('سامسونح'))).toEqual(['Samsung Galaxy S26']);
  });

  it('forgives two edits from 8 letters, not three', async () => {
    expect(names(await search('plaistaton'))).toEqual(['Sony PlayStation 5 Slim']);
    expect((await search('plaistatonn')).total).toBe(0);
  });

  it('forgives nothing in a word of 3 letters', async () => {
    expect((await search('sny')).total).toBe(0);
  });

  it('offers "Did you mean" when a search finds nothing', async () => {
    const body = await search('sny');
    expect(body.data).toEqual([]);
    expect(body.didYouMean).toBe('sony');
    // Two edits from "lenovo", which two of the ten products carry: 1 in 20 is enough.
    expect((await search('lnvo')).didYouMean).toBe('lenovo');
    expect((await search(body.didYouMean!)).total).toBe(2);
  });

  it('proposes only words common in the catalog: not a word of one product two edits away', async () => {
    // "samsung" is two edits from "smsng" but in one product of ten here.
    expect((await search('smsng')).didYouMean).toBeUndefined();
  });

  it('offers nothing when nothing is close, nor when the search finds something', async () => {
    expect((await search('qqqqqq')).didYouMean).toBeUndefined();
    expect((await search('samsng')).didYouMean).toBeUndefined();
  });
});

describe('a search as typed (asTyped)', () => {
  it('searches the words without correcting them, and still offers a near common word', async () => {
    const corrected = await search('lenvo legion');
    expect(corrected).toMatchObject({ total: 1, correctedQuery: 'lenovo legion' });
    const typed = await search('lenvo legion', '&asTyped=true');
    expect(typed.total).toBe(0);
    expect(typed.correctedQuery).toBeUndefined();
    expect(typed.didYouMean).toBe('lenovo legion');
    expect((await search('lenvo legion', '&asTyped=false')).total).toBe(1);
  });

  it('counts the filter panels of the words as typed', async () => {
    const facets = async (extra: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/product/facets?search=lenvo${extra}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as { counted: number };
    };
    expect((await facets('')).counted).toBe(2);
    expect((await facets('&asTyped=true')).counted).toBe(0);
  });

  it('refuses a value other than true or false, naming the parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product?search=lenvo&asTyped=1' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('asTyped');
  });
});

describe('category and type words', () => {
  it('finds gaming laptops for "laptop gaming" though their names say neither', async () => {
    expect(names(await search('laptop gaming'))).toEqual(['Lenovo Legion 5 Pro']);
  });

  it('reads "لابتوب" as the Laptop category', async () => {
    expect(names(await search('لابتوب')).sort()).toEqual(['Lenovo IdeaPad Slim 3', 'Lenovo Legion 5 Pro']);
  });

  it('reads "سماعة" as the Audio category and "شاحن" and "charger" as the Charger type', async () => {
    expect(names(await search('سماعة'))).toEqual(['Sony WH-1000XM6']);
    expect(names(await search('شاحن'))).toEqual(['Anker Nano 30W']);
    expect(names(await search('charger'))).toEqual(['Anker Nano 30W']);
  });
});

describe('suggestions', () => {
  const suggest = async (q: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { brands: string[]; categories: string[]; products: { name: string }[] };
  };

  it('suggests brands and categories for an Arabic prefix as for an English one', async () => {
    expect((await suggest('سامس')).brands).toEqual(['Samsung']);
    expect((await suggest('sams')).brands).toEqual(['Samsung']);
    expect((await suggest('لاب')).categories).toEqual(['Laptop']);
    expect((await suggest('lap')).categories).toEqual(['Laptop']);
    expect((await suggest('سماع')).categories).toEqual(['Audio']);
  });
});

describe('counts', () => {
  it('are exact under the bound', async () => {
    const body = await list('?category=Laptop');
    expect(body).toMatchObject({ total: 2, totalExact: true, totalPages: 1, hasNextPage: false });
    expect(await search('zzzz-nothing')).toMatchObject({ total: 0, totalExact: true, totalPages: 0 });
  });

  describe('above the bound', () => {
    beforeAll(async () => {
      const rows = Array.from({ length: COUNT_BOUND + 10 }, (_, i) =>
        withDerivedFields({
          slug: `bulk-cable-${i}`,
          name: `Bulk Cable ${i}`,
          brand: 'Anker',
          category: 'Accessories',
          productType: 'Cable',
          price: 100,
          quantity: 5,
          productCode: `KH-BULK-${i}`,
          image: '/media/products/x.svg',
        }),
      );
      await ctx.database.db.insert(products).values(rows);
    });

    it('say more than the bound, with pages to follow, for listings and searches', async () => {
      for (const body of [
        await list('?productType=Cable'),
        await search('cable'),
        await search('bulk', '&sort=newest'),
      ]) {
        expect(body).toMatchObject({
          total: COUNT_BOUND,
          totalExact: false,
          totalPages: 42,
          hasNextPage: true,
        });
        expect(body.data).toHaveLength(24);
      }
    });

    it('keep a deep page followed by the next one', async () => {
      const body = await list('?productType=Cable&limit=100&page=10');
      expect(body).toMatchObject({ total: 1000, totalExact: false, totalPages: 11, hasNextPage: true });
      const last = await list('?productType=Cable&limit=100&page=11');
      expect(last).toMatchObject({ total: 1010, totalExact: true, hasNextPage: false });
      expect(last.data).toHaveLength(10);
    });
  });
});

describe('a listing with few matches', () => {
  const prices = [900, 150, 700, 150, 300, 1200, 50, 700, 450, 150, 999, 20];
  beforeAll(async () => {
    await ctx.database.db.insert(products).values(
      prices.map((price, i) =>
        withDerivedFields({
          slug: `few-speaker-${i}`,
          name: `Few Speaker ${String.fromCharCode(90 - i)}`,
          brand: 'Fewbrand',
          category: 'Audio',
          productType: 'Speaker',
          price,
          quantity: 3,
          productCode: `KH-FEW-${i}`,
          image: '/media/products/x.svg',
        }),
      ),
    );
  });

  it('is sorted from all its matches, in the order and pages the sort asks, with an exact count', async () => {
    // Fewer matches than FEW_MATCHES: the page is sorted from them rather than read off an index.
    const first = await list('?brand=Fewbrand&sort=price-desc&limit=5');
    const second = await list('?brand=Fewbrand&sort=price-desc&limit=5&page=2');
    const third = await list('?brand=Fewbrand&sort=price-desc&limit=5&page=3');
    expect(first).toMatchObject({ total: 12, totalExact: true, totalPages: 3, hasNextPage: true });
    expect(third).toMatchObject({ total: 12, hasNextPage: false });
    const listed = [...first.data, ...second.data, ...third.data].map((p) => p.price);
    expect(listed).toEqual([...prices].sort((a, b) => b - a));
    const byName = await list('?brand=Fewbrand&sort=name-asc&limit=3');
    expect(byName.data.map((p) => p.name)).toEqual(['Few Speaker O', 'Few Speaker P', 'Few Speaker Q']);
  });
});
