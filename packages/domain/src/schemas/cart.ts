import { z } from 'zod';
import { idSchema } from './common.js';
import { productSchema } from './product.js';

/** The product fields a cart line carries. */
export const cartProductSchema = productSchema.pick({
  _id: true,
  name: true,
  nameAr: true,
  brand: true,
  image: true,
  price: true,
  priceAfterDiscount: true,
  quantity: true,
  category: true,
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartItemSchema = z.object({
  product: cartProductSchema,
  quantity: z.int().min(1),
  /** The unit price the line is charged at (the product's effective price), in EGP. */
  price: z.number().nonnegative(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Percent off the whole cart. */
  discount: z.number().min(0).max(100),
  total: z.number().nonnegative(),
  totalAfterDiscount: z.number().nonnegative(),
});
export type Cart = z.infer<typeof cartSchema>;

const quantitySchema = z.int().min(1);

export const cartAddPayloadSchema = z.strictObject({
  product: idSchema,
  quantity: quantitySchema.default(1),
});
export type CartAddPayload = z.infer<typeof cartAddPayloadSchema>;
export type CartAddPayloadInput = z.input<typeof cartAddPayloadSchema>;

export const cartUpdatePayloadSchema = z.strictObject({
  product: idSchema,
  quantity: quantitySchema,
});
export type CartUpdatePayload = z.infer<typeof cartUpdatePayloadSchema>;

export const cartRemovePayloadSchema = z.strictObject({
  product: idSchema,
});
export type CartRemovePayload = z.infer<typeof cartRemovePayloadSchema>;

/** POST /reservation: holds one cart item's stock while the order is placed. */
export const reservationPayloadSchema = z.strictObject({
  productId: idSchema,
});
export type ReservationPayload = z.infer<typeof reservationPayloadSchema>;
