import { randomUUID } from 'node:crypto';
import { LIMITS } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStats, products } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { type NewProduct, withDerivedFields } from './product-derived.js';

// Suggestions pick the most viewed matches whether the typed word is in a few products (their
// matches sorted) or in hundreds (the views index walked): both ways must give the same order.

let ctx: TestContext;

function phone(name: string, brand: string, views: number): NewProduct & { views: number } {
  const id = randomUUID().slice(0, 8);
  const values = withDerivedFields({
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${id}`,
    name,
    brand,
    category: 'Mobile',
    productType: 'MobileTablet',
    deviceType: 'Mobile',
    description: 'A phone for tests.',
    price: 10_000,
    quantity: 10,
    productCode: `KH-SUG-${id}`,
    image: '/media/products/mobile-samsung-0.svg',
    images: ['/media/products/mobile-samsung-0.svg'],
    specs: {},
  });
  return { ...values, views };
}

beforeAll(async () => {
  ctx = await createTestApp();
  // A common word: in more products than the rare bound (500).
  const common = Array.from({ length: 620 }, (_, i) => phone(`Oppo Reno ${i}`, 'Oppo', (i * 37) % 620));
  // A rare one, in three, one of them hardly viewed.
  const rare = [
    phone('Zte Blade A', 'Zte', 5),
    phone('Zte Blade B', 'Zte', 900),
    phone('Zte Blade C', 'Zte', 40),
  ];
  const phones = [...common, ...rare];
  const added = await ctx.database.db
    .insert(products)
    .values(phones.map(({ views: _views, ...values }) => values))
    .returning({ id: products.id, slug: products.slug });
  // Their views live in product_stats (decision 0029), added at zero with each product.
  const viewsBySlug = new Map(phones.map((p) => [p.slug, p.views]));
  for (const { id, slug } of added)
    await ctx.database.db
      .update(productStats)
      .set({ views: viewsBySlug.get(slug)! })
      .where(eq(productStats.productId, id));
});
afterAll(() => ctx.close());

async function suggestedViews(q: string): Promise<number[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.products.map((p: { views: number }) => p.views);
}

describe('suggested products', () => {
  it('are the most viewed of a common word, most first', async () => {
    expect(await suggestedViews('opp')).toEqual(
      [619, 618, 617, 616, 615, 614].slice(0, LIMITS.suggestProducts),
    );
  });

  it('are every match of a rare word, most viewed first', async () => {
    expect(await suggestedViews('zte')).toEqual([900, 40, 5]);
  });

  it('are none for a word nothing has', async () => {
    expect(await suggestedViews('qqqq')).toEqual([]);
  });
});
