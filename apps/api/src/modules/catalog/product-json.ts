import { createHash } from 'node:crypto';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { PreparedStatement } from '../../db/client.js';
import { products as p, productFamilies } from '../../db/schema.js';

// The catalog's busiest reads have the database write each product's JSON, exactly as
// toProductWire (product-wire.ts) would, so the API passes the text through instead of parsing
// 24 wide rows into objects and writing them out again: that took more CPU than running the
// statement, on the one thread that serves every request (with PGlite, the database's too).
// product-json.test.ts checks, product by product, that the two give the same JSON.

/**
 * The rating a card shows: the visible reviews' average (domain reviewAverage) where there are
 * reviews, else domain displayRating: the product's own, else from its views, else 4.
 */
const ratingSql = sql`(case when ${p.reviewsCount} > 0 then round(${p.reviewsStarSum}::numeric / ${p.reviewsCount}, 1)
  when ${p.rating} > 0 then least(5, ${p.rating})
  when ${p.views} > 0 then least(5, round(3.5 + ${p.views} / 50.0, 1)) else 4 end)::float8`;

/** A JS Date's toISOString() of a timestamp: UTC, milliseconds cut (not rounded) like the driver does. */
const isoSql = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The family's count of different values per axis, for a card's "+2 colours" (drizzle/0017). */
const variantCountsSql = sql`case when ${p.familyId} is not null then (
  select ${productFamilies.variantCounts} from ${productFamilies} where ${productFamilies.id} = ${p.familyId}
) end`;

/** The wire fields of toProductWire, in its order, each as SQL over a row of `products`. */
const WIRE_FIELDS: [string, SQLWrapper][] = [
  ['_id', p.id],
  ['id', p.id],
  ['name', p.name],
  ['nameAr', p.nameAr],
  ['slug', p.slug],
  ['brand', p.brand],
  ['category', p.category],
  ['productType', p.productType],
  ['__t', p.productType],
  ['description', p.description],
  ['descriptionAr', p.descriptionAr],
  // numeric comes out of PostgreSQL as exact decimal text; float8 is what a JS number prints.
  ['price', sql`${p.price}::float8`],
  ['priceAfterDiscount', sql`${p.priceAfterDiscount}::float8`],
  ['discount', sql`${p.discount}::float8`],
  ['discountPercentage', p.discountPercent],
  ['quantity', p.quantity],
  ['sold', p.sold],
  ['image', p.image],
  [
    'images',
    sql`case when jsonb_array_length(${p.images}) > 0 then ${p.images} else jsonb_build_array(${p.image}) end`,
  ],
  ['rating', ratingSql],
  ['ratingsAverage', ratingSql],
  [
    'ratingsQuantity',
    sql`case when ${p.reviewsCount} > 0 then ${p.reviewsCount} else ${p.ratingsQuantity} end`,
  ],
  ['reviews', p.reviewsCount],
  ['views', p.views],
  ['isExclusive', p.isExclusive],
  ['isNew', p.isNew],
  ['badge', p.badge],
  ['productCode', p.productCode],
  ['referralCode', p.referralCode],
  ['installments', p.installments],
  ['used', p.used],
  ['usedStatus', p.usedStatus],
  ['specs', p.specs],
  ['deviceType', p.deviceType],
  ['laptopType', p.laptopType],
  ['wearableType', p.wearableType],
  ['audioType', p.audioType],
  ['subType', p.subType],
  ['company', sql`case when ${p.companyName} <> '' then json_build_object('name', ${p.companyName}) end`],
  ['createdAt', isoSql(p.createdAt)],
  ['updatedAt', isoSql(p.updatedAt)],
  ['familyId', p.familyId],
  ['options', p.options],
  ['variantCounts', variantCountsSql],
];

/**
 * One product (a row of `products`) as its wire JSON. row_to_json of a one-row subquery writes
 * compact JSON (json_build_object would put spaces around every colon).
 */
export const productJsonSql: SQL = sql`row_to_json((select ${sql.identifier('wire')} from (select ${sql.join(
  WIRE_FIELDS.map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
  sql`, `,
)}) as ${sql.identifier('wire')}))`;

/** The JSON array of the products a query yields, in `order`; `[]` when there are none. */
export const productArraySql = (order: SQL): SQL =>
  sql`coalesce(json_agg(${productJsonSql} order by ${order}), '[]')::text`;

const dialect = new PgDialect();

export interface StatementTemplate {
  statement: PreparedStatement;
  /** Values and placeholders in $n order; fill with drizzle's fillPlaceholders. */
  params: unknown[];
}

/**
 * Renders a statement once. `named` statements are kept prepared, and planned once, on every
 * pooled connection under a name derived from their text.
 */
export function statementTemplate(query: SQL, options: { named: boolean }): StatementTemplate {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = options.named
    ? `catalog_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
    : undefined;
  return { statement: name ? { name, text } : { text }, params };
}
