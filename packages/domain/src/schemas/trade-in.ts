import { z } from 'zod';
import { toWesternDigits } from '../search-text.js';
import {
  TRADE_IN_CATEGORIES,
  TRADE_IN_CONDITIONS,
  TRADE_IN_FORMS,
  TRADE_IN_STATUSES,
  TRADE_IN_TYPE_IDS,
  TRADE_IN_TYPES,
  type TradeInField,
  type TradeInType,
} from '../taxonomy.js';
import { conditionFactorsInOrder } from '../trade-in-estimates.js';
import { idSchema, isoDateTimeSchema, moneySchema } from './common.js';

export type TradeInSpecValue = string | number | string[];
export type TradeInSpecs = Record<string, TradeInSpecValue>;

const TEXT_MAX = 200;
const LIST_ITEMS_MAX = 20;

export type TradeInSpecsResult =
  | { ok: true; specs: TradeInSpecs }
  | {
      ok: false;
      /** Required fields left empty, in form order. */
      missing: string[];
      /** Fields the type's form does not have. */
      unknown: string[];
      /** Number fields that do not hold a non-negative number. */
      invalidNumbers: string[];
      /** Other fields of the wrong kind (an object for a text) or too long. */
      invalidValues: string[];
    };

type Cleaned = { value: TradeInSpecValue } | 'empty' | 'invalid';

function cleanText(raw: unknown): Cleaned {
  if (typeof raw === 'number' && Number.isFinite(raw)) return { value: String(raw) };
  if (typeof raw !== 'string') return 'invalid';
  const text = raw.trim();
  if (!text) return 'empty';
  return text.length <= TEXT_MAX ? { value: text } : 'invalid';
}

function cleanNumber(raw: unknown): Cleaned {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? { value: raw } : 'invalid';
  if (typeof raw !== 'string') return 'invalid';
  // Arabic keyboards type "٢٫٤" for 2.4.
  const text = toWesternDigits(raw.trim()).replace('٫', '.');
  if (!text) return 'empty';
  return /^\d+(\.\d+)?$/.test(text) ? { value: Number(text) } : 'invalid';
}

function cleanList(raw: unknown): Cleaned {
  const parts = typeof raw === 'string' ? raw.split(/[,،]/) : raw;
  if (!Array.isArray(parts) || parts.some((p) => typeof p !== 'string')) return 'invalid';
  const items = (parts as string[]).map((p) => p.trim()).filter(Boolean);
  if (items.length === 0) return 'empty';
  return items.length <= LIST_ITEMS_MAX && items.every((i) => i.length <= TEXT_MAX)
    ? { value: items }
    : 'invalid';
}

function clean(field: TradeInField, raw: unknown): Cleaned {
  if (raw === undefined || raw === null) return 'empty';
  if (field.kind === 'number') return cleanNumber(raw);
  if (field.kind === 'list') return cleanList(raw);
  return cleanText(raw);
}

/**
 * Checks a trade-in spec form against its type (SPEC §3): required fields filled, numbers numeric,
 * no fields the form does not have. On success gives the cleaned specs (trimmed text, numbers as
 * numbers, comma-separated lists as arrays, empty optional fields left out).
 */
export function validateTradeInSpecs(
  type: TradeInType,
  specs: Readonly<Record<string, unknown>>,
): TradeInSpecsResult {
  const form = TRADE_IN_FORMS[type];
  const cleaned: TradeInSpecs = {};
  const missing: string[] = [];
  const invalidNumbers: string[] = [];
  const invalidValues: string[] = [];
  for (const field of form) {
    const result = clean(field, Object.hasOwn(specs, field.name) ? specs[field.name] : undefined);
    if (result === 'empty') {
      if (field.required) missing.push(field.name);
    } else if (result === 'invalid') {
      (field.kind === 'number' ? invalidNumbers : invalidValues).push(field.name);
    } else {
      cleaned[field.name] = result.value;
    }
  }
  const unknown = Object.keys(specs).filter((key) => !form.some((f) => f.name === key));
  if (missing.length + unknown.length + invalidNumbers.length + invalidValues.length === 0) {
    return { ok: true, specs: cleaned };
  }
  return { ok: false, missing, unknown, invalidNumbers, invalidValues };
}

const tradeInSpecValueSchema = z.union([z.string(), z.number(), z.array(z.string())]);

