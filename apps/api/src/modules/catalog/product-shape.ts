import { displayRating, type Product, reviewAverage } from '@kahraba/domain';
import { getTableColumns } from 'drizzle-orm';
import { productStats, products } from '../../db/schema.js';

// A product's JSON (SPEC §3 field names), defined once: each field, in the order the API sends it,
// with how JS computes it from a row (toProductWire, product-wire.ts) and, for the fields the
// database keeps in product_json.head, the SQL that computes it there (product_json_head, rendered
// by productJsonHeadSql below and installed by a migration). The fields kept apart from the head
// are added as the JSON is read: the counts by product-json.ts, the Arabic fields by the database's
// product_json_arabic (drizzle/0021). product-shape.test.ts checks that the installed function is
// this rendering, so changing a field here without a migration that installs it again fails.

/** A product's views and units sold, kept apart from its row in product_stats (decision 0029). */
export type ProductCounts = Pick<typeof productStats.$inferSelect, 'views' | 'sold'>;

/** A row of `products` with its counts: what the API sends of a product. */
export type ProductRow = typeof products.$inferSelect & ProductCounts;

/** The columns of a ProductRow, for a select from `products` joined to `product_stats`. */
export const productRowColumns = {
  ...getTableColumns(products),
  views: productStats.views,
  sold: productStats.sold,
};

/** What several fields read from a row, worked out once per product. */
export interface RowRatings {
  /** The shoppers' visible reviews' average; null without reviews (decision 0011). */
  reviewed: number | null;
  /** The stars shown: the reviews' average, else the catalog rating or SPEC's default. */
  rating: number;
}

export function rowRatings(row: ProductRow): RowRatings {
  const reviewed = reviewAverage(row.reviewsStarSum, row.reviewsCount);
  return { reviewed, rating: reviewed ?? displayRating(row) };
}

/** Where the database keeps a field: in the head it writes from the list's SQL, or apart. */
type Kept = { sql: string } | 'counts' | 'arabic';

interface ProductField<K extends keyof Product> {
  key: K;
  js: (row: ProductRow, ratings: RowRatings) => Product[K];
  kept: Kept;
}

const field = <K extends keyof Product>(key: K, kept: Kept, js: ProductField<K>['js']): ProductField<K> => ({
  key,
  js,
  kept,
});

/** A column of the function's row argument `p`, as written in its body. */
const column = (name: string): string => `"p"."${name}"`;

