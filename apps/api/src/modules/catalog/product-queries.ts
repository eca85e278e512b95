import {
  CATEGORIES,
  type Category,
  categoriesForPrefix,
  englishWordsForArabicPrefix,
  expandSearchQuery,
  LIMITS,
  normalizeSearchText,
  type ProductFamily,
} from '@kahraba/domain';
import { and, desc, eq, fillPlaceholders, isNull, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, type RawRow, runPreparedOn, uuidArrayText } from '../../db/client.js';
import { dealers, productStats, products } from '../../db/schema.js';
import { listVersionSql } from './catalog-cache.js';
import { familyFromJson, familyJsonSql } from './product-family.js';
import { escapeLike, textCondition } from './product-filters.js';
import {
  productArraySql,
  productJsonSql,
  type StatementTemplate,
  statementTemplate,
} from './product-json.js';
import type { ProductRow } from './product-wire.js';
import { ReadBatcher } from './read-batcher.js';
import { plainSearchPlan, type SearchPlan } from './search-plan.js';

// The product reads behind the home page, the product page and the search box. Each is one fixed
// statement, prepared once per connection, with its values as parameters, and answers its
// products as JSON built by the database (product-json.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const live = isNull(products.deletedAt);
const param = (name: string) => sql.placeholder(name);
const named = (query: SQL) => statementTemplate(query, { named: true });
const by = (order: SQLWrapper[]) => sql.join(order, sql`, `);

/** The products `where` picks, in `order`, at most `limit`, as one JSON array. */
const productArray = (where: SQL | undefined, order: SQLWrapper[], limit: SQLWrapper) =>
  sql`select ${productArraySql(by(order))} as "json" from (select * from ${products} where ${where}
    order by ${by(order)} limit ${limit}) as ${products}`;

const detailColumns = sql`${products.id} as "id", ${productJsonSql}::text as "json", ${familyJsonSql} as "family"`;

/** Live products by id, in the order asked, each row numbered by its place in it. */
const detailsByIdStatement = named(sql`select ${detailColumns}, "asked"."n" as "n"
  from unnest(${param('ids')}::uuid[]) with ordinality as "asked"("id", "n")
  cross join lateral (select * from ${products} where ${products.id} = "asked"."id" and ${live} offset 0) as ${products}
  order by "asked"."n"`);

/**
 * Live products with their views (product_stats, decision 0029), to be walked in the views order:
 * the statements below go down product_stats' views index and look each product up by id.
 */
const withViews = sql`${products}.*, ${productStats.views} as "views"
  from ${productStats} join ${products} on ${products.id} = ${productStats.productId}`;
const BY_VIEWS = [desc(productStats.views), desc(products.id)];
/** The same order over the rows `withViews` picked, named as the products they are. */
const BY_PICKED_VIEWS = [sql`${products}."views" desc`, desc(products.id)];
const inStock = sql`${products.quantity} > 0`;
const IN_STOCK_FIRST_BY_VIEWS = [desc(inStock), ...BY_PICKED_VIEWS];

/** The `limit` products `where` picks, the most viewed first, as one JSON array. */
const mostViewedArray = (where: SQL | undefined, limit: SQLWrapper) =>
  sql`select ${productArraySql(by(BY_PICKED_VIEWS))} as "json" from (select ${withViews} where ${where}
    order by ${by(BY_VIEWS)} limit ${limit}) as ${products}`;

/**
 * The `limit` most viewed live products, those in stock first: a shop's showcase should not lead
 * with products nobody can buy. Each half is a walk down the views index that stops at `limit`
 * rows, so the statement never sorts the whole catalog.
 */
const mostViewedFirstInStock = (limit: SQLWrapper) => {
  const top = (where: SQL | undefined) =>
    sql`(select ${withViews} where ${where} order by ${by(BY_VIEWS)} limit ${limit})`;
  return sql`select ${productArraySql(by(IN_STOCK_FIRST_BY_VIEWS))} as "json" from (
    select * from (${top(and(live, inStock))} union all ${top(and(live, sql`not (${inStock})`))}) as ${products}
    order by ${by(IN_STOCK_FIRST_BY_VIEWS)} limit ${limit}) as ${products}`;
};

