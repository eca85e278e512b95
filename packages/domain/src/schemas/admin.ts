import { z } from 'zod';
import { EMAIL_MAX } from '../email.js';
import { DASHBOARD_MAX_DAYS, STAFF_ROLES } from '../staff.js';
import {
  CATEGORIES,
  LANGUAGES,
  ORDER_STATUSES,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
  PRODUCT_TYPES_BY_CATEGORY,
  SPEC_FIELDS,
  TRADE_IN_STATUSES,
} from '../taxonomy.js';
import { idSchema, isoDateTimeSchema, moneySchema, requiredText } from './common.js';
import { dealerSchema } from './dealer.js';
import { orderSchema, orderStatusChangeSchema, trackingNumberSchema } from './order.js';
import { productSchema } from './product.js';
import { productListQuerySchema } from './product-list-query.js';
import { tradeInReplacementSchema, tradeInSchema } from './trade-in.js';
import { userSchema } from './user.js';

// Wire shapes of the staff API under /api/admin. Every answer uses the usual success envelope;
// lists answer `{ items, total, page, limit, pages }` (pagedSchema).

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const pageParam = z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1));
const limitParam = z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(100).default(20));
const textParam = z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional());
/** A calendar date in the store's time zone, "2026-11-22". */
export const calendarDateSchema = z.iso.date();
const dateParam = z.preprocess(emptyAsUndefined, calendarDateSchema.optional());
const booleanParam = z
  .preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional())
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Who did something, as staff lists show them. */
export const personSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

// ---------------------------------------------------------------- products

