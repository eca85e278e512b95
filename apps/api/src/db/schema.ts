import type { OptionNamesAr, OrderInstallment, VariantAxis, VariantOptions } from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Money is numeric(12,2) in the database and a JS number of EGP at the edges; arithmetic on
// totals happens in piastres (packages/domain/money) so rounding never drifts.
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Raw bytes; PGlite hands them back as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Shoppers type their e-mail in any case; it is stored lower-cased so uniqueness is case-insensitive.
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin', 'moderator'] })
      .notNull()
      .default('user'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // The language of the shopper's last sign-up or sign-in: messages nobody asked for at the moment
    // (an order shipped by staff, a price drop) are written in it.
    language: text('language', { enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    // Which e-mails the shopper wants besides the order messages, which always go. The
    // notification centre shows every entry either way.
    emailPriceAlerts: boolean('email_price_alerts').notNull().default(true),
    emailStockAlerts: boolean('email_stock_alerts').notNull().default(true),
    emailChatReplies: boolean('email_chat_replies').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_language_check', sql`${t.language} in ('en', 'ar')`),
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'moderator')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

// A signed-in session: its id is the `jti` of the token it was issued with. The token is only good
// while its row exists, so signing out (here, everywhere, or by a password change or a staff
// member disabling the account) ends it on every instance at once. Expired rows are swept a few
// at a time as shoppers sign in.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

// Values every instance must agree on and nobody configured, such as the secret that signs session
// tokens when JWT_SECRET is unset: the first instance to start writes it, the others read it.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const dealers = pgTable(
  'dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brief: text('brief').notNull().default(''),
    briefAr: text('brief_ar').notNull().default(''),
    logo: text('logo'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('dealers_name_key').on(t.name).where(sql`${t.deletedAt} is null`)],
);

/**
 * One model in several colours, memory sizes or case sizes (decision 0013). Its variants are
 * ordinary products pointing at it, each with its own id, slug, price and stock.
 */
export const productFamilies = pgTable(
  'product_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Derived from the name once, like a product's: the seed finds its families again by it.
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    brand: text('brand').notNull(),
    /** The options its variants differ in, in the order the product page offers them. */
    axes: jsonb('axes').$type<VariantAxis[]>().notNull(),
    // Colours are words and need an Arabic name; codes (256GB, 42mm) read the same in both.
    valueNamesAr: jsonb('value_names_ar').$type<OptionNamesAr>().notNull().default({}),
    // How many different values its live variants have on each axis, for a card's "+2 colours".
    // Kept by triggers on products (drizzle/0017), so a listing page reads it rather than counting
    // every card's siblings.
    variantCounts: json('variant_counts').$type<Partial<Record<VariantAxis, number>>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_families_slug_key').on(t.slug),
    check(
      'product_families_axes_check',
      sql`jsonb_typeof(${t.axes}) = 'array' and jsonb_array_length(${t.axes}) > 0`,
    ),
  ],
);

