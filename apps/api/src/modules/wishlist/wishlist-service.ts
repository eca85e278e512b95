import { LIMITS, type Wishlist } from '@kahraba/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, users, wishlistItems } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findLiveProduct, isUuid } from '../cart/queries.js';
import { loadWishlist, wishlistSize } from './queries.js';

/**
 * Saves a product for the shopper. Saving one already saved answers the list as it is, so a
 * double tap or a retry after signing in is harmless.
 */
export async function addToWishlist(db: Database, userId: string, productId: string): Promise<Wishlist> {
  return db.transaction(async (tx) => {
    // One shopper's saves run one after the other, so two taps cannot both pass the size check.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const product = await findLiveProduct(tx, productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const [saved] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
    if (!saved) {
      if ((await wishlistSize(tx, userId)) >= LIMITS.wishlistMax) {
        throw new AppError('WISHLIST_FULL', { max: LIMITS.wishlistMax });
      }
      await tx.insert(wishlistItems).values({ userId, productId: product.id }).onConflictDoNothing();
    }
    return loadWishlist(tx, userId);
  });
}

/**
 * Takes a product off the list. One not on it is no error (a retry is harmless), and a product
 * deleted from the shop can still be taken off; only an id no product ever had is a 404.
 */
export async function removeFromWishlist(db: Database, userId: string, productId: string): Promise<Wishlist> {
  return db.transaction(async (tx) => {
    if (!isUuid(productId)) throw new AppError('PRODUCT_NOT_FOUND');
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, product.id)));
    return loadWishlist(tx, userId);
  });
}