export const ADMIN_PRODUCT_SORTS = [...PRODUCT_SORTS, 'stock-asc', 'stock-desc'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** GET /admin/products: the shopper filters, plus low stock and the stock sorts. */
export const adminProductListQuerySchema = productListQuerySchema.extend({
  sort: z.preprocess(emptyAsUndefined, z.enum(ADMIN_PRODUCT_SORTS).optional()),
  /** Only products at or under LOW_STOCK_THRESHOLD units. */
  lowStock: booleanParam,
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;
export type AdminProductListQueryInput = z.input<typeof adminProductListQuerySchema>;

/** A product as the console lists it: the shopper's shape plus stock state. */
export const adminProductSchema = productSchema.extend({
  lowStock: z.boolean(),
  /** The name of the product's family, where the console lists it (decision 0013). */
  family: z.object({ name: z.string(), nameAr: z.string().nullable() }).nullable().optional(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** An uploaded image path, as POST /admin/uploads answers it. */
const imagePathSchema = z
  .string()
  .trim()
  .max(300, { abort: true })
  .regex(/^\/media\/[\w./-]+$/, 'imagePath')
  .refine((path) => !path.includes('..'), 'imagePath');

const installmentsSchema = z.record(z.string().regex(/^\d{1,2}$/), moneySchema).nullable();

/**
 * POST /admin/products and PUT /admin/products/{id}: the whole product form. The spec fields are
 * those of the product type (SPEC_FIELDS), so the form and the API ask for the same ones; the
 * type field (deviceType, laptopType, ...) is one of them. Stock is set once here on create and
 * changed afterwards only through stock adjustments (PUT ignores `quantity`).
 */
export const productWritePayloadSchema = z
  .strictObject({
    name: requiredText(200),
    nameAr: z.string().trim().max(200).nullable().default(null),
    brand: requiredText(60),
    category: z.enum(CATEGORIES),
    productType: z.enum(PRODUCT_TYPES),
    description: z.string().trim().max(5000).default(''),
    descriptionAr: z.string().trim().max(5000).default(''),
    price: moneySchema.max(10_000_000),
    priceAfterDiscount: moneySchema.nullable().default(null),
    quantity: z.int().min(0).max(1_000_000).default(0),
    isExclusive: z.boolean().default(false),
    isNew: z.boolean().default(false),
    used: z.boolean().default(false),
    usedStatus: z.string().trim().max(200).nullable().default(null),
    referralCode: z.string().trim().max(40).nullable().default(null),
    installments: installmentsSchema.default(null),
    specs: z.record(z.string(), z.string().trim().max(200)).default({}),
    /** The first image is the product's main image. */
    images: z.array(imagePathSchema).min(1, 'imageRequired').max(10),
  })
  .superRefine((p, ctx) => {
    if (!(PRODUCT_TYPES_BY_CATEGORY[p.category] as readonly string[]).includes(p.productType)) {
      ctx.addIssue({ code: 'custom', path: ['productType'], message: 'typeNotInCategory' });
    }
    const allowed = SPEC_FIELDS[p.productType] as readonly string[];
    for (const key of Object.keys(p.specs)) {
      if (!allowed.includes(key))
        ctx.addIssue({ code: 'custom', path: ['specs', key], message: 'unknownSpec' });
    }
    if (p.priceAfterDiscount !== null && p.priceAfterDiscount >= p.price) {
      ctx.addIssue({ code: 'custom', path: ['priceAfterDiscount'], message: 'discountNotLower' });
    }
    if (p.used && !p.usedStatus) {
      ctx.addIssue({ code: 'custom', path: ['usedStatus'], message: 'usedStatusRequired' });
    }
  });
export type ProductWritePayload = z.infer<typeof productWritePayloadSchema>;
export type ProductWritePayloadInput = z.input<typeof productWritePayloadSchema>;

/** POST /admin/products/{id}/stock: a signed change with the reason staff give for it. */
export const stockAdjustmentPayloadSchema = z.strictObject({
  delta: z
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((d) => d !== 0, 'deltaZero'),
  reason: requiredText(200),
});
export type StockAdjustmentPayload = z.infer<typeof stockAdjustmentPayloadSchema>;

export const stockAdjustmentSchema = z.object({
  _id: idSchema,
  product: idSchema,
  actor: personSchema,
  delta: z.int(),
  quantityAfter: z.int().nonnegative(),
  reason: z.string(),
  createdAt: isoDateTimeSchema,
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

/** POST /admin/uploads (multipart, field `file`): the stored sizes of one image. */
export const uploadedImageSchema = z.object({
  /** The large size (gallery); goes into the product's `images`. */
  url: z.string(),
  /** The card size. */
  thumbnail: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

// ---------------------------------------------------------------- orders

export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** GET /admin/orders. `q` matches the order number, the e-mail or the phone (of the shipping address or the account). */
export const adminOrderListQuerySchema = z
  .strictObject({
    status: z.preprocess(emptyAsUndefined, z.enum(ORDER_STATUSES).optional()),
    from: dateParam,
    to: dateParam,
    q: textParam,
    sort: z.preprocess(emptyAsUndefined, z.enum(ADMIN_ORDER_SORTS).default('newest')),
    page: pageParam,
    limit: limitParam,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'rangeReversed' });
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
export type AdminOrderListQueryInput = z.input<typeof adminOrderListQuerySchema>;

export const orderEventSchema = orderStatusChangeSchema.extend({
  /** The staff member who moved the order; null for what the shopper did (placing, cancelling). */
  by: personSchema.nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: personSchema,
  updatedAt: isoDateTimeSchema,
  /** Its status history, oldest first (order_status_history); on one order, not in lists. */
  history: z.array(orderEventSchema).optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * PATCH /admin/orders/{id}/status. Illegal moves (ORDER_TRANSITIONS) answer 409. A tracking
 * number belongs to the parcel: the move to shipped needs one, and no other move takes one.
 */
export const orderStatusPayloadSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES),
    trackingNumber: z.preprocess(emptyAsUndefined, trackingNumberSchema.optional()),
    note: z.preprocess(emptyAsUndefined, z.string().trim().max(500).optional()),
  })
  .refine((p) => p.trackingNumber === undefined || p.status === 'shipped', {
    path: ['trackingNumber'],
    message: 'trackingNumberOnlyWhenShipped',
  })
  // The shopper follows a shipped parcel by its number: no parcel leaves without one.
  .refine((p) => p.status !== 'shipped' || p.trackingNumber !== undefined, {
    path: ['trackingNumber'],
    message: 'TRACKING_NUMBER_REQUIRED',
  });
export type OrderStatusPayload = z.infer<typeof orderStatusPayloadSchema>;
export type OrderStatusPayloadInput = z.input<typeof orderStatusPayloadSchema>;

// ---------------------------------------------------------------- trade-ins

export const adminTradeInListQuerySchema = z.strictObject({
  status: z.preprocess(emptyAsUndefined, z.enum(TRADE_IN_STATUSES).optional()),
  page: pageParam,
  limit: limitParam,
});
export type AdminTradeInListQuery = z.infer<typeof adminTradeInListQuerySchema>;
export type AdminTradeInListQueryInput = z.input<typeof adminTradeInListQuerySchema>;

export const adminTradeInSchema = tradeInSchema.extend({
  customer: personSchema,
  replacementProduct: tradeInReplacementSchema.nullable(),
  offeredCredit: moneySchema.nullable(),
  rejectReason: z.string().nullable(),
  decidedBy: personSchema.nullable(),
  decidedAt: isoDateTimeSchema.nullable(),
});
export type AdminTradeIn = z.infer<typeof adminTradeInSchema>;

/** POST /admin/tradeins/{id}/decision. Only a pending trade-in can be decided (else 409). */
export const tradeInDecisionPayloadSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), offeredCredit: moneySchema.positive().max(10_000_000) }),
  z.strictObject({ decision: z.literal('reject'), reason: requiredText(500) }),
]);
export type TradeInDecisionPayload = z.infer<typeof tradeInDecisionPayloadSchema>;

// ---------------------------------------------------------------- chat inbox

/** One shopper's conversation with one staff contact. */
export const conversationSchema = z.object({
  shopper: personSchema,
  /** The staff contact the shopper wrote to; replies are sent as this contact. */
  contact: personSchema.extend({ role: z.enum(STAFF_ROLES) }),
  lastMessage: z.string(),
  lastMessageAt: isoDateTimeSchema,
  /** Messages from the shopper the contact has not read. */
  unread: z.int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /admin/conversations/{shopperId}/{contactId}/messages. */
export const staffReplyPayloadSchema = z.strictObject({
  message: z.string().trim().min(1).max(2000),
});
export type StaffReplyPayload = z.infer<typeof staffReplyPayloadSchema>;

// ---------------------------------------------------------------- dealers/brands

/** A dealer as the console edits it (the shop shows the brief in the shopper's language). */
export const adminDealerSchema = dealerSchema.extend({
  briefAr: z.string(),
  createdAt: isoDateTimeSchema,
});
export type AdminDealer = z.infer<typeof adminDealerSchema>;

export const dealerPayloadSchema = z.strictObject({
  name: requiredText(60),
  brief: z.string().trim().max(500).default(''),
  briefAr: z.string().trim().max(500).default(''),
  logo: imagePathSchema.nullable().default(null),
});
export type DealerPayload = z.infer<typeof dealerPayloadSchema>;
export type DealerPayloadInput = z.input<typeof dealerPayloadSchema>;

// ---------------------------------------------------------------- staff accounts

export const adminUserListQuerySchema = z.strictObject({
  role: z.preprocess(emptyAsUndefined, z.enum(['user', ...STAFF_ROLES]).optional()),
  q: textParam,
  page: pageParam,
  limit: limitParam,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
export type AdminUserListQueryInput = z.input<typeof adminUserListQuerySchema>;

export const adminUserSchema = userSchema.extend({
  disabled: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /admin/users: a new staff account. */
export const staffAccountPayloadSchema = z.strictObject({
  name: requiredText(100),
  // Bounded before zod's e-mail pattern reads it: the pattern only ever sees EMAIL_MAX characters.
  email: z.string().trim().max(EMAIL_MAX, { abort: true }).toLowerCase().pipe(z.email()),
  phone: z.string().trim().max(20).default(''),
  password: z.string().min(8).max(128),
  role: z.enum(STAFF_ROLES).default('moderator'),
});
export type StaffAccountPayload = z.infer<typeof staffAccountPayloadSchema>;
export type StaffAccountPayloadInput = z.input<typeof staffAccountPayloadSchema>;

/** PATCH /admin/users/{id}: change a role or disable/enable an account (never one's own). */
export const accountUpdatePayloadSchema = z
  .strictObject({
    role: z.enum(['user', ...STAFF_ROLES]).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((p) => p.role !== undefined || p.disabled !== undefined, 'nothingToChange');
export type AccountUpdatePayload = z.infer<typeof accountUpdatePayloadSchema>;

// ---------------------------------------------------------------- dashboard

/** GET /admin/dashboard?from&to (Cairo dates, at most DASHBOARD_MAX_DAYS; default the last 30 days). */
export const dashboardQuerySchema = z
  .strictObject({ from: dateParam, to: dateParam })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'rangeReversed' })
  .refine(
    (q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DASHBOARD_MAX_DAYS,
    { path: ['from'], message: 'rangeTooLong' },
  );
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const rankedProductSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nameAr: z.string().nullable(),
  image: z.string(),
  /** Views, units sold or units in stock, depending on the list. */
  value: z.int().nonnegative(),
});
export type RankedProduct = z.infer<typeof rankedProductSchema>;

export const dashboardSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  /** Every day of the range, including days without orders (zero). Cancelled orders are left out. */
  days: z.array(z.object({ date: calendarDateSchema, revenue: moneySchema, orders: z.int().nonnegative() })),
  totals: z.object({ revenue: moneySchema, orders: z.int().nonnegative(), averageOrder: moneySchema }),
  /** Orders placed in the range, by their status now. */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.int().nonnegative()),
  mostViewed: z.array(rankedProductSchema),
  mostBought: z.array(rankedProductSchema),
  topExclusive: z.array(rankedProductSchema),
  lowStock: z.array(rankedProductSchema),
  pendingTradeIns: z.int().nonnegative(),
  unreadChats: z.int().nonnegative(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------- audit log

export const auditListQuerySchema = z.strictObject({
  entity: z.preprocess(
    emptyAsUndefined,
    z
      .enum([
        'product',
        'upload',
        'order',
        'tradeIn',
        'dealer',
        'user',
        'message',
        'review',
        'coupon',
        'family',
        'installmentPlan',
        'tradeInEstimate',
        'deliveryZone',
      ])
      .optional(),
  ),
  entityId: textParam,
  actor: z.preprocess(emptyAsUndefined, idSchema.optional()),
  page: pageParam,
  limit: limitParam,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export type AuditListQueryInput = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  _id: idSchema,
  actor: personSchema,
  /** e.g. "product.create", "product.stock", "order.status", "tradeIn.approve", "user.role". */
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: isoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---------------------------------------------------------------- outbox

/** Where an outgoing message stands (docs/decisions/0023): waiting, in a worker's hands, sent, given up. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** GET /admin/outbox: newest first, optionally of one status. */
export const outboxListQuerySchema = z.strictObject({
  status: z.preprocess(emptyAsUndefined, z.enum(OUTBOX_STATUSES).optional()),
  page: pageParam,
  limit: limitParam,
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;
export type OutboxListQueryInput = z.input<typeof outboxListQuerySchema>;

/** An outgoing message as the console lists it: its envelope and its fate, not its body. */
export const outboxMessageSchema = z.object({
  _id: idSchema,
  /** What the message is about: password-reset, order-placed, price-drop, ... */
  kind: z.string(),
  recipient: z.string(),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  /** Tries so far; a message is failed after the worker's last one. */
  attempts: z.int().nonnegative(),
  /** Why the last try failed; cleared once the message is sent. */
  lastError: z.string().nullable(),
  /** When a pending message is tried next. */
  nextAttemptAt: isoDateTimeSchema,
  sentAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * GET /admin/outbox/{id}: the message with its plain-text part, as the shopper reads it. A reset
 * link's token is masked: the console shows that a link went, never one that still opens an account.
 */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({ text: z.string() });
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;