/** Not soft-deleted: the only products the catalog ever lists. */
const live = (t: { deletedAt: AnyPgColumn }) => sql`${t.deletedAt} is null`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    productType: text('product_type').notNull(),
    // The category pages filter on one of these per category (SPEC §5); kept as columns so they index.
    deviceType: text('device_type'),
    laptopType: text('laptop_type'),
    wearableType: text('wearable_type'),
    audioType: text('audio_type'),
    subType: text('sub_type'),
    description: text('description').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    price: money('price').notNull(),
    priceAfterDiscount: money('price_after_discount'),
    // Stored as given: a fraction (0.15) or a percent (15); packages/domain normalises it.
    discount: numeric('discount', { precision: 6, scale: 3, mode: 'number' }),
    // The offers discount percent (SPEC §5 derivation order), computed when the product is written
    // so the discount filter and the offers sort run on an index instead of re-deriving per row.
    discountPercent: integer('discount_percent').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    // Views and units sold live in product_stats: they change all day, and here each change
    // rewrote this wide row, its thirty indexes and its kept JSON (decision 0029).
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    ratingsQuantity: integer('ratings_quantity').notNull().default(0),
    // The visible reviews' count and star sum, kept by every review write and moderation in its
    // own transaction, so listings show their average without aggregating reviews per request.
    reviewsCount: integer('reviews_count').notNull().default(0),
    reviewsStarSum: integer('reviews_star_sum').notNull().default(0),
    isExclusive: boolean('is_exclusive').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    badge: text('badge'),
    productCode: text('product_code').notNull(),
    referralCode: text('referral_code'),
    installments: jsonb('installments').$type<Record<string, number>>(),
    used: boolean('used').notNull().default(false),
    usedStatus: text('used_status'),
    specs: jsonb('specs').$type<Record<string, string>>().notNull().default({}),
    companyName: text('company_name'),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    // Its family, if it has one, and its value on each of the family's axes.
    familyId: uuid('family_id').references((): AnyPgColumn => productFamilies.id),
    options: jsonb('options').$type<VariantOptions>(),
    // Normalised (lower case, Arabic variants and digits folded) name/brand/category text for search.
    searchText: text('search_text').notNull().default(''),
    // The specification filters' tokens (domain specFacetTokens: `ram:12`, `screen:6.5-6.8`), read
    // from the specs whenever the product is written. Null until a product written before them is
    // read (catalog/spec-facets-backfill.ts).
    specFacets: text('spec_facets').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug).where(sql`${t.deletedAt} is null`),
    uniqueIndex('products_code_key').on(t.productCode).where(sql`${t.deletedAt} is null`),
    // A listing reads one page of ids in the order of one of these (per category, or across all),
    // skipping index entries rather than whole rows; each ends on the id, the tie-breaker of every
    // sort. Only live products are ever listed, so deleted ones are left out of them.
    index('products_category_created_idx').on(t.category, t.createdAt, t.id).where(live(t)),
    index('products_category_price_idx').on(t.category, t.price, t.id).where(live(t)),
    index('products_category_name_idx').on(t.category, t.name, t.id).where(live(t)),
    index('products_created_idx').on(t.createdAt, t.id).where(live(t)),
    index('products_price_idx').on(t.price, t.id).where(live(t)),
    index('products_name_idx').on(t.name, t.id).where(live(t)),
    index('products_discount_idx').on(t.discountPercent, t.id).where(live(t)),
    // The listing index reads every live product's views and units sold (product_stats) in id
    // order, every few seconds (listing-index.ts viewsStatement): the live ids come from this
    // index alone, not the whole table, and are merged with product_stats' key.
    index('products_live_id_idx').on(t.id).where(live(t)),
    // A brand's listing in the orders where the brand and the order go together: names start with
    // the brand, and a brand's prices sit in one band. Walking the catalog's name order for "Oppo",
    // the planner expected its products spread evenly and read 65 000 others first.
    index('products_brand_created_idx').on(t.brand, t.createdAt, t.id).where(live(t)),
    index('products_brand_price_idx').on(t.brand, t.price, t.id).where(live(t)),
    index('products_brand_name_idx').on(t.brand, t.name, t.id).where(live(t)),
    index('products_used_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.used} and ${live(t)}`),
    index('products_type_idx').on(t.productType, t.createdAt),
    index('products_brand_idx').on(t.brand),
    index('products_spec_facets_idx').using('gin', t.specFacets).where(live(t)),
    // The product page reads a family's variants, and each listed card counts its family's options.
    // Deleted products are kept in it too: deleting a family checks its foreign key by looking for
    // any product of it, and without an index that served, the seed's clearing of lone families read
    // the whole table once per family (over 5 minutes at 100 000 products, bench/RESULTS.md).
    index('products_family_idx').on(t.familyId).where(sql`${t.familyId} is not null`),
    // Two live variants of one family never share all their options: the page could not tell them apart.
    uniqueIndex('products_family_options_key')
      .on(t.familyId, t.options)
      .where(sql`${t.familyId} is not null and ${live(t)}`),
    check('products_options_check', sql`(${t.familyId} is null) = (${t.options} is null)`),
    check('products_quantity_check', sql`${t.quantity} >= 0`),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_reviews_check', sql`${t.reviewsCount} >= 0 and ${t.reviewsStarSum} >= ${t.reviewsCount}`),
  ],
);

/**
 * What changes about a product all day: its page's views (written every few seconds by the view
 * counter) and its units sold (every order). Kept apart from the wide products row, so such a write
 * is one narrow row with no trigger, not a wide one with thirty indexes and JSON (decision 0029). Every
 * product has one, inserted by a trigger on products (drizzle/0031).
 */
