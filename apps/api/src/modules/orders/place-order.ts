import {
  cartTotals,
  deliveryWindow,
  effectivePrice,
  generateOrderNumber,
  type Order,
  type OrderPayload,
  orderTotal,
  termsFor,
} from '@kahraba/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { cartLines, orderLines, orders, productStats, products } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { cartLineRows, lockCart } from '../cart/queries.js';
import { cappedAt, couponLinesOf, priceCoupon } from '../coupons/price-coupon.js';
import { redeemCoupon } from '../coupons/redemptions.js';
import { zoneTermsFor } from '../delivery/zones.js';
import { priceInstallment } from '../installments/price-installment.js';
import { type MessageContext, tellOrderPlaced } from '../notifications/notify.js';
import { availableUnits, consumeReservations, heldByOthers } from '../reservations/holds.js';
import { findOrderByIdempotencyKey, type OrderRow, orderDetail } from './queries.js';
import { shippingDestination } from './shipping-destination.js';
import { recordStatusChange } from './status-history.js';

export interface PlacedOrder {
  order: Order;
  /** False when an earlier request with the same Idempotency-Key already placed it. */
  created: boolean;
}

const ORDER_NUMBER_ATTEMPTS = 5;

async function insertOrder(
  tx: Transaction,
  values: Omit<typeof orders.$inferInsert, 'orderNumber'>,
): Promise<OrderRow> {
  // The random part makes a clash rare, not impossible: on one, draw again instead of failing the
  // shopper's checkout (ON CONFLICT keeps the transaction usable).
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: generateOrderNumber(new Date()) })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (row) return row;
  }
  throw new Error('could not draw a free order number');
}

/**
 * Turns the shopper's cart into an order in ONE transaction: lock the cart, lock its products in
 * id order (so concurrent checkouts cannot deadlock), re-check availability against other
 * shoppers' holds, decrement stock, write the order and its snapshot lines, consume the
 * reservations and empty the cart. A discount code is checked and redeemed in the same
 * transaction, its row locked after the products (the same order everywhere), so a code's last
 * use goes to one order only. The shipping fee and the promised delivery days come from the
 * delivery zone of the address's governorate, read in the same transaction. An installment plan is
 * priced against the order's total and its figures copied onto the order. The order message
 * (notification and e-mail) is queued in it too. Any error rolls all of it back.
 */
export async function placeOrder(
  db: Database,
  userId: string,
  payload: OrderPayload,
  idempotencyKey: string | undefined,
  context: MessageContext,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const { discount } = await lockCart(tx, userId);
    // Checked after the cart lock: a concurrent retry with the same key waits for the first
    // request and then finds its order here.
    if (idempotencyKey) {
      const existing = await findOrderByIdempotencyKey(tx, userId, idempotencyKey);
      if (existing) return { order: await orderDetail(tx, existing), created: false };
    }

    const lines = await cartLineRows(tx, userId);
    if (lines.length === 0) throw new AppError('CART_EMPTY');

    // Where it goes and by which method decide what delivery costs; checked before any stock moves.
    const destination = await shippingDestination(tx, userId, payload);
    const delivery = termsFor(await zoneTermsFor(tx, destination.governorateId), payload.shippingMethod);
    if (!delivery) throw new AppError('SHIPPING_METHOD_UNAVAILABLE');
    const promised = deliveryWindow(new Date(), delivery);

    const ids = lines.map((l) => l.product.id).sort();
    const locked = await tx
      .select()
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const fresh = new Map(locked.map((p) => [p.id, p]));
    const held = await heldByOthers(tx, userId, ids);

    const priced = lines.map((line) => {
      const product = fresh.get(line.product.id);
      if (!product || product.deletedAt) throw new AppError('PRODUCT_NOT_FOUND');
      const available = availableUnits(product.quantity, held.get(product.id) ?? 0);
      if (available <= 0) throw new AppError('OUT_OF_STOCK', { name: product.name });
      if (line.quantity > available) throw new AppError('ONLY_AVAILABLE', { count: available });
      return { product, quantity: line.quantity, unitPrice: effectivePrice(product) };
    });

    // In id order, as the products were locked: the view counter locks product_stats rows so too.
    for (const { product, quantity } of [...priced].sort((a, b) => (a.product.id < b.product.id ? -1 : 1))) {
      await tx
        .update(products)
        .set({ quantity: sql`${products.quantity} - ${quantity}`, updatedAt: sql`now()` })
        .where(eq(products.id, product.id));
      // The units sold live apart from the product's row (decision 0029): this changes nothing else.
      await tx
        .update(productStats)
        .set({ sold: sql`${productStats.sold} + ${quantity}` })
        .where(eq(productStats.productId, product.id));
    }

    // Totals in piastres on the server; nothing the client says about money is trusted.
    const totals = cartTotals(priced, discount);
    const fee = delivery.fee;
    const coupon = payload.coupon
      ? cappedAt(
          totals.totalAfterDiscount,
          await priceCoupon(tx, payload.coupon, userId, couponLinesOf(priced), { lock: true }),
        )
      : null;
    const total = orderTotal({
      totalAfterDiscount: totals.totalAfterDiscount,
      shippingFee: fee,
      couponDiscount: coupon?.applied.discount ?? 0,
    });
    // The plan finances the total the server just computed, whatever the page showed.
    const installment = payload.installment
      ? await priceInstallment(tx, payload.installment, total, { lock: true })
      : null;
    const order = await insertOrder(tx, {
      userId,
      status: 'pending',
      paymentMethod: payload.paymentMethod,
      shippingMethod: payload.shippingMethod,
      shippingAddress: destination.shippingAddress,
      notes: payload.notes,
      subtotal: totals.total,
      discount,
      shippingFee: fee,
      total,
      couponCode: coupon?.applied.code ?? null,
      couponDiscount: coupon?.applied.discount ?? 0,
      installment,
      idempotencyKey: idempotencyKey ?? null,
      deliveryEarliest: promised.earliest,
      deliveryLatest: promised.latest,
    });
    await tx.insert(orderLines).values(
      priced.map(({ product, quantity, unitPrice }) => ({
        orderId: order.id,
        productId: product.id,
        name: product.name,
        nameAr: product.nameAr,
        image: product.images[0] ?? product.image,
        unitPrice,
        quantity,
      })),
    );
    if (coupon) await redeemCoupon(tx, coupon, order.id, userId);
    await recordStatusChange(tx, { orderId: order.id, status: 'pending', actorId: userId });
    await consumeReservations(tx, userId, ids);
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    const placed = await orderDetail(tx, order);
    await tellOrderPlaced(tx, userId, placed, context);
    return { order: placed, created: true };
  });
}
