import {
  type AdminProduct,
  type AdminProductListQuery,
  LOW_STOCK_THRESHOLD,
  type Paged,
  type ProductSort,
  type StockAdjustment,
} from '@kahraba/domain';
import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { productStats, products, stockAdjustments, users } from '../../../db/schema.js';
import { whereOf } from '../../catalog/filter-rules.js';
import { type ProductRow, productRowColumns, toProductWire } from '../../catalog/product-wire.js';
import { orderOf } from '../../catalog/sort-rules.js';
import { familyNames } from '../families/queries.js';
import { offsetOf, pageOf } from '../paging.js';
import { personColumns, toPerson } from '../people.js';

/** How many stock adjustments a product's history shows (the newest). */
export const STOCK_HISTORY_LIMIT = 100;

/** A product as the console shows it: the shop's shape, and whether it is running low. */
export function toAdminProduct(row: ProductRow): AdminProduct {
  return { ...toProductWire(row), lowStock: row.quantity <= LOW_STOCK_THRESHOLD };
}

function adminOrderOf(sort: AdminProductListQuery['sort']): SQL[] {
  if (sort === 'stock-asc') return [asc(products.quantity), asc(products.id)];
  if (sort === 'stock-desc') return [desc(products.quantity), asc(products.id)];
  return orderOf(sort as ProductSort | undefined);
}

/** The shop's filters and sorts (deleted products left out, as in the shop), plus low stock. */
export async function listAdminProducts(
  db: Database,
  query: AdminProductListQuery,
): Promise<Paged<AdminProduct>> {
  const where = and(whereOf(query), query.lowStock ? lte(products.quantity, LOW_STOCK_THRESHOLD) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(productRowColumns)
      .from(products)
      .innerJoin(productStats, eq(productStats.productId, products.id))
      .where(where)
      .orderBy(...adminOrderOf(query.sort))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const families = await familyNames(
    db,
    rows.flatMap((r) => (r.familyId ? [r.familyId] : [])),
  );
  return pageOf(
    rows.map((row) => ({
      ...toAdminProduct(row),
      family: row.familyId ? (families.get(row.familyId) ?? null) : null,
    })),
    total?.n ?? 0,
    query,
  );
}

/** The product's stock adjustments, newest first. */
export async function stockHistory(db: Database, productId: string): Promise<StockAdjustment[]> {
  const rows = await db
    .select({ adjustment: stockAdjustments, actor: personColumns() })
    .from(stockAdjustments)
    .innerJoin(users, eq(users.id, stockAdjustments.actorId))
    .where(eq(stockAdjustments.productId, productId))
    .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
    .limit(STOCK_HISTORY_LIMIT);
  return rows.map(({ adjustment, actor }) => ({
    _id: adjustment.id,
    product: adjustment.productId,
    actor: toPerson(actor),
    delta: adjustment.delta,
    quantityAfter: adjustment.quantityAfter,
    reason: adjustment.reason,
    createdAt: adjustment.createdAt.toISOString(),
  }));
}