/** A JS Date's toISOString(): UTC, milliseconds cut (not rounded) as the driver cuts them. */
const isoTimeSql = (name: string): string =>
  `to_char(${column(name)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** numeric comes out as exact decimal text; float8 is what a JS number prints. */
const numberSql = (name: string): string => `${column(name)}::float8`;

/** Every field of a product's JSON but the family's variantCounts, in the order the API sends them. */
export const PRODUCT_FIELDS = [
  field('_id', { sql: column('id') }, (row) => row.id),
  field('id', { sql: column('id') }, (row) => row.id),
  field('name', { sql: column('name') }, (row) => row.name),
  field('slug', { sql: column('slug') }, (row) => row.slug),
  field('brand', { sql: column('brand') }, (row) => row.brand),
  field('category', { sql: column('category') }, (row) => row.category as Product['category']),
  field('productType', { sql: column('product_type') }, (row) => row.productType as Product['productType']),
  field('__t', { sql: column('product_type') }, (row) => row.productType as Product['productType']),
  field('description', { sql: column('description') }, (row) => row.description),
  field('price', { sql: numberSql('price') }, (row) => row.price),
  field('priceAfterDiscount', { sql: numberSql('price_after_discount') }, (row) => row.priceAfterDiscount),
  field('discount', { sql: numberSql('discount') }, (row) => row.discount),
  field('discountPercentage', { sql: column('discount_percent') }, (row) => row.discountPercent),
  field('quantity', { sql: column('quantity') }, (row) => row.quantity),
  field('image', { sql: column('image') }, (row) => row.image),
  field(
    'images',
    {
      sql: `CASE WHEN jsonb_array_length(${column('images')}) > 0 THEN ${column('images')} ELSE jsonb_build_array(${column('image')}) END`,
    },
    (row) => (row.images.length > 0 ? row.images : [row.image]),
  ),
  // The reviews' count where shoppers reviewed it (decision 0011), else the catalog's.
  field(
    'ratingsQuantity',
    {
      sql: `CASE WHEN ${column('reviews_count')} > 0 THEN ${column('reviews_count')} ELSE ${column('ratings_quantity')} END`,
    },
    (row, { reviewed }) => (reviewed === null ? row.ratingsQuantity : row.reviewsCount),
  ),
  field('reviews', { sql: column('reviews_count') }, (row) => row.reviewsCount),
  field('isExclusive', { sql: column('is_exclusive') }, (row) => row.isExclusive),
  field('isNew', { sql: column('is_new') }, (row) => row.isNew),
  field('badge', { sql: column('badge') }, (row) => row.badge),
  field('productCode', { sql: column('product_code') }, (row) => row.productCode),
  field('referralCode', { sql: column('referral_code') }, (row) => row.referralCode),
  field('installments', { sql: column('installments') }, (row) => row.installments),
  field('used', { sql: column('used') }, (row) => row.used),
  field('usedStatus', { sql: column('used_status') }, (row) => row.usedStatus),
  field('specs', { sql: column('specs') }, (row) => row.specs),
  field('deviceType', { sql: column('device_type') }, (row) => row.deviceType),
  field('laptopType', { sql: column('laptop_type') }, (row) => row.laptopType),
  field('wearableType', { sql: column('wearable_type') }, (row) => row.wearableType),
  field('audioType', { sql: column('audio_type') }, (row) => row.audioType),
  field('subType', { sql: column('sub_type') }, (row) => row.subType),
  field(
    'company',
    {
      sql: `CASE WHEN ${column('company_name')} <> '' THEN json_build_object('name', ${column('company_name')}) END`,
    },
    (row) => (row.companyName ? { name: row.companyName } : null),
  ),
  field('createdAt', { sql: isoTimeSql('created_at') }, (row) => row.createdAt.toISOString()),
  field('updatedAt', { sql: isoTimeSql('updated_at') }, (row) => row.updatedAt.toISOString()),
  field('familyId', { sql: column('family_id') }, (row) => row.familyId),
  field('options', { sql: column('options') }, (row) => row.options),
  // The counts that change all day and the rating that can come from the views (decision 0029):
  // product-json.ts adds them as it reads (keptTailSql, countsJson), in this order.
  field('sold', 'counts', (row) => row.sold),
  field('rating', 'counts', (_row, { rating }) => rating),
  field('ratingsAverage', 'counts', (_row, { rating }) => rating),
  field('views', 'counts', (row) => row.views),
  // The Arabic fields last, kept apart so that the head stays ASCII (drizzle/0021).
  field('nameAr', 'arabic', (row) => row.nameAr),
  field('descriptionAr', 'arabic', (row) => row.descriptionAr),
];

/** The fields of each part of the kept JSON, in order. */
export const keysKept = (part: 'head' | 'counts' | 'arabic'): string[] =>
  PRODUCT_FIELDS.filter((f) => (part === 'head' ? typeof f.kept === 'object' : f.kept === part)).map(
    (f) => f.key,
  );

/**
 * The body of the database function product_json_head("p" "products"): the JSON of the head
 * fields, without its closing brace, for the counts and Arabic fields to follow.
 */
export function productJsonHeadSql(): string {
  const columns = PRODUCT_FIELDS.flatMap((f) =>
    typeof f.kept === 'object' ? [`\t\t${f.kept.sql} AS "${f.key}"`] : [],
  );
  return [
    '',
    '\tSELECT left(row_to_json("wire")::text, -1) FROM',
    '\t(SELECT',
    columns.join(',\n'),
    '\t) AS "wire"',
    '',
  ].join('\n');
}
