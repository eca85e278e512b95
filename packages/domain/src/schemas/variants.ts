import { z } from 'zod';
import { OPTION_VALUE_MAX_LENGTH, optionValueProblem, VARIANT_AXES, type VariantAxis } from '../variants.js';
import { idSchema, moneySchema, requiredText } from './common.js';
import { productSchema } from './product.js';

const axisSchema = z.enum(VARIANT_AXES);

/** A variant's options as the API sends them: { color: 'Gray', storage: '512GB' }. */
export const variantOptionsSchema = z.partialRecord(axisSchema, z.string());

/** Arabic names of a family's word values (colours), per axis. */
export const optionNamesArSchema = z.partialRecord(axisSchema, z.record(z.string(), z.string()));

/** A sibling as the product page needs it to offer it: enough to switch to it. */
export const productVariantSchema = z.object({
  _id: idSchema,
  id: idSchema,
  slug: z.string(),
  options: variantOptionsSchema,
  price: moneySchema,
  priceAfterDiscount: moneySchema.nullable(),
  inStock: z.boolean(),
  image: z.string(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A product family with its axes and every live variant (the product itself included). */
export const productFamilySchema = z.object({
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  nameAr: z.string().nullable(),
  brand: z.string(),
  axes: z.array(axisSchema),
  valueNamesAr: optionNamesArSchema,
  variants: z.array(productVariantSchema),
});
export type ProductFamily = z.infer<typeof productFamilySchema>;

/** GET /product/{id}: the product (SPEC §3 fields) and, when it has one, its family. */
export const productDetailSchema = productSchema.extend({
  family: productFamilySchema.nullable().optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

// ---------------------------------------------------------------- staff console

/** A family as the console lists and picks it. */
export const familySummarySchema = z.object({
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  nameAr: z.string().nullable(),
  brand: z.string(),
  axes: z.array(axisSchema),
  valueNamesAr: optionNamesArSchema,
  variantCount: z.int().nonnegative(),
});
export type FamilySummary = z.infer<typeof familySummarySchema>;

export const familyListQuerySchema = z.strictObject({
  q: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100).optional()),
});
export type FamilyListQuery = z.infer<typeof familyListQuerySchema>;

/** POST /admin/product-families: a new family, its options named once. */
export const familyWritePayloadSchema = z.strictObject({
  name: requiredText(200),
  nameAr: z.string().trim().max(200).nullable().default(null),
  brand: requiredText(60),
  axes: z
    .array(axisSchema)
    .min(1, 'axesRequired')
    .max(VARIANT_AXES.length)
    .refine((axes) => new Set(axes).size === axes.length, 'axesRepeated'),
});
export type FamilyWritePayload = z.infer<typeof familyWritePayloadSchema>;
export type FamilyWritePayloadInput = z.input<typeof familyWritePayloadSchema>;

/**
 * PUT /admin/products/{id}/variant: the product's family (null takes it out of any) and its value
 * on each of the family's axes. A colour the family has no Arabic name for needs `colorAr`. That
 * the options are exactly the family's axes is checked by the server, which knows the family.
 */
export const productVariantPayloadSchema = z
  .strictObject({
    familyId: idSchema.nullable(),
    options: z.partialRecord(axisSchema, z.string().trim().max(OPTION_VALUE_MAX_LENGTH)).default({}),
    colorAr: z.string().trim().max(OPTION_VALUE_MAX_LENGTH).nullable().default(null),
  })
  .superRefine((p, ctx) => {
    for (const [axis, value] of Object.entries(p.options)) {
      const problem = optionValueProblem(axis as VariantAxis, value ?? '');
      if (problem) ctx.addIssue({ code: 'custom', path: ['options', axis], message: problem });
    }
  });
export type ProductVariantPayload = z.infer<typeof productVariantPayloadSchema>;
export type ProductVariantPayloadInput = z.input<typeof productVariantPayloadSchema>;
