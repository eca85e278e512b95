import { type Cart, type CartItem, cartTotals, effectivePrice } from '@kahraba/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { cartLines, carts, products } from '../../db/schema.js';

type Executor = Database | Transaction;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs can name no row; answering "not found" early keeps them out of SQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export type ProductRow = typeof products.$inferSelect;

/** A live (not deleted) product by id, optionally locked for the rest of the transaction. */
export async function findLiveProduct(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ProductRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function cartLineQuantity(db: Executor, userId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
  return row?.quantity ?? 0;
}

/**
 * Creates the shopper's cart row if missing and locks it, so one shopper's concurrent cart writes
 * and checkouts run one after the other (different shoppers never wait on each other here).
 */
export async function lockCart(tx: Transaction, userId: string): Promise<{ discount: number }> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ discount: carts.discount })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  return { discount: row?.discount ?? 0 };
}

export interface CartLineRow {
  product: ProductRow;
  quantity: number;
}

/** The cart's lines in the order they were added; lines of deleted products are left out. */
export async function cartLineRows(db: Executor, userId: string): Promise<CartLineRow[]> {
  const rows = await db
    .select({ product: products, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), isNull(products.deletedAt)))
    .orderBy(asc(cartLines.addedAt), asc(products.id));
  return rows;
}

export async function cartDiscount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ discount: carts.discount }).from(carts).where(eq(carts.userId, userId));
  return row?.discount ?? 0;
}

function toCartItem(line: CartLineRow): CartItem {
  const p = line.product;
  return {
    product: {
      _id: p.id,
      name: p.name,
      nameAr: p.nameAr,
      brand: p.brand,
      image: p.image,
      price: p.price,
      priceAfterDiscount: p.priceAfterDiscount,
      quantity: p.quantity,
      category: p.category as CartItem['product']['category'],
    },
    quantity: line.quantity,
    price: effectivePrice(p),
  };
}

/** The cart as the API sends it (SPEC §3): lines, the discount percent and totals in EGP. */
export function toCartWire(lines: readonly CartLineRow[], discount: number): Cart {
  const totals = cartTotals(
    lines.map((l) => ({ unitPrice: effectivePrice(l.product), quantity: l.quantity })),
    discount,
  );
  return { items: lines.map(toCartItem), discount, ...totals };
}

export async function loadCart(db: Executor, userId: string): Promise<Cart> {
  const [lines, discount] = await Promise.all([cartLineRows(db, userId), cartDiscount(db, userId)]);
  return toCartWire(lines, discount);
}