const STATEMENTS = {
  detailBySlug: named(
    sql`select ${detailColumns} from ${products} where ${and(eq(products.slug, param('key')), live)}`,
  ),
  related: named(
    mostViewedArray(
      and(eq(products.category, param('category')), ne(products.id, param('id')), live),
      sql`${LIMITS.related}`,
    ),
  ),
  used: named(
    productArray(
      and(eq(products.used, true), live),
      [desc(products.createdAt), desc(products.id)],
      param('limit'),
    ),
  ),
  mostViewed: named(mostViewedFirstInStock(sql`${LIMITS.mostViewed}`)),
  topExclusive: named(mostViewedArray(and(eq(products.isExclusive, true), live), param('limit'))),
  listVersion: named(sql`select ${listVersionSql} as "version"`),
  dealers: named(
    sql`select ${dealers.id} as "id", ${dealers.name} as "name", ${dealers.brief} as "brief",
      ${dealers.briefAr} as "briefAr", ${dealers.logo} as "logo"
      from ${dealers} where ${isNull(dealers.deletedAt)} order by ${dealers.name}`,
  ),
};

async function runJson(db: Database, template: StatementTemplate, values: Record<string, unknown> = {}) {
  const [row] = await runPreparedOn(db)(template.statement, fillPlaceholders(template.params, values));
  return row === undefined ? undefined : String(row.json);
}

/** The catalog's list version now (catalog-cache.ts). */
export async function readListVersion(db: Database): Promise<string> {
  const [row] = await runPreparedOn(db)(STATEMENTS.listVersion.statement, []);
  return String(row?.version);
}

const detailReaders = new WeakMap<Database, ReadBatcher<string, RawRow | undefined>>();

/**
 * Product pages asked for by id at about the same time are read in one statement (ReadBatcher):
 * their lookups are short, and each statement of its own cost the database more than its rows.
 */
function detailReaderOf(db: Database): ReadBatcher<string, RawRow | undefined> {
  let reader = detailReaders.get(db);
  if (!reader) {
    reader = new ReadBatcher(async (ids) => {
      const rows = await runPreparedOn(db)(
        detailsByIdStatement.statement,
        fillPlaceholders(detailsByIdStatement.params, { ids: uuidArrayText(ids) }),
      );
      const found: (RawRow | undefined)[] = new Array(ids.length).fill(undefined);
      for (const row of rows) found[Number(row.n) - 1] = row;
      return found;
    }, 1);
    detailReaders.set(db, reader);
  }
  return reader;
}

/** A live product by id or slug: its id, family and wire JSON, or undefined when there is none. */
export async function findProductJson(
  db: Database,
  idOrSlug: string,
): Promise<{ id: string; json: string; family: ProductFamily | null } | undefined> {
  const row = UUID.test(idOrSlug)
    ? await detailReaderOf(db).read(idOrSlug)
    : (
        await runPreparedOn(db)(
          STATEMENTS.detailBySlug.statement,
          fillPlaceholders(STATEMENTS.detailBySlug.params, { key: idOrSlug }),
        )
      )[0];
  if (row === undefined) return undefined;
  return {
    id: String(row.id),
    json: String(row.json),
    family: row.family === null ? null : familyFromJson(String(row.family)),
  };
}

export async function findProduct(
  db: Database,
  idOrSlug: string,
): Promise<typeof products.$inferSelect | undefined> {
  const key = UUID.test(idOrSlug) ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug);
  const [row] = await db.select().from(products).where(and(key, live)).limit(1);
  return row;
}

/** Same category, the product itself dropped, the most viewed first (SPEC §7: 4 kept). */
export async function relatedProductsJson(db: Database, product: Pick<ProductRow, 'id' | 'category'>) {
  return (await runJson(db, STATEMENTS.related, { category: product.category, id: product.id })) ?? '[]';
}

export async function usedProductsJson(db: Database, limit: number) {
  return (await runJson(db, STATEMENTS.used, { limit })) ?? '[]';
}

export async function mostViewedJson(db: Database) {
  return (await runJson(db, STATEMENTS.mostViewed)) ?? '[]';
}

export async function topExclusiveJson(db: Database, limit: number) {
  return (await runJson(db, STATEMENTS.topExclusive, { limit })) ?? '[]';
}

export async function listDealers(db: Database) {
  const rows = await runPreparedOn(db)(STATEMENTS.dealers.statement, []);
  return rows.map((d) => ({
    _id: String(d.id),
    name: String(d.name),
    brief: String(d.brief),
    briefAr: String(d.briefAr),
    logo: d.logo === null ? null : String(d.logo),
  }));
}

/** A typed word in at most this many products counts as rare (suggestedProductsSql). */
const RARE_MATCHES = 500;

