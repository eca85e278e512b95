import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { productSchema } from './product.js';

/** One saved product, newest first in the list. */
export const wishlistItemSchema = z.object({
  product: productSchema,
  addedAt: isoDateTimeSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** GET /wishlist, and the answer to every wishlist write: the whole list as it now is. */
export const wishlistSchema = z.object({
  items: z.array(wishlistItemSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** POST /wishlist: saving a product already saved changes nothing (idempotent). */
export const wishlistAddPayloadSchema = z.strictObject({
  product: idSchema,
});
export type WishlistAddPayload = z.infer<typeof wishlistAddPayloadSchema>;

export const wishlistProductParamsSchema = z.object({ productId: idSchema });
