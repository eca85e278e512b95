import {
  CATEGORIES,
  PRODUCT_SORTS,
  type ProductListQuery,
  type ProductListQueryInput,
  productFacetsQuerySchema,
  productListQuerySchema,
} from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, runPreparedOn } from '../../db/client.js';
import { mulberry32 } from '../../db/seed/prng.js';
import { seedDatabase } from '../../db/seed.js';
import { createProduct } from '../../test/factories.js';
import { listBothWays } from '../../test/listing-both-ways.js';
import { createTestDatabase } from '../../test/test-app.js';
import { jsonTextOf } from './json-text.js';
import { ListingIndex } from './listing-index.js';
import { productFacets } from './product-facets.js';
import { readListVersion, suggest, suggestionTerms } from './product-queries.js';
import { similarity, trigrams } from './search-index/search-words.js';
import { planSearch } from './search-plan.js';

// Searches answered by the listing index must be exactly the database's answers: the same matches
// in the same order ("Best match" included), the same counts and the same "Did you mean".

let handle: DatabaseHandle;

const parse = (input: ProductListQueryInput): ProductListQuery => productListQuerySchema.parse(input);

// Brands, product lines, category and type words in both scripts, words of names and of
// specifications, prefixes, misspellings, single letters and words no product has.
const WORDS = [
  'samsung',
  'sams',
  'samsng',
  'galaxy',
  'iphone',
  'iphne',
  'ايفون',
  'apple',
  'laptop',
  'لابتوب',
  'gaming',
  'جيمنج',
  'charger',
  'شاحن',
  'سماعة',
  'headphones',
  'case',
  'جراب',
  'cover',
  'pro',
  'max',
  'ultra',
  'lenovo',
  'legion',
  'cable',
  'usb',
  'black',
  '256gb',
  '17',
  's',
  'a',
  'س',
  'x',
  'watch',
  'ساعة',
  'anker',
  'sony',
  'tablet',
  'zzzzzz',
  'caf',
  'lenvo',
  'galxy',
  'headphons',
  'charjer',
  'شاحم',
  'سامسونح',
];

function randomSearch(next: () => number): ProductListQueryInput {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const maybe = (share: number) => next() < share;
  const words = [pick(WORDS), ...(maybe(0.4) ? [pick(WORDS)] : []), ...(maybe(0.1) ? [pick(WORDS)] : [])];
  return {
    search: words.join(' '),
    category: maybe(0.2) ? pick(CATEGORIES) : undefined,
    sort: maybe(0.5) ? undefined : pick(PRODUCT_SORTS),
    priceMin: maybe(0.15) ? Math.round(next() * 20_000) : undefined,
    inStock: maybe(0.1) ? pick(['in', 'out'] as const) : undefined,
    page: maybe(0.3) ? 1 + Math.floor(next() * 4) : undefined,
    limit: pick([1, 5, 12, 24]),
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await seedDatabase(db, { products: 300, seed: 23 });
  // Names whose words the regular expressions of "Best match" split in their own way, brands
  // spelt in capitals, and ties in units sold and views that in-stock, views and id must break.
  await createProduct(db, { name: 'USB_C Cable Pro', brand: 'Anker', category: 'Accessories' });
  await createProduct(db, { name: 'ProMax Case for iPhone 17', brand: 'Spigen', category: 'Accessories' });
  await createProduct(db, { name: 'Samsung Samsung Duo', brand: 'SAMSUNG', quantity: 0 });
  await createProduct(db, { name: 'Clear Case', brand: 'Qorvex', category: 'Accessories', sold: 5 });
  await createProduct(db, {
    name: 'Tough Armor Case',
    nameAr: 'جراب مثل qorvex',
    brand: 'Otterbox',
    category: 'Accessories',
    sold: 900,
  });
  await db.execute(sql`update product_stats set sold = 3, views = 9
    where product_id in (select id from products order by id limit 60)`);
  await db.execute(sql`update products set deleted_at = now()
    where id in (select id from products order by slug desc limit 10)`);
}, 120_000);
afterAll(() => handle.close());

const bothWays = (index: ListingIndex, input: ProductListQueryInput) => listBothWays(handle.db, index, input);

