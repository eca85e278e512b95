import type { AdminProduct, ProductWritePayload, StockAdjustmentPayload } from '@kahraba/domain';
import { and, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { products, stockAdjustments } from '../../../db/schema.js';
import { productCode } from '../../../db/seed/catalog.js';
import { kebab } from '../../../db/seed/catalog-text.js';
import { AppError } from '../../../http/app-error.js';
import { findLiveProduct } from '../../cart/queries.js';
import { withDerivedFields } from '../../catalog/product-derived.js';
import { type ProductRow, withCounts } from '../../catalog/product-wire.js';
import { writeAudit } from '../audit.js';
import { formColumns } from './product-columns.js';
import { toAdminProduct } from './queries.js';

/** The stock column is a 4-byte integer; beyond it the database would fail the update. */
const MAX_STOCK = 2_147_483_647;

/** Two staff creating products at the same moment can draw the same slug or code; each retry draws again. */
const INSERT_ATTEMPTS = 5;

/** The product's name as a slug, like the seed's; `-2`, `-3`... when a live product has it already. */
async function freeSlug(tx: Transaction, name: string): Promise<string> {
  const base = kebab(name) || 'product';
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    // kebab() leaves only [a-z0-9-], so `base` holds no LIKE wildcards.
    .where(and(isNull(products.deletedAt), or(eq(products.slug, base), like(products.slug, `${base}-%`))));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * The next product code, numbered on from the highest ever given (deleted products included, so
 * an old order's code never comes back on another product).
 */
async function nextProductCode(tx: Transaction, category: ProductWritePayload['category']): Promise<string> {
  const [row] = await tx
    .select({
      highest: sql<
        string | null
      >`max((substring(${products.productCode} from ${'^KH-[A-Z]{3}-(\\d+)$'}))::bigint)`,
    })
    .from(products);
  return productCode(category, Number(row?.highest ?? 0) + 1);
}

export async function createProduct(
  db: Database,
  actorId: string,
  payload: ProductWritePayload,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const columns = formColumns(payload);
    for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
      const [row] = await tx
        .insert(products)
        .values(
          withDerivedFields({
            ...columns,
            slug: await freeSlug(tx, payload.name),
            productCode: await nextProductCode(tx, payload.category),
            quantity: payload.quantity,
          }),
        )
        // A clash on the slug or code index (a concurrent create took it): draw both again.
        .onConflictDoNothing()
        .returning();
      if (row) {
        // Just added: nobody has viewed or bought it yet.
        const created = toAdminProduct({ ...row, views: 0, sold: 0 });
        await writeAudit(tx, {
          actorId,
          action: 'product.create',
          entityId: row.id,
          before: null,
          after: created,
        });
        return created;
      }
    }
    throw new Error('could not find a free slug and product code');
  });
}

async function lockProduct(tx: Transaction, id: string): Promise<ProductRow> {
  const product = await findLiveProduct(tx, id, { lock: true });
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return withCounts(tx, product);
}

/**
 * Replaces what the form sets. The slug and code stay (links and past orders use them) and so
 * does the stock, which only stock adjustments change.
 */
export async function updateProduct(
  db: Database,
  actorId: string,
  id: string,
  payload: ProductWritePayload,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    const changes = formColumns(payload);
    const { discountPercent, searchText, specFacets } = withDerivedFields({ ...current, ...changes });
    const [row] = await tx
      .update(products)
      .set({ ...changes, discountPercent, searchText, specFacets, updatedAt: sql`now()` })
      .where(eq(products.id, current.id))
      .returning();
    const updated = toAdminProduct({ ...row!, views: current.views, sold: current.sold });
    await writeAudit(tx, {
      actorId,
      action: 'product.update',
      entityId: current.id,
      before: toAdminProduct(current),
      after: updated,
    });
    return updated;
  });
}

/**
 * Takes a product off the shop. The row stays (soft delete): past orders' lines and trade-ins
 * still point at it, and their snapshots keep showing what was bought.
 */
export async function deleteProduct(db: Database, actorId: string, id: string): Promise<{ _id: string }> {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    await tx
      .update(products)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(products.id, current.id));
    await writeAudit(tx, {
      actorId,
      action: 'product.delete',
      entityId: current.id,
      before: toAdminProduct(current),
      after: null,
    });
    return { _id: current.id };
  });
}

/** Adds or removes units with the reason staff give; the row lock keeps concurrent changes exact. */
export async function adjustStock(
  db: Database,
  actorId: string,
  id: string,
  payload: StockAdjustmentPayload,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    const quantityAfter = current.quantity + payload.delta;
    if (quantityAfter < 0) throw new AppError('STOCK_BELOW_ZERO', { count: current.quantity });
    if (quantityAfter > MAX_STOCK) {
      throw new AppError('VALIDATION_ERROR', {}, { issues: [{ path: 'delta', message: 'stockTooLarge' }] });
    }
    const [row] = await tx
      .update(products)
      .set({ quantity: quantityAfter, updatedAt: sql`now()` })
      .where(eq(products.id, current.id))
      .returning();
    await tx.insert(stockAdjustments).values({
      productId: current.id,
      actorId,
      delta: payload.delta,
      quantityAfter,
      reason: payload.reason,
    });
    await writeAudit(tx, {
      actorId,
      action: 'product.stock',
      entityId: current.id,
      before: { quantity: current.quantity },
      after: { quantity: quantityAfter, delta: payload.delta, reason: payload.reason },
    });
    return toAdminProduct({ ...row!, views: current.views, sold: current.sold });
  });
}
