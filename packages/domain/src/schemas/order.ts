import { z } from 'zod';
import { findArea, findGovernorate } from '../governorates.js';
import { DEFAULT_COUNTRY } from '../limits.js';
import { ORDER_STATUSES, PAYMENT_METHODS, SHIPPING_METHODS } from '../taxonomy.js';
import { namedPlaceSchema } from './address.js';
import { idSchema, isoDateTimeSchema, moneySchema, requiredText } from './common.js';
import { appliedCouponSchema, shopperCouponCodeSchema } from './coupon.js';
import { deliveryWindowSchema } from './delivery.js';
import { installmentChoiceSchema, orderInstallmentSchema } from './installment.js';

// SPEC §5: checkout requires these fields and checks nothing else about them (not even the
// e-mail's shape), so neither do we; lengths are capped only to keep rows sane. Egyptian addresses
// have no postal code in practice, so it may be left empty. A client that knows the governorate
// (and area) sends their ids: the delivery fee and date depend on the governorate.
const shippingAddressShape = {
  firstName: requiredText(50),
  lastName: requiredText(50),
  email: requiredText(254),
  phone: requiredText(20),
  address: requiredText(200),
  city: requiredText(60),
  postalCode: z.string().trim().max(20).default(''),
  country: requiredText(60).default(DEFAULT_COUNTRY),
  governorateId: z.string().max(60).optional(),
  areaId: z.string().max(60).optional(),
};

/** A free-form address: an area, if named, must belong to the governorate named with it. */
export const shippingAddressSchema = z.strictObject(shippingAddressShape).superRefine((a, ctx) => {
  if (a.governorateId === undefined) {
    if (a.areaId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['governorateId'], message: 'GOVERNORATE_NOT_FOUND' });
    return;
  }
  const governorate = findGovernorate(a.governorateId);
  if (!governorate)
    ctx.addIssue({ code: 'custom', path: ['governorateId'], message: 'GOVERNORATE_NOT_FOUND' });
  else if (a.areaId !== undefined && !findArea(a.governorateId, a.areaId))
    ctx.addIssue({ code: 'custom', path: ['areaId'], message: 'AREA_NOT_IN_GOVERNORATE' });
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

export const orderItemSchema = z.object({
  /**
   * The product as it was ordered: both names, so the order reads in either language. Lines
   * written before the Arabic name was kept have none (null); they show the English name.
   */
  product: z.object({
    _id: idSchema,
    name: z.string(),
    nameAr: z.string().nullable().optional(),
    images: z.array(z.string()),
  }),
  quantity: z.int().min(1),
  /** Unit price paid, in EGP. */
  price: moneySchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A parcel's tracking number as the courier prints it: letters, digits and dashes. */
export const trackingNumberSchema = z
  .string()
  .trim()
  .min(4, 'trackingNumberShort')
  .max(40, 'trackingNumberLong')
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'trackingNumberInvalid');

/** One status the order reached, as the order's timeline shows it. */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: isoDateTimeSchema,
  /** What staff wrote about the change; null when nothing was. */
  note: z.string().nullable(),
  /** The courier's number, given when the order shipped. */
  trackingNumber: z.string().nullable(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * The address an order was sent to, as recorded when it was placed: the free-form fields every
 * client knows, and, when known, the governorate and area with their names at order time in both
 * languages, and the building details of a saved address.
 */
export const orderShippingAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string().default(''),
  country: z.string(),
  governorate: namedPlaceSchema.optional(),
  area: namedPlaceSchema.optional(),
  building: z.string().optional(),
  floor: z.string().optional(),
  apartment: z.string().optional(),
  landmark: z.string().nullable().optional(),
});
export type OrderShippingAddress = z.infer<typeof orderShippingAddressSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  orderNumber: z.string(),
  createdAt: isoDateTimeSchema,
  status: z.enum(ORDER_STATUSES),
  /** What the shopper pays: subtotal after the discounts, plus shipping (EGP). */
  total: moneySchema,
  /** Sum of the lines before the discount (EGP). */
  subtotal: moneySchema,
  shippingFee: moneySchema,
  /** The cart's discount percent applied to this order. */
  discount: z.number().min(0).max(100),
  /** The discount code used and the amount it took off; null when none was. */
  coupon: appliedCouponSchema.nullable().optional(),
  /** The installment plan the shopper chose, priced against the total; null when none was. */
  installment: orderInstallmentSchema.nullable().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  shippingMethod: z.enum(SHIPPING_METHODS),
  shippingAddress: orderShippingAddressSchema,
  /** The Cairo days the order was promised to arrive between; null for orders placed before it was kept. */
  delivery: deliveryWindowSchema.nullable().optional(),
  notes: z.string(),
  items: z.array(orderItemSchema),
  /** Every status the order reached, oldest first; on one order (GET /order/{id}), not in lists. */
  history: z.array(orderStatusChangeSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * POST /order. The address is either a saved one of the shopper's (`addressId`) or written out in
 * full (`shippingAddress`, SPEC §7), never both.
 */
export const orderPayloadSchema = z
  .strictObject({
    shippingAddress: shippingAddressSchema.optional(),
    addressId: idSchema.optional(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    shippingMethod: z.enum(SHIPPING_METHODS),
    notes: z.string().trim().max(1000).default(''),
    /** A discount code; the server checks it and computes what it takes off (an empty one is none). */
    coupon: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      shopperCouponCodeSchema.optional(),
    ),
    /**
     * An installment plan to pay the order in (optional); the server checks it qualifies for the
     * total and computes the instalments itself. Payment stays cash, InstaPay or pickup.
     */
    installment: installmentChoiceSchema.nullable().optional(),
  })
  .superRefine((o, ctx) => {
    if ((o.shippingAddress === undefined) === (o.addressId === undefined))
      ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: 'SHIPPING_ADDRESS_REQUIRED' });
  });
export type OrderPayload = z.infer<typeof orderPayloadSchema>;
export type OrderPayloadInput = z.input<typeof orderPayloadSchema>;