describe('searches from the listing index', () => {
  it('answers 400 searches exactly as the database does, in every sort', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000, chunk: 9 });
    await index.ready();
    const next = mulberry32(5);
    let found = 0;
    let ranked = 0;
    for (let n = 0; n < 400; n++) {
      const input = randomSearch(next);
      const { indexed, database } = await bothWays(index, input);
      expect(indexed, JSON.stringify(input)).toEqual(database);
      if (database.results > 1) found++;
      if (database.results > 1 && input.sort === undefined) ranked++;
    }
    // The mix must reach pages of several products, ranked ones among them.
    expect(found).toBeGreaterThan(120);
    expect(ranked).toBeGreaterThan(60);
  }, 180_000);

  it('ranks the whole word in a name before a name word it starts, and in-stock products first', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const { indexed, database } = await bothWays(index, { search: 'pro cable', limit: 3 });
    expect(indexed).toEqual(database);
    const names = (JSON.parse(jsonTextOf(indexed!.dataJson)) as { name: string }[]).map((p) => p.name);
    expect(names[0]).toBe('USB_C Cable Pro');
  });

  it('ranks a product of the brand typed before one that only mentions it, however well it sells', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const { indexed, database } = await bothWays(index, { search: 'qorvex' });
    expect(indexed).toEqual(database);
    const names = (JSON.parse(jsonTextOf(indexed!.dataJson)) as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['Clear Case', 'Tough Armor Case']);
  });

  it('offers "Did you mean" for a misspelling that finds nothing, as the database does', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const { indexed, database } = await bothWays(index, { search: 'zzzzzz samsng' });
    expect(indexed).toEqual(database);
    expect(indexed?.total).toBe(0);
  });

  it('ranks the model whose name has the words side by side first, then cases for it', async () => {
    await createProduct(handle.db, {
      name: 'Zentra Pad Mini (Z1 Pro) 128GB',
      brand: 'Zentra',
      category: 'Tablet',
      views: 900,
    });
    await createProduct(handle.db, {
      name: 'Zentra Pad Pro 11-inch 256GB',
      brand: 'Zentra',
      category: 'Tablet',
    });
    await createProduct(handle.db, {
      name: 'Folio Case for Zentra Pad Pro 11-inch',
      brand: 'Zentra',
      category: 'Accessories',
      productType: 'CaseCover',
      deviceType: null,
      views: 500,
    });
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    for (const search of ['zentra pad pro', 'pad pro', 'pad zentra pro']) {
      const { indexed, database } = await bothWays(index, { search });
      expect(indexed, search).toEqual(database);
    }
    const names = async (search: string) =>
      (
        JSON.parse(jsonTextOf((await bothWays(index, { search })).indexed!.dataJson)) as { name: string }[]
      ).map((p) => p.name);
    expect(await names('zentra pad pro')).toEqual([
      'Zentra Pad Pro 11-inch 256GB',
      'Folio Case for Zentra Pad Pro 11-inch',
      'Zentra Pad Mini (Z1 Pro) 128GB',
    ]);
    // Out of order, no two words are side by side: the device first, the most viewed of them.
    expect((await names('pad zentra pro'))[0]).toBe('Zentra Pad Mini (Z1 Pro) 128GB');
  });

  it('proposes no rare word two edits away ("ثلاجة" is not "ثلجي"), and common ones still', async () => {
    for (let n = 0; n < 3; n++)
      await createProduct(handle.db, {
        name: `Frost Case ${n}`,
        nameAr: `جراب ازرق ثلجي ${n}`,
        category: 'Accessories',
      });
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    for (const search of ['ثلاجة', 'ثلاجه', 'smsng', 'سمسونح']) {
      const { indexed, database } = await bothWays(index, { search });
      expect(indexed, search).toEqual(database);
      expect(database.total, search).toBe(0);
    }
    expect((await bothWays(index, { search: 'ثلاجة' })).database.didYouMean).toBeUndefined();
    expect((await bothWays(index, { search: 'smsng' })).database.didYouMean).toBe('samsung');
    expect((await bothWays(index, { search: 'سمسونح' })).database.didYouMean).toBe('سامسونج');
    // Within the edits a correction forgives, the Arabic spelling is read as the brand.
    expect((await bothWays(index, { search: 'سامسونح' })).database.correctedQuery).toBe('samsung');
  });

  it('searches the words as typed when asked, as the database does', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const corrected = await bothWays(index, { search: 'samsng galaxy' });
    expect(corrected.indexed).toEqual(corrected.database);
    expect(corrected.database.correctedQuery).toBe('samsung galaxy');
    const typed = await bothWays(index, { search: 'samsng galaxy', asTyped: true });
    expect(typed.indexed).toEqual(typed.database);
    expect(typed.database).toMatchObject({ total: 0, didYouMean: 'samsung galaxy' });
    expect(typed.database.correctedQuery).toBeUndefined();
  });

  it('ranks a word of ASCII and other letters as the database does, or leaves it to the database', async () => {
    // "proж": under the C locale the regular expressions' word ends inside it, and the index
    // leaves "Best match" to the database; under a language locale it is one word.
    await createProduct(handle.db, { name: 'Proж Cable', brand: 'Anker', category: 'Accessories' });
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const version = await readListVersion(handle.db);
    // Whether this database's regular expressions take ж for a word character (not under C).
    const [row] = await runPreparedOn(handle.db)({ text: `select 'ж' ~ '^\\w$' as "wide"` }, []);
    const wide = row?.wide === true;
    const plan = await index.searchPlan('proж');
    expect(index.page(parse({ search: 'proж' }), version, plan) === undefined).toBe(!wide);
    // Any other sort needs no ranking, and is answered.
    const byName = await bothWays(index, { search: 'proж', sort: 'name-asc' });
    expect(byName.indexed).toEqual(byName.database);
    expect(byName.indexed?.results).toBe(1);
  });

  it('suggests the brands and products the database suggests, for prefixes in both scripts', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const version = await readListVersion(handle.db);
    const typed = WORDS.flatMap((word) => [...word].map((_, n) => word.slice(0, n + 1)));
    let withBrands = 0;
    let withProducts = 0;
    for (const q of [...new Set([...typed, 'samsung gal', 'سامس', 'انك', 'pro ma'])]) {
      const terms = suggestionTerms(q);
      const found = index.suggestions(terms, version);
      const pieces = found && (await index.products(found.page));
      const productsJson = pieces && jsonTextOf(pieces);
      const database = await suggest(handle.db, q);
      expect({ brands: found?.brands, productsJson }, q).toEqual({
        brands: database.brands,
        productsJson: database.productsJson,
      });
      if (database.brands.length > 0) withBrands++;
      if (database.productsJson !== '[]') withProducts++;
    }
    expect(withBrands).toBeGreaterThan(20);
    expect(withProducts).toBeGreaterThan(60);
  });

  it('plans misspelt words as the database does: the same nearest words, corrections and "Did you mean"', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000 });
    await index.ready();
    const rows = await runPreparedOn(handle.db)({ text: 'select "word" from "search_words" order by 1' }, []);
    const vocabulary = rows.map((r) => String(r.word)).filter((w) => [...w].length >= 3);
    const next = mulberry32(99);
    // Each catalog word with a letter dropped, doubled, swapped or replaced, in both scripts.
    const typed = vocabulary.map((word) => {
      const letters = [...word];
      const at = Math.floor(next() * letters.length);
      const kind = Math.floor(next() * 4);
      if (kind === 0) letters.splice(at, 1);
      else if (kind === 1) letters.splice(at, 0, letters[at]!);
      else if (kind === 2) [letters[at], letters[0]] = [letters[0]!, letters[at]!];
      else letters[at] = 'ق';
      return letters.join('');
    });
    let corrected = 0;
    for (const text of [...typed, 'zzzzzz', 'samsng galxy', 'ايفوم 17']) {
      const inMemory = await index.searchPlan(text);
      expect(inMemory, text).toEqual(await planSearch(handle.db, text));
      if (inMemory.words.some((w) => w.corrections.length > 0)) corrected++;
    }
    expect(corrected).toBeGreaterThan(typed.length / 4);
  }, 120_000);

  it('measures trigram similarity as pg_trgm does, in both scripts', async () => {
    const [{ wide } = {}] = await runPreparedOn(handle.db)({ text: `select 'ب' ~ '\\w' as "wide"` }, []);
    const pairs: [string, string][] = [
      ['samsng', 'samsung'],
      ['iphne', 'iphone'],
      ['17', '17pro'],
      ['سامسونح', 'سامسونج'],
      ['شاحن', 'شاحن'],
      ['usb_c', 'usb'],
      ['a', 'b'],
      ['galaxy s26', 'galaxy'],
    ];
    const [row] = await runPreparedOn(handle.db)(
      {
        text: 'select array_agg(similarity(a, b) order by n) as "values" from unnest($1::text[], $2::text[]) with ordinality as p(a, b, n)',
      },
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    // Read as text, a 4-byte float is its shortest spelling: rounded back to 4 bytes to compare.
    const fromDatabase = ((row?.values as number[] | undefined) ?? []).map((v) => Math.fround(Number(v)));
    const here = pairs.map(([a, b]) => similarity(trigrams(a, wide === true), trigrams(b, wide === true)));
    expect(here).toEqual(fromDatabase);
    expect(here[0]).toBeGreaterThan(0.3);
  });

  it('counts the filter panels of 200 searches exactly as the database does', async () => {
    const index = new ListingIndex(handle.db, { viewsMaxAgeMs: 60_000, chunk: 9 });
    await index.ready();
    const version = await readListVersion(handle.db);
    const next = mulberry32(17);
    let withBrands = 0;
    for (let n = 0; n < 200; n++) {
      const { sort: _sort, page: _page, limit: _limit, ...input } = randomSearch(next);
      const query = productFacetsQuerySchema.parse(input);
      const plan = await index.searchPlan(String(input.search));
      const fromIndex = index.facets(query, version, plan);
      expect(fromIndex, JSON.stringify(input)).toEqual(await productFacets(handle.db, query));
      if ((fromIndex?.brands.length ?? 0) > 1) withBrands++;
    }
    expect(withBrands).toBeGreaterThan(50);
  }, 120_000);
});
