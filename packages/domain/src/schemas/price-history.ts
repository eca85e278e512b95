import { z } from 'zod';
import { PRICE_HISTORY } from '../price-history.js';
import { idSchema, isoDateTimeSchema, moneySchema } from './common.js';

/** A selling price (EGP) and when it began. */
export const pricePointSchema = z.object({
  price: moneySchema,
  recordedAt: isoDateTimeSchema,
});

/** GET /product/{id}/price-history?days= (default 90, at most 365). */
export const priceHistoryQuerySchema = z.object({
  days: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(PRICE_HISTORY.maxDays).default(PRICE_HISTORY.chartDays),
  ),
});
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuerySchema>;

/**
 * The points of the last `days` before `asOf`, oldest first, led by the one in force when that
 * span began (if the history goes back so far). `asOf` is the server's clock when it answered, so
 * every reader of one answer works out the same spans (the page renders the same on both sides).
 */
export const priceHistorySchema = z.object({
  productId: idSchema,
  asOf: isoDateTimeSchema,
  days: z.number().int().positive(),
  points: z.array(pricePointSchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
