import { z } from 'zod';
import { INSTALLMENT_FEE_KINDS, INSTALLMENT_MONTHS_MAX } from '../installments.js';
import { idSchema, isoDateTimeSchema, moneySchema } from './common.js';

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const amountSchema = moneySchema.max(10_000_000).refine(twoDecimals, 'moneyDecimals');

/**
 * POST /admin/installment-plans and PUT /admin/installment-plans/{id}: the whole plan. A percent
 * fee is at most 100; a maximum is not below the minimum; the months are 1-60, each once.
 */
export const installmentPlanWritePayloadSchema = z
  .strictObject({
    provider: z.string().trim().min(1).max(60),
    providerAr: z.string().trim().min(1).max(60),
    months: z
      .array(z.int().min(1).max(INSTALLMENT_MONTHS_MAX))
      .min(1)
      .max(12)
      .refine((m) => new Set(m).size === m.length, 'monthsRepeated')
      .transform((m) => [...m].sort((a, b) => a - b)),
    monthlyRatePercent: z.number().min(0).max(10).refine(twoDecimals, 'moneyDecimals').default(0),
    adminFeeKind: z.enum(INSTALLMENT_FEE_KINDS).default('none'),
    adminFee: amountSchema.default(0),
    minAmount: amountSchema.default(0),
    maxAmount: amountSchema.nullable().default(null),
    sortOrder: z.int().min(0).max(1000).default(0),
    disabled: z.boolean().default(false),
  })
  .refine((p) => p.adminFeeKind !== 'percent' || p.adminFee <= 100, {
    path: ['adminFee'],
    message: 'percentOver100',
  })
  .refine((p) => p.maxAmount === null || p.maxAmount >= p.minAmount, {
    path: ['maxAmount'],
    message: 'maxBelowMin',
  });
export type InstallmentPlanWritePayload = z.infer<typeof installmentPlanWritePayloadSchema>;
export type InstallmentPlanWritePayloadInput = z.input<typeof installmentPlanWritePayloadSchema>;

export const adminInstallmentPlanSchema = z.object({
  _id: idSchema,
  provider: z.string(),
  providerAr: z.string(),
  months: z.array(z.int()),
  monthlyRatePercent: z.number(),
  adminFeeKind: z.enum(INSTALLMENT_FEE_KINDS),
  adminFee: z.number(),
  minAmount: moneySchema,
  maxAmount: moneySchema.nullable(),
  sortOrder: z.int(),
  disabled: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminInstallmentPlan = z.infer<typeof adminInstallmentPlanSchema>;

/** GET /installment-plans?amount=: the amount to finance, in EGP (a product's price or an order's total). */
export const installmentOffersQuerySchema = z.object({
  amount: z.coerce.number().positive().max(10_000_000),
});

/** One way to pay an amount, as the shop shows it. */
export const installmentOfferSchema = z.object({
  planId: idSchema,
  provider: z.string(),
  providerAr: z.string(),
  months: z.int().min(1),
  monthlyRatePercent: z.number().nonnegative(),
  interestFree: z.boolean(),
  principal: moneySchema,
  adminFee: moneySchema,
  interest: moneySchema,
  totalPayable: moneySchema,
  monthly: moneySchema,
  lastMonthly: moneySchema,
});
export type InstallmentOfferWire = z.infer<typeof installmentOfferSchema>;

export const installmentOffersSchema = z.object({
  amount: moneySchema,
  offers: z.array(installmentOfferSchema),
});
export type InstallmentOffers = z.infer<typeof installmentOffersSchema>;

/** The plan a shopper picks at checkout; the server prices it against the order's total. */
export const installmentChoiceSchema = z.strictObject({
  planId: idSchema,
  months: z.int().min(1).max(INSTALLMENT_MONTHS_MAX),
});
export type InstallmentChoice = z.infer<typeof installmentChoiceSchema>;

/** The plan an order was placed with, as it was priced then (the plan may change later). */
export const orderInstallmentSchema = installmentOfferSchema.omit({ interestFree: true });
export type OrderInstallment = z.infer<typeof orderInstallmentSchema>;