export const productStats = pgTable(
  'product_stats',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    // The most viewed products (the home page, a product's related ones, the database's "most
    // selling" listings) are walked down this index. It makes a views write a new row version with
    // two index entries; a sale's stays on its page (HOT).
    index('product_stats_views_idx').on(t.views, t.productId),
    check('product_stats_views_check', sql`${t.views} >= 0`),
    check('product_stats_sold_check', sql`${t.sold} >= 0`),
  ],
);

/**
 * Each product's wire JSON (toProductWire) but its family's variant counts, written by a trigger on
 * products whoever writes them (drizzle/0018): the catalog's reads pass it through rather than
 * have the database build 45 fields of JSON for every card of every page (product-json.ts).
 */
export const productJson = pgTable('product_json', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** The product's family, whose variant counts are added as the JSON is read. */
  familyId: uuid('family_id'),
  /**
   * The JSON object without its closing brace and without its Arabic fields (`arabic`): the
   * variant counts are added as it is read.
   */
  head: text('head').notNull(),
  /**
   * The Arabic fields as they follow the head: `,"nameAr":…,"descriptionAr":…`. Apart, the head
   * of most products is all ASCII, which the API reads into one byte a character and writes out
   * as it is; with the Arabic in it, the whole text took two bytes a character, and turning it
   * back into UTF-8 on every answer took a seventh of a listing's time in the API.
   */
  arabic: text('arabic').notNull().default(''),
  /**
   * The rating the card shows (the reviews' average, else the product's own rating); null when it
   * comes from the views, which product_stats holds and the JSON's reader adds (product-json.ts).
   */
  rating: doublePrecision('rating'),
});

