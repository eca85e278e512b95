import { z } from 'zod';
import { SHIPPING_METHODS } from '../taxonomy.js';
import { namedPlaceSchema } from './address.js';
import { isoDateTimeSchema, moneySchema } from './common.js';

/** A Cairo calendar day, "2026-11-27". */
export const calendarDaySchema = z.iso.date();

export const deliveryTermsSchema = z
  .strictObject({
    fee: moneySchema.max(100_000).multipleOf(0.01),
    /** Delivery days (Fridays not counted) after the order is dispatched. */
    minDays: z.int().min(1).max(60),
    maxDays: z.int().min(1).max(60),
  })
  .refine((t) => t.minDays <= t.maxDays, { path: ['maxDays'], error: 'DELIVERY_DAYS_ORDER' });

/** GET /delivery/quote: what delivering to a governorate by one method costs, and when it arrives. */
export const deliveryQuoteSchema = z.object({
  governorate: namedPlaceSchema,
  method: z.enum(SHIPPING_METHODS),
  fee: moneySchema,
  minDays: z.int(),
  maxDays: z.int(),
  /** Cairo calendar days between which the parcel arrives if ordered now. */
  earliest: calendarDaySchema,
  latest: calendarDaySchema,
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const deliveryQuoteQuerySchema = z.object({
  governorate: z.string().max(60),
  method: z.enum(SHIPPING_METHODS).default('standard'),
});

export const deliveryQuotesQuerySchema = z.object({ governorate: z.string().max(60) });

/** A row of the staff's delivery-zones table. */
export const deliveryZoneSchema = z.object({
  governorate: namedPlaceSchema,
  standard: z.object({ fee: moneySchema, minDays: z.int(), maxDays: z.int() }),
  /** null where express delivery is not offered. */
  express: z.object({ fee: moneySchema, minDays: z.int(), maxDays: z.int() }).nullable(),
  updatedAt: isoDateTimeSchema,
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** PUT /admin/delivery-zones/{governorateId}: a governorate's terms; express null stops offering it. */
export const deliveryZoneWritePayloadSchema = z.strictObject({
  standard: deliveryTermsSchema,
  express: deliveryTermsSchema.nullable(),
});
export type DeliveryZoneWritePayload = z.infer<typeof deliveryZoneWritePayloadSchema>;

/** The window an order promises, as Cairo calendar days. */
export const deliveryWindowSchema = z.object({ earliest: calendarDaySchema, latest: calendarDaySchema });
