import { LIMITS } from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reservations } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { assertAvailable } from '../cart/cart-service.js';
import { cartLineQuantity, findLiveProduct } from '../cart/queries.js';

export interface ReservationView {
  productId: string;
  quantity: number;
  expiresAt: string;
}

/**
 * Holds the cart quantity of one product for this shopper for LIMITS.reservationMinutes. The
 * product row is locked so two shoppers cannot both reserve the last units; calling again
 * refreshes the hold (one row per shopper and product).
 */
export async function reserveProduct(
  db: Database,
  userId: string,
  productId: string,
): Promise<ReservationView> {
  return db.transaction(async (tx) => {
    const product = await findLiveProduct(tx, productId, { lock: true });
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const quantity = await cartLineQuantity(tx, userId, product.id);
    if (quantity === 0) throw new AppError('CART_ITEM_NOT_FOUND');
    await assertAvailable(tx, userId, product, quantity);
    const expiresAt = sql`now() + make_interval(mins => ${LIMITS.reservationMinutes})`;
    const [row] = await tx
      .insert(reservations)
      .values({ userId, productId: product.id, quantity, expiresAt })
      .onConflictDoUpdate({
        target: [reservations.userId, reservations.productId],
        set: { quantity, expiresAt },
      })
      .returning({ expiresAt: reservations.expiresAt });
    return { productId: product.id, quantity, expiresAt: row!.expiresAt.toISOString() };
  });
}