/**
 * Every selling price a product had (domain effectivePrice: the price after discount when lower,
 * else the price) and when it began. Written by triggers on products whoever writes them
 * (drizzle/0026): the product's first price at its creation, then each change of it. The product
 * page's chart and the honest old-price rule (domain price-history.ts) read it.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    // A sequence: two changes in one transaction share a timestamp but still read back in order.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.recordedAt, t.id)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Percent off the whole cart (SPEC §3 Cart.discount).
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('carts_discount_check', sql`${t.discount} >= 0 and ${t.discount} <= 100`)],
);

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservations_user_product_key').on(t.userId, t.productId),
    index('reservations_product_expires_idx').on(t.productId, t.expiresAt),
    check('reservations_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Upper-case: shoppers type codes in any case (packages/domain normalizeCouponCode).
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    // A percent for `percent`, EGP for `fixed`.
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minSubtotal: money('min_subtotal').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerShopper: integer('max_uses_per_shopper'),
    // Orders placed with it; raised in the placing transaction while the row is locked, so it
    // is the count the total limit is checked against.
    usedCount: integer('used_count').notNull().default(0),
    category: text('category'),
    brand: text('brand'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 100)`),
    check('coupons_used_count_check', sql`${t.usedCount} >= 0`),
    check('coupons_max_uses_check', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

// Installment plans of banks (0 % over 6-24 months) and finance companies (valU, Souhoola, ...,
// with a fee and interest), as staff keep them. Orders copy the plan's figures when placed.
export const installmentPlans = pgTable(
  'installment_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerAr: text('provider_ar').notNull(),
    months: integer('months').array().notNull(),
    // Flat percent of the amount financed per month; 0 for a 0 % plan.
    monthlyRatePercent: numeric('monthly_rate_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    adminFeeKind: text('admin_fee_kind', { enum: ['none', 'percent', 'fixed'] })
      .notNull()
      .default('none'),
    // A percent for `percent`, EGP for `fixed`.
    adminFee: numeric('admin_fee', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    minAmount: money('min_amount').notNull().default(0),
    maxAmount: money('max_amount'),
    // Where the plan is listed among the others (lower first).
    sortOrder: integer('sort_order').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('installment_plans_sort_idx').on(t.sortOrder, t.createdAt),
    check('installment_plans_fee_kind_check', sql`${t.adminFeeKind} in ('none', 'percent', 'fixed')`),
    check('installment_plans_amounts_check', sql`${t.maxAmount} is null or ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

const ORDER_STATUS_VALUES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: ['card', 'cash', 'bank_transfer'] }).notNull(),
    shippingMethod: text('shipping_method', { enum: ['standard', 'express'] }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>().notNull(),
    notes: text('notes').notNull().default(''),
    subtotal: money('subtotal').notNull(),
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    shippingFee: money('shipping_fee').notNull(),
    total: money('total').notNull(),
    // The discount code used (as it was typed by staff, upper-case) and the EGP it took off.
    couponCode: text('coupon_code'),
    couponDiscount: money('coupon_discount').notNull().default(0),
    // The installment plan chosen at checkout, priced against the total when placed; null for none.
    installment: jsonb('installment').$type<OrderInstallment>(),
    idempotencyKey: text('idempotency_key'),
    // The Cairo days the shopper was promised delivery between; null on orders placed before.
    deliveryEarliest: date('delivery_earliest', { mode: 'string' }),
    deliveryLatest: date('delivery_latest', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    check('orders_total_check', sql`${t.total} >= 0`),
    check('orders_coupon_discount_check', sql`${t.couponDiscount} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    // Snapshots: what the shopper bought stays readable if the product is renamed or repriced.
    // Both names are kept so the order reads in the shopper's language; lines written before the
    // Arabic name was kept have none, and show the English one.
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    image: text('image').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// Every status an order reached, written in the transaction that changes it (placing, staff moves,
// the shopper's cancel): the shopper's timeline and the staff history both read it.
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    // A sequence, not a uuid: two changes in one instant still read back in the order they were made.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull(),
    // Who made the change: the shopper for placing and cancelling, else the staff member.
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    note: text('note'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.id),
    check(
      'order_status_history_status_check',
      sql`${t.status} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

// One row per order placed with a coupon: the per-shopper limit counts them.
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    discount: money('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

export const tradeIns = pgTable(
  'trade_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    productType: text('product_type').notNull(),
    specs: jsonb('specs').$type<Record<string, string | number>>().notNull(),
    replacementId: uuid('replacement_id')
      .notNull()
      .references(() => products.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    // The condition the shopper gave and the credit range estimated for it then (null before estimates).
    condition: text('condition', { enum: ['excellent', 'good', 'fair', 'poor'] }),
    estimateMin: money('estimate_min'),
    estimateMax: money('estimate_max'),
    offeredCredit: money('offered_credit'),
    rejectReason: text('reject_reason'),
    // Which staff member decided, and when; null while pending.
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('trade_ins_user_created_idx').on(t.userId, t.createdAt),
    index('trade_ins_status_idx').on(t.status),
  ],
);

// The trade-in estimate table: a credit range per device type for a device in excellent condition…
export const tradeInEstimateRanges = pgTable(
  'trade_in_estimate_ranges',
  {
    productType: text('product_type').primaryKey(),
    minCredit: integer('min_credit').notNull(),
    maxCredit: integer('max_credit').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trade_in_estimate_ranges_check', sql`${t.minCredit} >= 0 and ${t.maxCredit} >= ${t.minCredit}`),
  ],
);

// …and what each condition keeps of it.
export const tradeInConditionFactors = pgTable(
  'trade_in_condition_factors',
  {
    condition: text('condition', { enum: ['excellent', 'good', 'fair', 'poor'] }).primaryKey(),
    factor: numeric('factor', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('trade_in_condition_factors_check', sql`${t.factor} >= 0 and ${t.factor} <= 1`)],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id),
    toId: uuid('to_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // When the recipient was told of it outside the chat (a staff reply left unread: modules/notifications).
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_from_created_idx').on(t.fromId, t.createdAt),
    index('messages_to_created_idx').on(t.toId, t.createdAt),
    // The chat-reply check reads only messages still unread and untold, oldest first.
    index('messages_untold_idx')
      .on(t.createdAt)
      .where(sql`${t.read} = false and ${t.notifiedAt} is null and ${t.deletedAt} is null`),
    check('messages_length_check', sql`char_length(${t.message}) between 1 and 2000`),
  ],
);

// Every stock change made by staff, with the reason they gave; orders and cancellations move
// stock through their own transactions and are traced by the orders themselves.
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_adjustments_product_created_idx').on(t.productId, t.createdAt),
    check('stock_adjustments_delta_check', sql`${t.delta} <> 0`),
    check('stock_adjustments_quantity_after_check', sql`${t.quantityAfter} >= 0`),
  ],
);

// Who changed what and when, with the entity before and after, for every staff change.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_added_idx').on(t.userId, t.addedAt),
  ],
);

// One review per shopper per product; a second write edits it. Staff hide a review rather than
// delete it, so the shopper's words stay on record and the decision can be undone.
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_key').on(t.productId, t.userId),
    // The product page's two sorts over the visible reviews.
    index('product_reviews_product_created_idx')
      .on(t.productId, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('product_reviews_product_helpful_idx')
      .on(t.productId, t.helpfulCount, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
    index('product_reviews_created_idx').on(t.createdAt),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('product_reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

// A shopper's saved delivery addresses. Governorate and area are the slugs of packages/domain's
// list; their names are looked up when the address is read, and copied onto an order when placed.
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    governorateId: text('governorate_id').notNull(),
    areaId: text('area_id').notNull(),
    street: text('street').notNull(),
    building: text('building').notNull(),
    floor: text('floor').notNull(),
    apartment: text('apartment').notNull(),
    landmark: text('landmark'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_created_idx').on(t.userId, t.createdAt),
    // At most one default per shopper, whatever two requests race to do.
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

// What delivering to each governorate costs and takes, by method; staff edit it in the console.
// Express columns are all null where express is not offered.
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    governorateId: text('governorate_id').primaryKey(),
    standardFee: money('standard_fee').notNull(),
    standardMinDays: integer('standard_min_days').notNull(),
    standardMaxDays: integer('standard_max_days').notNull(),
    expressFee: money('express_fee'),
    expressMinDays: integer('express_min_days'),
    expressMaxDays: integer('express_max_days'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'delivery_zones_standard_check',
      sql`${t.standardFee} >= 0 and ${t.standardMinDays} >= 1 and ${t.standardMinDays} <= ${t.standardMaxDays}`,
    ),
    check(
      'delivery_zones_express_check',
      sql`(${t.expressFee} is null and ${t.expressMinDays} is null and ${t.expressMaxDays} is null) or (${t.expressFee} >= 0 and ${t.expressMinDays} >= 1 and ${t.expressMinDays} <= ${t.expressMaxDays})`,
    ),
  ],
);

// Images staff upload (modules/media/image-store.ts), kept in the database so every instance serves
// them, unless S3-compatible storage is configured. Written once under a random name, never changed.
export const uploadedImages = pgTable('uploaded_images', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

// Messages to shoppers, written in the transaction of what causes them (a reset asked for, an
// order placed) and sent by the outbox worker (modules/mail/outbox-worker.ts). A row is claimed by
// setting it `sending` with a lease: a process killed while sending leaves the row to be claimed
// again once the lease runs out. Its id is the message's Message-ID, so a resend is recognisable.
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about, e.g. password-reset; for the console and the logs. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('outbox_messages_language_check', sql`${t.language} in ('en', 'ar')`),
    // The worker's claim reads only messages still to send, oldest due first.
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_messages_created_at_idx').on(t.createdAt),
  ],
);

// A password reset asked for by e-mail. Only the sha256 of the token is kept: whoever reads the
// table cannot use a row. Single use (`used_at`) and short-lived (`expires_at`).
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_user_id_idx').on(t.userId),
    index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

// The notification centre: one row per thing a shopper was told (an order placed, a price drop).
// `payload` holds what draws the entry in either language (domain notificationSchema's `data`), not
// text. `mail_pending` marks an entry whose e-mail the alert mailer still has to queue: entries written
// by the database's triggers (price drops, stock back), which cannot render a message themselves.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailPending: boolean('mail_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_mail_pending_idx').on(t.createdAt).where(sql`${t.mailPending}`),
    // Retention (modules/notifications/retention.ts): the read entries past their keeping, oldest
    // first, and the shoppers who were told something lately (only they can have passed the cap).
    index('notifications_read_created_idx').on(t.createdAt).where(sql`${t.readAt} is not null`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

// A shopper waiting for an out-of-stock product: the row goes when the stock comes back and the
// shopper is told (a trigger in drizzle/0028), so they hear of it once.
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('stock_alerts_product_idx').on(t.productId),
  ],
);
