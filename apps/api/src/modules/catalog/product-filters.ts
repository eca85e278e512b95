import {
  type Category,
  categoriesForFilter,
  expandSearchQuery,
  type ProductSort,
  type TypeField,
  typeFieldFor,
} from '@kahraba/domain';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema.js';

export interface ProductFilters {
  category?: Category | undefined;
  brand?: readonly string[] | undefined;
  productType?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  rating?: number | undefined;
  inStock?: 'in' | 'out' | undefined;
  discount?: 'yes' | 'no' | undefined;
  used?: boolean | undefined;
  isNew?: boolean | undefined;
  exclusive?: boolean | undefined;
  q?: string | undefined;
  search?: string | undefined;
}

export const TYPE_COLUMNS: Record<TypeField, AnyPgColumn> = {
  deviceType: products.deviceType,
  laptopType: products.laptopType,
  productType: products.productType,
  wearableType: products.wearableType,
  audioType: products.audioType,
  subType: products.subType,
};

/** The rating a card shows (domain displayRating), in SQL so the minimum-rating filter agrees with it. */
export const displayRatingSql = sql<number>`coalesce(${products.rating}, case when ${products.views} > 0 then round(least(5, 3.5 + ${products.views} / 50.0), 1) else 4 end)`;

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every word of the query must occur in the folded name/brand/category text (trigram-indexed). */
export function textCondition(query: string): SQL | undefined {
  const words = expandSearchQuery(query).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${products.searchText} like ${`%${escapeLike(word)}%`}`));
}

export function whereOf(f: ProductFilters): SQL {
  const conditions: (SQL | undefined)[] = [isNull(products.deletedAt)];
  if (f.category) conditions.push(inArray(products.category, [...categoriesForFilter(f.category)]));
  if (f.brand && f.brand.length > 0) conditions.push(inArray(products.brand, [...f.brand]));
  if (f.productType) {
    const field = typeFieldFor(f.productType, f.category);
    conditions.push(field ? eq(TYPE_COLUMNS[field], f.productType) : sql`false`);
  }
  if (f.priceMin !== undefined) conditions.push(gte(products.price, f.priceMin));
  if (f.priceMax !== undefined) conditions.push(lte(products.price, f.priceMax));
  if (f.rating !== undefined) conditions.push(sql`${displayRatingSql} >= ${f.rating}`);
  if (f.inStock === 'in') conditions.push(gt(products.quantity, 0));
  if (f.inStock === 'out') conditions.push(eq(products.quantity, 0));
  if (f.discount === 'yes') conditions.push(gt(products.discountPercent, 0));
  if (f.discount === 'no') conditions.push(eq(products.discountPercent, 0));
  if (f.used !== undefined) conditions.push(eq(products.used, f.used));
  if (f.isNew !== undefined) conditions.push(eq(products.isNew, f.isNew));
  if (f.exclusive !== undefined) conditions.push(eq(products.isExclusive, f.exclusive));
  const text = [f.q, f.search].filter(Boolean).join(' ');
  if (text) conditions.push(textCondition(text));
  return and(...conditions)!;
}

/** Each sort ends on the id so pages never repeat or skip a product when values tie. */
export function orderOf(sort: ProductSort | undefined): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'price-asc':
    case 'price-low':
      return [asc(products.price), asc(products.id)];
    case 'price-desc':
    case 'price-high':
      return [desc(products.price), asc(products.id)];
    case 'name-asc':
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'name-desc':
      return [desc(products.name), asc(products.id)];
    case 'most-selling':
      return [desc(products.views), asc(products.id)];
    case 'discount':
      return [desc(products.discountPercent), asc(products.id)];
    default:
      return [desc(products.createdAt), asc(products.id)];
  }
}
