import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PreparedStatement } from '../../db/client.js';
import { products as p, productFamilies, productJson, productStats } from '../../db/schema.js';

// The catalog's busiest reads pass each product's JSON through, exactly as toProductWire
// (product-wire.ts) would write it, instead of parsing 24 wide rows into objects and writing them
// out again: that took more CPU than running the statement, on the one thread that serves every
// request (with PGlite, the database's too). The database keeps the JSON as the product is written
// (drizzle/0018, product_json); building it on every read cost five times the rest of the read.
// Both follow the one list of a product's fields, product-shape.ts: toProductWire is built from it,
// and the database's product_json_head is its rendering. product-json.test.ts checks, product by
// product and through every kind of write, that the two give the same JSON.

/** The variantCounts of the family of a row of `product_json`, as JSON text; null without one. */
const variantCountsSql: SQL = sql`(select ${productFamilies.variantCounts}::text from ${productFamilies} where ${productFamilies.id} = ${productJson.familyId})`;

/**
 * The rating a card shows as JSON text: the kept one (the reviews' average or the product's own),
 * else domain displayRating's from its views, else 4. The JSON of a float8, as the kept JSON's.
 */
const ratingSql: SQL = sql`coalesce(${productJson.rating}, case when ${productStats.views} > 0 then least(5, round(3.5 + ${productStats.views} / 50.0, 1)) else 4 end)::float8::text`;

/**
 * The fields of a row of `product_json` that change all day (decision 0029): its units sold and
 * views, kept in product_stats rather than in the JSON, and the rating, which can come from the
 * views. Added as the JSON is read, so a views flush or a sale rewrites no JSON. Then the Arabic
 * fields, which follow them. The listing copy writes the same text itself (countsJson), from the
 * counts it already holds; change both together, in the order of PRODUCT_FIELDS (product-shape.ts).
 */
const keptTailSql: SQL = sql`(select ',"sold":' || ${productStats.sold} || ',"rating":' || ${ratingSql} || ',"ratingsAverage":' || ${ratingSql} || ',"views":' || ${productStats.views} || ${productJson.arabic}
  from ${productStats} where ${productStats.productId} = ${productJson.productId})`;

/**
 * ratingSql's rating from the views (domain displayRating): 3.5 and a tenth per 5 views, at most
 * 5; 4 without views. In tenths, views / 5 is never half way between two, so rounding agrees with
 * the database's rounding of numerics; a whole number of tenths over 10 is written as float8 text is.
 */
const ratingOfViews = (views: number): number =>
  views > 0 ? Math.min(50, Math.round(35 + views / 5)) / 10 : 4;

/**
 * keptTailSql's fields before the Arabic ones, as it writes them: `rating` is the kept rating as
 * float8 text (`product_json.rating::text`), null when it comes from the views.
 */
export function countsJson(sold: number, views: number, rating: string | null): string {
  const shown = rating ?? String(ratingOfViews(views));
  return `,"sold":${sold},"rating":${shown},"ratingsAverage":${shown},"views":${views}`;
}

/**
 * What follows a product's kept JSON (its head and Arabic fields): its family's variant counts, the
 * wire's last field (toProductWire), and the object's end. keptJsonPieces and keptJsonSql write it.
 */
const VARIANT_COUNTS_KEY = ',"variantCounts":';
const PRODUCT_END = '}';

/** `text` written into the statement as a literal, not bound: the statement's text stays as it was. */
const textLiteral = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * The JSON array of products from their kept JSON (`product_json.head` and `.arabic`, read as they
 * are, so the database copies nothing), their counts (countsJson) and their families'
 * variantCounts, in pieces (JsonText), as productArraySql over keptJsonSql writes it whole.
 */
export function keptJsonPieces(
  rows: readonly { head: string; counts: string; arabic: string; variantCounts: string | null }[],
): string[] {
  if (rows.length === 0) return ['[]'];
  const pieces: string[] = [];
  for (const row of rows) {
    pieces.push(
      pieces.length === 0 ? '[' : ',',
      row.head,
      row.counts,
      row.arabic,
      VARIANT_COUNTS_KEY,
      row.variantCounts ?? 'null',
      PRODUCT_END,
    );
  }
  pieces.push(']');
  return pieces;
}

/**
 * A product's wire JSON text from its row of `product_json`: the kept JSON, its counters and Arabic
 * fields (keptTailSql), and
 * its family's count of different values per axis last, for a card's "+2 colours" (drizzle/0017).
 */
const keptJsonSql: SQL = sql`(${productJson.head} || ${keptTailSql} || ${textLiteral(VARIANT_COUNTS_KEY)} || coalesce(${variantCountsSql}, 'null') || ${textLiteral(PRODUCT_END)})`;

/** One product (a row of `products`) as its wire JSON text. */
export const productJsonSql: SQL = sql`(select ${keptJsonSql} from ${productJson} where ${productJson.productId} = ${p.id})`;

/** The JSON array of the products (rows of `products`) a query yields, in `order`; `[]` when there are none. */
export const productArraySql = (order: SQL): SQL =>
  sql`coalesce('[' || string_agg(${productJsonSql}, ',' order by ${order}) || ']', '[]')`;

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