export const tradeInSchema = z.object({
  _id: idSchema,
  /** The id of the user who sent it. */
  user: idSchema,
  category: z.enum(TRADE_IN_CATEGORIES),
  productType: z.enum(TRADE_IN_TYPE_IDS),
  specs: z.record(z.string(), tradeInSpecValueSchema),
  /** The id of the product wanted in exchange. */
  replacement: idSchema,
  status: z.enum(TRADE_IN_STATUSES),
  /** The condition the shopper gave; null for requests sent without one. */
  condition: z.enum(TRADE_IN_CONDITIONS).nullable().optional(),
  /** The credit range estimated for that condition when it was sent (EGP); null without one. */
  estimate: z.object({ min: moneySchema, max: moneySchema }).nullable().optional(),
  /** The credit in EGP staff offered when approving; null until then. */
  offeredCredit: moneySchema.nullable().optional(),
  /** Why staff rejected it; null unless rejected. */
  rejectReason: z.string().nullable().optional(),
  createdAt: isoDateTimeSchema,
});
export type TradeIn = z.infer<typeof tradeInSchema>;

/** POST /tradein. Parsing also checks the specs against the type's form and cleans them. */
export const tradeInPayloadSchema = z
  .strictObject({
    category: z.enum(TRADE_IN_CATEGORIES),
    productType: z.enum(TRADE_IN_TYPE_IDS),
    specs: z.record(z.string(), z.unknown()),
    replacement: idSchema,
    condition: z.enum(TRADE_IN_CONDITIONS).optional(),
    model: idSchema.optional(),
  })
  .transform((payload, ctx) => {
    if (!(TRADE_IN_TYPES[payload.category] as readonly string[]).includes(payload.productType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['productType'],
        message: `${payload.productType} is not a ${payload.category} type`,
        input: payload.productType,
      });
      return z.NEVER;
    }
    const result = validateTradeInSpecs(payload.productType, payload.specs);
    if (!result.ok) {
      const problems: [string[], string][] = [
        [result.missing, 'Required'],
        [result.unknown, 'Not a field of this form'],
        [result.invalidNumbers, 'Expected a non-negative number'],
        [result.invalidValues, 'Invalid value'],
      ];
      for (const [fields, message] of problems) {
        for (const field of fields) ctx.addIssue({ code: 'custom', path: ['specs', field], message });
      }
      return z.NEVER;
    }
    return { ...payload, specs: result.specs };
  });
export type TradeInPayload = z.infer<typeof tradeInPayloadSchema>;
export type TradeInPayloadInput = z.input<typeof tradeInPayloadSchema>;

/**
 * POST /tradein as the API reads it: the shape only. The taxonomy rules (type of the category,
 * the type's spec form) are checked by the service so each failure gets its own code and the
 * missing fields are named in the shopper's language.
 */
export const tradeInRequestBodySchema = z.strictObject({
  category: z.enum(TRADE_IN_CATEGORIES),
  productType: z.enum(TRADE_IN_TYPE_IDS),
  specs: z.record(z.string().max(64), z.unknown()),
  replacement: idSchema,
  /** The device's condition; optional for clients written before estimates (SPEC §3 payload). */
  condition: z.enum(TRADE_IN_CONDITIONS).optional(),
  /** The catalog product the shopper named as their model: the estimate is narrowed to it. */
  model: idSchema.optional(),
});
export type TradeInRequestBody = z.infer<typeof tradeInRequestBodySchema>;

/** The replacement product as a trade-in list shows it. */
export const tradeInReplacementSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nameAr: z.string().nullable(),
  brand: z.string(),
  image: z.string(),
  price: z.number().nonnegative(),
  priceAfterDiscount: z.number().nonnegative().nullable(),
});
export type TradeInReplacement = z.infer<typeof tradeInReplacementSchema>;

/** GET /tradein/mine: a trade-in with its replacement product (null if it was removed since). */
export const tradeInWithReplacementSchema = tradeInSchema.extend({
  replacementProduct: tradeInReplacementSchema.nullable(),
});
export type TradeInWithReplacement = z.infer<typeof tradeInWithReplacementSchema>;

/**
 * Names of every trade-in spec field in both languages, for the server's "Please fill in: ..."
 * message. The page shows the same labels from its `tradeIn` translations (a web test keeps the
 * two in step).
 */
