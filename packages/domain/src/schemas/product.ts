import { z } from 'zod';
import { CATEGORIES, PRODUCT_TYPES } from '../taxonomy.js';
import { VARIANT_AXES } from '../variants.js';
import { idSchema, isoDateTimeSchema, moneySchema } from './common.js';

const optionalTypeField = z.string().nullable().optional();

/** A product as the API returns it, with the field names of SPEC §3. */
export const productSchema = z.object({
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  /** Arabic name, when the catalog has one. */
  nameAr: z.string().nullable().optional(),
  slug: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  productType: z.enum(PRODUCT_TYPES),
  /** Same as productType; kept because older clients read the type from `__t`. */
  __t: z.enum(PRODUCT_TYPES),
  description: z.string(),
  descriptionAr: z.string().nullable(),
  price: moneySchema,
  priceAfterDiscount: moneySchema.nullable(),
  /** As stored: a fraction (0.25) or a percent (25); read it with normalizeDiscountPercent. */
  discount: z.number().nullable(),
  /** Derived whole percent (offerDiscountPercent), ready to show. */
  discountPercentage: z.number().min(0).max(100),
  salePrice: moneySchema.nullable().optional(),
  discountedPrice: moneySchema.nullable().optional(),
  quantity: z.int().nonnegative(),
  sold: z.int().nonnegative(),
  image: z.string(),
  images: z.array(z.string()),
  rating: z.number().min(0).max(5),
  ratingsAverage: z.number().min(0).max(5),
  ratingsQuantity: z.int().nonnegative(),
  reviews: z.int().nonnegative(),
  views: z.int().nonnegative(),
  isExclusive: z.boolean(),
  isNew: z.boolean(),
  badge: z.string().nullable(),
  productCode: z.string(),
  referralCode: z.string().nullable(),
  /** Months (as text keys, e.g. "12") to the monthly payment in EGP. */
  installments: z.record(z.string().regex(/^\d+$/), moneySchema).nullable(),
  used: z.boolean(),
  usedStatus: z.string().nullable(),
  specs: z.record(z.string(), z.string()),
  deviceType: optionalTypeField,
  laptopType: optionalTypeField,
  wearableType: optionalTypeField,
  audioType: optionalTypeField,
  subType: optionalTypeField,
  company: z.object({ name: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** The product's family (decision 0013); optional for clients written against SPEC §3. */
  familyId: idSchema.nullable().optional(),
  /** Its value on each of its family's axes, e.g. { color: 'Gray', storage: '512GB' }. */
  options: z.partialRecord(z.enum(VARIANT_AXES), z.string()).nullable().optional(),
  /**
   * How many different values its family has on each axis ({ color: 3 }), for a card's "+2
   * colours"; sent with catalog listings, left out where a product is not shown as a card.
   */
  variantCounts: z.partialRecord(z.enum(VARIANT_AXES), z.int().nonnegative()).nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;