/**
 * The most viewed products matching the typed words, as one JSON array. A rare word's matches
 * come from the word index and are sorted by views; a common word's (more than RARE_MATCHES)
 * from walking the views index until enough match, a few dozen rows for such a word. Either way
 * alone is slow for the other kind: walking the views for a rare word reads most of the catalog,
 * sorting a common word's matches reads thousands. The rare set is read first, at most one past the
 * bound, and decides which branch runs (the other is cut by its one-time filter).
 */
function suggestedProductsSql(text: SQL): SQL {
  const matches = sql.identifier('matches');
  const chosen = sql.identifier('chosen');
  const rare = sql`(select count(*) from ${matches}) <= ${RARE_MATCHES}`;
  return sql`with ${matches} as materialized (
      select ${products.id} as "id", ${productStats.views} as "views"
      from ${products} join ${productStats} on ${productStats.productId} = ${products.id}
      where ${and(text, live)} limit ${RARE_MATCHES + 1}
    ), ${chosen} as (
      (select "id", "views" from ${matches} where ${rare}
        order by "views" desc, "id" desc limit ${LIMITS.suggestProducts})
      union all
      (select ${products.id} as "id", ${productStats.views} as "views" from ${productStats} join ${products} on ${products.id} = ${productStats.productId}
        where ${and(text, live)} and not ${rare}
        order by ${by(BY_VIEWS)} limit ${LIMITS.suggestProducts})
    )
    select ${productArraySql(sql`${chosen}."views" desc, ${chosen}."id" desc`)} as "json"
    from ${chosen}
    cross join lateral (select * from ${products} where ${products.id} = ${chosen}."id" offset 0) as ${products}`;
}

/** What the search box's suggestions look for in what a shopper typed. */
export interface SuggestionTerms {
  /** The typed words as a search (no corrections: suggestions follow the letters typed). */
  plan: SearchPlan;
  /** The words brands and categories are matched on; none means nothing is suggested. */
  words: string[];
  /** The words as typed, normalised: categories are also named by their prefixes. */
  typed: string[];
}

export function suggestionTerms(q: string): SuggestionTerms {
  const typed = normalizeSearchText(q).split(' ').filter(Boolean);
  // The last word is still being typed: an Arabic one is read as the start of the brand or product
  // word it begins ("سامس" → samsung), so Arabic prefixes suggest brands as English ones do.
  const words = [
    ...new Set([
      ...expandSearchQuery(q).split(' ').filter(Boolean),
      ...englishWordsForArabicPrefix(typed.at(-1) ?? ''),
    ]),
  ];
  return { plan: plainSearchPlan(q), words, typed };
}

/** The categories whose name contains a word, or whose name a typed word starts. */
export function suggestedCategories(terms: SuggestionTerms): Category[] {
  const named = new Set([...terms.words, ...terms.typed].flatMap((w) => categoriesForPrefix(w)));
  return CATEGORIES.filter((c) => {
    const name = normalizeSearchText(c);
    return named.has(c) || terms.words.some((w) => name.includes(w));
  });
}

export interface Suggestions {
  brands: string[];
  productsJson: string;
  categories: Category[];
}

export const NO_SUGGESTIONS: Suggestions = { brands: [], productsJson: '[]', categories: [] };

/**
 * The search box's suggestions: up to 4 brands, 6 products and the categories whose name matches,
 * the products already JSON.
 */
export async function suggest(db: Database, q: string): Promise<Suggestions> {
  const terms = suggestionTerms(q);
  if (terms.words.length === 0) return NO_SUGGESTIONS;
  // Brands come from the short dealers list rather than a scan of every product's brand.
  const brandMatch = or(...terms.words.map((w) => sql`lower(${dealers.name}) like ${`%${escapeLike(w)}%`}`));
  // Planned for its own words on every run, like a listing's text search (product-list.ts).
  const matching = statementTemplate(suggestedProductsSql(textCondition(terms.plan)), { named: false });
  const [brandRows, productRows] = await Promise.all([
    db
      .select({ name: dealers.name })
      .from(dealers)
      .where(and(isNull(dealers.deletedAt), brandMatch))
      .orderBy(dealers.name)
      .limit(LIMITS.suggestBrands),
    runJson(db, matching),
  ]);
  return {
    brands: brandRows.map((b) => b.name),
    productsJson: productRows ?? '[]',
    categories: suggestedCategories(terms),
  };
}