export const TRADE_IN_FIELD_LABELS: Record<string, { en: string; ar: string }> = {
  name: { en: 'Device name', ar: 'اسم الجهاز' },
  color: { en: 'Color', ar: 'اللون' },
  simCard: { en: 'SIM card', ar: 'شريحة الاتصال' },
  screen: { en: 'Screen', ar: 'الشاشة' },
  ram: { en: 'RAM', ar: 'الذاكرة العشوائية (RAM)' },
  internalMemory: { en: 'Internal memory', ar: 'الذاكرة الداخلية' },
  rearCamera: { en: 'Rear camera', ar: 'الكاميرا الخلفية' },
  selfieCamera: { en: 'Selfie camera', ar: 'الكاميرا الأمامية' },
  chipset: { en: 'Chipset', ar: 'الشريحة' },
  cpu: { en: 'CPU', ar: 'المعالج' },
  cpuSpeedGHz: { en: 'CPU speed (GHz)', ar: 'سرعة المعالج (جيجاهرتز)' },
  gpu: { en: 'GPU', ar: 'معالج الرسومات' },
  operatingSystem: { en: 'Operating system', ar: 'نظام التشغيل' },
  productWarranty: { en: 'Product warranty', ar: 'ضمان المنتج' },
  videoResolutions: { en: 'Video resolutions', ar: 'دقة الفيديو' },
  connectivity: { en: 'Connectivity', ar: 'الاتصال' },
  sensor: { en: 'Sensors', ar: 'المستشعرات' },
  processor: { en: 'Processor', ar: 'المعالج' },
  hardDisk: { en: 'Storage', ar: 'وحدة التخزين' },
  graphicsCard: { en: 'Graphics card', ar: 'كارت الشاشة' },
  display: { en: 'Display', ar: 'الشاشة' },
  speaker: { en: 'Speakers', ar: 'السماعات' },
  ioPorts: { en: 'Ports', ar: 'المنافذ' },
  warranty: { en: 'Warranty', ar: 'الضمان' },
  from: { en: 'From (connector)', ar: 'من (المنفذ)' },
  to: { en: 'To (connector)', ar: 'إلى (المنفذ)' },
  cableLength: { en: 'Cable length', ar: 'طول الكابل' },
  cableType: { en: 'Cable type', ar: 'نوع الكابل' },
  features: { en: 'Features', ar: 'المميزات' },
  input: { en: 'Input', ar: 'الدخل' },
  output: { en: 'Output', ar: 'الخرج' },
  power: { en: 'Power', ar: 'القدرة' },
  chargerType: { en: 'Charger type', ar: 'نوع الشاحن' },
  capacity: { en: 'Capacity', ar: 'السعة' },
  powerBankType: { en: 'Power bank type', ar: 'نوع الباور بانك' },
  compatibleWith: { en: 'Compatible with', ar: 'متوافق مع' },
  material: { en: 'Material', ar: 'الخامة' },
  battery: { en: 'Battery', ar: 'البطارية' },
  company: { en: 'Brand', ar: 'الشركة' },
  type: { en: 'Accessory type', ar: 'نوع الملحق' },
};

/** Field names joined for a message, in the shopper's language; an unknown name is shown as sent. */
export function tradeInFieldLabels(fields: readonly string[], lang: 'en' | 'ar'): string {
  const labels = fields.map((f) =>
    Object.hasOwn(TRADE_IN_FIELD_LABELS, f) ? TRADE_IN_FIELD_LABELS[f]![lang] : f,
  );
  return labels.join(lang === 'ar' ? '، ' : ', ');
}

// ---------------------------------------------------------------- estimates

/** GET /tradein/estimate?type=&condition=, and `model` (a catalog product id) to narrow it. */
export const tradeInEstimateQuerySchema = z.object({
  type: z.enum(TRADE_IN_TYPE_IDS),
  condition: z.enum(TRADE_IN_CONDITIONS),
  model: idSchema.optional(),
});
export type TradeInEstimateQuery = z.infer<typeof tradeInEstimateQuerySchema>;

/** The credit range shown before submitting; null when staff keep no range for the type. */
export const tradeInEstimateSchema = z
  .object({
    type: z.enum(TRADE_IN_TYPE_IDS),
    condition: z.enum(TRADE_IN_CONDITIONS),
    min: moneySchema,
    max: moneySchema,
  })
  .nullable();
export type TradeInEstimate = z.infer<typeof tradeInEstimateSchema>;

const creditSchema = z.int().min(0).max(1_000_000);
const factorSchema = z.number().min(0).max(1);

const conditionFactorsSchema = z.strictObject({
  excellent: factorSchema,
  good: factorSchema,
  fair: factorSchema,
  poor: factorSchema,
});

/**
 * GET and PUT /admin/trade-in-estimates: the whole table. Each type at most once with min not above
 * max (whole EGP); factors between 0 and 1 that never rise as the condition worsens.
 */
export const tradeInEstimateTableSchema = z.strictObject({
  ranges: z
    .array(
      z
        .strictObject({ type: z.enum(TRADE_IN_TYPE_IDS), min: creditSchema, max: creditSchema })
        .refine((r) => r.min <= r.max, { path: ['max'], message: 'maxBelowMin' }),
    )
    .max(TRADE_IN_TYPE_IDS.length)
    .refine((ranges) => new Set(ranges.map((r) => r.type)).size === ranges.length, 'typeRepeated'),
  factors: conditionFactorsSchema.refine(conditionFactorsInOrder, 'factorsOutOfOrder'),
});
export type TradeInEstimateTable = z.infer<typeof tradeInEstimateTableSchema>;
