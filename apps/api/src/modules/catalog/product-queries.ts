import {
  CATEGORIES,
  type Category,
  expandSearchQuery,
  LIMITS,
  normalizeSearchText,
  type ProductListQuery,
} from '@kahraba/domain';
import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dealers, products } from '../../db/schema.js';
import { escapeLike, orderOf, textCondition, whereOf } from './product-filters.js';
import { type ProductRow, toProductWire } from './product-wire.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listProducts(db: Database, query: ProductListQuery) {
  const where = whereOf(query);
  const offset = (query.page - 1) * query.limit;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const total = totalRow?.n ?? 0;
  const totalPages = Math.ceil(total / query.limit);
  return {
    data: rows.map(toProductWire),
    results: rows.length,
    page: query.page,
    totalPages,
    total,
    hasNextPage: query.page < totalPages,
  };
}

/**
 * Looks a product up by id or slug and counts the view in the same statement, so concurrent views
 * are all counted (the row lock serialises the increments).
 */
export async function viewProduct(db: Database, idOrSlug: string): Promise<ProductRow | undefined> {
  const key = UUID.test(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug);
  const [row] = await db
    .update(products)
    .set({ views: sql`${products.views} + 1` })
    .where(and(key, isNull(products.deletedAt)))
    .returning();
  return row;
}

export async function findProduct(db: Database, idOrSlug: string): Promise<ProductRow | undefined> {
  const key = UUID.test(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug);
  const [row] = await db
    .select()
    .from(products)
    .where(and(key, isNull(products.deletedAt)))
    .limit(1);
  return row;
}

/** Same category, the product itself dropped, the most viewed first (SPEC §7: 4 kept). */
export async function relatedProducts(db: Database, product: ProductRow) {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(eq(products.category, product.category), ne(products.id, product.id), isNull(products.deletedAt)),
    )
    .orderBy(desc(products.views), products.id)
    .limit(LIMITS.related);
  return rows.map(toProductWire);
}

export async function usedProducts(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.used, true), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), products.id)
    .limit(limit);
  return rows.map(toProductWire);
}

export async function mostViewed(db: Database) {
  const rows = await db
    .select()
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(desc(products.views), products.id)
    .limit(LIMITS.mostViewed);
  return rows.map(toProductWire);
}

export async function topExclusive(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.isExclusive, true), isNull(products.deletedAt)))
    .orderBy(desc(products.views), products.id)
    .limit(limit);
  return rows.map(toProductWire);
}

export async function listDealers(db: Database) {
  const rows = await db.select().from(dealers).where(isNull(dealers.deletedAt)).orderBy(dealers.name);
  return rows.map((d) => ({ _id: d.id, name: d.name, brief: d.brief, briefAr: d.briefAr, logo: d.logo }));
}

/** The search box's suggestions: up to 4 brands, 6 products and the categories whose name matches. */
export async function suggest(db: Database, q: string) {
  const text = textCondition(q);
  const words = expandSearchQuery(q).split(' ').filter(Boolean);
  if (!text || words.length === 0) return { brands: [], products: [], categories: [] };
  // Brands come from the short dealers list rather than a scan of every product's brand.
  const brandMatch = or(...words.map((w) => sql`lower(${dealers.name}) like ${`%${escapeLike(w)}%`}`));
  const [brandRows, productRows] = await Promise.all([
    db
      .select({ name: dealers.name })
      .from(dealers)
      .where(and(isNull(dealers.deletedAt), brandMatch))
      .orderBy(dealers.name)
      .limit(LIMITS.suggestBrands),
    db
      .select()
      .from(products)
      .where(and(text, isNull(products.deletedAt)))
      .orderBy(desc(products.views), products.id)
      .limit(LIMITS.suggestProducts),
  ]);
  const categories: Category[] = CATEGORIES.filter((c) => {
    const name = normalizeSearchText(c);
    return words.some((w) => name.includes(w));
  });
  return { brands: brandRows.map((b) => b.name), products: productRows.map(toProductWire), categories };
}
