import type { FamilyListQuery, FamilySummary } from '@kahraba/domain';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { productFamilies, products } from '../../../db/schema.js';
import { escapeLike } from '../../catalog/search-plan.js';

/** How many families the console's picker offers for one search. */
export const FAMILY_PICKER_LIMIT = 50;

type FamilyRow = typeof productFamilies.$inferSelect;

export function toFamilySummary(row: FamilyRow, variantCount: number): FamilySummary {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    brand: row.brand,
    axes: row.axes,
    valueNamesAr: row.valueNamesAr,
    variantCount,
  };
}

/** Families whose name or brand holds the search, by name, each with its live variant count. */
export async function listFamilies(db: Database, query: FamilyListQuery): Promise<FamilySummary[]> {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const rows = await db
    .select({ family: productFamilies, variants: count(products.id) })
    .from(productFamilies)
    .leftJoin(products, and(eq(products.familyId, productFamilies.id), isNull(products.deletedAt)))
    .where(
      pattern ? or(ilike(productFamilies.name, pattern), ilike(productFamilies.brand, pattern)) : undefined,
    )
    .groupBy(productFamilies.id)
    .orderBy(asc(productFamilies.name), asc(productFamilies.id))
    .limit(FAMILY_PICKER_LIMIT);
  return rows.map((r) => toFamilySummary(r.family, r.variants));
}

/** The names of the given families, for the console's product list. */
export async function familyNames(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, { name: string; nameAr: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productFamilies.id, name: productFamilies.name, nameAr: productFamilies.nameAr })
    .from(productFamilies)
    .where(inArray(productFamilies.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, nameAr: r.nameAr }]));
}

/** A live product with these options in the family, other than `exceptId`. */
export async function siblingWithOptions(
  db: Database | Transaction,
  familyId: string,
  options: Record<string, string>,
  exceptId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.familyId, familyId),
        isNull(products.deletedAt),
        sql`${products.options} = ${JSON.stringify(options)}::jsonb`,
        sql`${products.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row?.id;
}
