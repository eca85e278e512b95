/**
 * How a shopper who chose InstaPay pays: a transfer to the store's InstaPay address (or one of its
 * two numbers, SPEC §9) of the order's exact total, with the order number written in the transfer's
 * note so staff can match the money to the order, within a day of ordering.
 */

/** The store's InstaPay payment address (IPA), beside the numbers of INSTAPAY_NUMBERS. */
export const INSTAPAY_ADDRESS = 'kahraba@instapay';

/** Hours after the order is placed by which the transfer should arrive. */
export const INSTAPAY_PAYMENT_HOURS = 24;

/** When the transfer for an order placed at `placedAt` is due. */
export function instapayDeadline(placedAt: string | Date): Date {
  return new Date(new Date(placedAt).getTime() + INSTAPAY_PAYMENT_HOURS * 60 * 60 * 1000);
}

/** The reference to write in the transfer: the order's number, or its id for orders without one. */
export function instapayReference(order: { orderNumber?: string | null | undefined; _id: string }): string {
  return order.orderNumber || order._id;
}

/**
 * Business days within which a paid InstaPay order that is cancelled is paid back, by InstaPay, to
 * the account the transfer came from.
 */
export const INSTAPAY_REFUND_BUSINESS_DAYS = 5;
