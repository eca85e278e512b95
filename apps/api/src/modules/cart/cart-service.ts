import type { Cart } from '@kahraba/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { cartLines } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { availableUnits, heldByOthers } from '../reservations/holds.js';
import { cartLineQuantity, findLiveProduct, loadCart, lockCart, type ProductRow } from './queries.js';

/**
 * Throws unless `wanted` units of the product may sit in this shopper's cart: OUT_OF_STOCK when
 * nothing is left, ONLY_AVAILABLE with the count otherwise.
 */
export async function assertAvailable(
  tx: Transaction,
  userId: string,
  product: ProductRow,
  wanted: number,
): Promise<void> {
  const held = (await heldByOthers(tx, userId, [product.id])).get(product.id) ?? 0;
  const available = availableUnits(product.quantity, held);
  if (available <= 0) throw new AppError('OUT_OF_STOCK', { name: product.name });
  if (wanted > available) throw new AppError('ONLY_AVAILABLE', { count: available });
}

async function productOr404(tx: Transaction, productId: string): Promise<ProductRow> {
  const product = await findLiveProduct(tx, productId);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product;
}

/** Adds to the line's quantity when the product is already in the cart. */
export async function addToCart(
  db: Database,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const product = await productOr404(tx, productId);
    const current = await cartLineQuantity(tx, userId, product.id);
    await assertAvailable(tx, userId, product, current + quantity);
    await tx
      .insert(cartLines)
      .values({ userId, productId: product.id, quantity })
      .onConflictDoUpdate({
        target: [cartLines.userId, cartLines.productId],
        set: { quantity: sql`${cartLines.quantity} + excluded.quantity` },
      });
    return loadCart(tx, userId);
  });
}

/** Sets the line's quantity; the product must already be in the cart. */
export async function updateCartLine(
  db: Database,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const product = await productOr404(tx, productId);
    const current = await cartLineQuantity(tx, userId, product.id);
    if (current === 0) throw new AppError('CART_ITEM_NOT_FOUND');
    await assertAvailable(tx, userId, product, quantity);
    await tx
      .update(cartLines)
      .set({ quantity })
      .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, product.id)));
    return loadCart(tx, userId);
  });
}

/**
 * Removing a product that is not (or no longer) in the cart answers the cart as it is, so a
 * double click or a retry is harmless; an unknown product is still a 404.
 */
export async function removeFromCart(db: Database, userId: string, productId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const product = await productOr404(tx, productId);
    await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.productId, product.id)));
    return loadCart(tx, userId);
  });
}

export async function clearCart(db: Database, userId: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    return loadCart(tx, userId);
  });
}
