import {
  categoriesForFilter,
  countedTotal,
  countLimit,
  defaultSortFor,
  type ProductListQuery,
  type ProductSort,
  typeFieldFor,
} from '@kahraba/domain';
import { and, eq, fillPlaceholders, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, runPreparedOn } from '../../db/client.js';
import { productStats, products } from '../../db/schema.js';
import { type CatalogCache, listVersionSql } from './catalog-cache.js';
import { conditionsBesidesCategory, dependsOnViews, whereOf } from './filter-rules.js';
import type { JsonText } from './json-text.js';
import type { ListingIndex } from './listing-index.js';
import { type Bind, productRowsFor, relevanceSql, searchTextOf } from './product-filters.js';
import { productArraySql, type StatementTemplate, statementTemplate } from './product-json.js';
import { correctedQuery, didYouMean, planOfQuery, planSearch, type SearchPlan } from './search-plan.js';
import { type SortKey, sortKeysOf } from './sort-rules.js';

const keyOrder = (keys: readonly SortKey[], column: (key: SortKey) => SQLWrapper) =>
  sql.join(
    keys.map((key) => sql`${column(key)} ${sql.raw(key.direction)}`),
    sql`, `,
  );

/**
 * One page of sort keys and ids, read from the narrow (category, sort key, id) indexes before any
 * wide row is touched, so a page deep in the set skips index entries, not whole products. A filter
 * over several categories (the Mobile page shows phones and tablets) reads one ordered branch per
 * category, each cut at `branchLimit` rows, and merges them (Merge Append). Without that cut the
 * planner does not merge the branches' index orders: it collects and sorts every match of each
 * category, 17 000 phones for one page, many times what the cut branches read.
 */
function pageKeysSql(
  query: ProductListQuery,
  keys: readonly SortKey[],
  bind: Bind,
  plan: SearchPlan | undefined,
  /** A further condition on every branch: probedPageSql's choice of this way of reading. */
  gate?: SQL,
): SQL {
  const limit = sql`limit ${bind('limit', query.limit)} offset ${bind('offset', (query.page - 1) * query.limit)}`;
  const columns = sql.join(
    keys.map((k) => k.column),
    sql`, `,
  );
  const categories = query.category ? categoriesForFilter(query.category) : [];
  if (categories.length > 1) {
    const rest = conditionsBesidesCategory(query, bind, plan);
    const cut = sql.raw(String(branchLimit(query)));
    const branch = (category: string, i: number) =>
      sql`(select ${columns} from ${productRowsFor(keys)} where ${and(eq(products.category, bind(`category${i}`, category)), ...rest, gate)}
        order by ${keyOrder(keys, (k) => k.column)} limit ${cut})`;
    return sql`${sql.join(categories.map(branch), sql` union all `)}
      order by ${keyOrder(keys, (k) => sql.identifier(k.column.name))} ${limit}`;
  }
  return sql`select ${columns} from ${productRowsFor(keys)} where ${and(whereOf(query, bind, plan), gate)}
    order by ${keyOrder(keys, (k) => k.column)} ${limit}`;
}

/**
 * How many rows each category branch of a page reads: the page's end, rounded up to a power of two
 * so that the 40 pages of a listing share 6 statements. Written into the SQL rather than bound,
 * because a statement planned once must know it to choose the index walk.
 */
export function branchLimit(query: Pick<ProductListQuery, 'page' | 'limit'>): number {
  return 2 ** Math.ceil(Math.log2(query.page * query.limit));
}

/**
 * The page's products as one JSON array, fetched one by one by id after the keys, with how many
 * there are and the list version. The lateral lookup (kept apart by `offset 0`) pins that plan: a
 * statement planned once cannot know its limit, and for an unknown limit PostgreSQL would rather
 * hash-join a scan of the whole table.
 */
function pageSql(query: ProductListQuery, bind: Bind, plan: SearchPlan | undefined): SQL {
  const keys = sortKeysOf(query.sort);
  const page = sql.identifier('page');
  const order = keyOrder(keys, (k) => sql`${page}.${sql.identifier(k.column.name)}`);
  return sql`select ${productArraySql(order)} as "data", count(*)::int as "results",
      ${listVersionSql} as "listVersion"
    from (${pageKeysSql(query, keys, bind, plan)}) as ${page}
    cross join lateral (select * from ${products} where ${products.id} = ${page}.${sql.identifier(products.id.name)} offset 0) as ${products}`;
}

/**
 * Listings whose filters keep fewer products than this are sorted from all their matches. Small,
 * because the walk needs a count besides: collecting as many as the count's limit (1 000) to find
 * out cost every broad listing a count's worth of rows.
 */
export const FEW_MATCHES = 250;

/**
 * The page of a listing: first up to FEW_MATCHES of its matches in no order, by whichever index
 * finds them fastest. When that is all of them, the page is sorted from those and they are its
 * count; only when there are more does it walk the sort order (pageKeysSql, one branch per
 * category), and the count comes from its own statement (or the cache). Walking alone is the
 * worst plan for a filter that keeps few products spread over the order, or none: laptops with
 * 7-inch screens, accessories over 80 000 EGP, which read the whole category to fill a page.
 */
function probedPageSql(query: ProductListQuery, bind: Bind, plan: SearchPlan | undefined): SQL {
  const keys = sortKeysOf(query.sort);
  const page = sql.identifier('page');
  const matches = sql.identifier('matches');
  const columns = sql.join(
    keys.map((k) => k.column),
    sql`, `,
  );
  const few = sql.raw(String(FEW_MATCHES));
  const counted = sql`(select count(*) from ${matches})`;
  const paging = sql`limit ${bind('limit', query.limit)} offset ${bind('offset', (query.page - 1) * query.limit)}`;
  const order = keyOrder(keys, (k) => sql`${page}.${sql.identifier(k.column.name)}`);
  return sql`with ${matches} as materialized (
      select ${columns} from ${productRowsFor(keys)} where ${whereOf(query, bind, plan)} limit ${few}
    )
    select ${productArraySql(order)} as "data", count(*)::int as "results",
      (case when ${counted} < ${few} then ${counted} end)::int as "counted", ${listVersionSql} as "listVersion"
    from (
      (select * from ${matches} where ${counted} < ${few}
        order by ${keyOrder(keys, (k) => sql.identifier(k.column.name))} ${paging})
      union all
      (select * from (${pageKeysSql(query, keys, bind, plan, sql`${counted} >= ${few}`)}) as ${sql.identifier('walk')})
    ) as ${page}
    cross join lateral (select * from ${products} where ${products.id} = ${page}.${sql.identifier(products.id.name)} offset 0) as ${products}`;
}

/**
 * "Best match": the matches as the index yields them, up to the count's limit (countLimit), each
 * with its score (relevanceSql); the page is the best scored of them, then the ones in stock, then
 * the most sold and viewed. Under the bound every match is ranked. Above it (a word in every tenth
 * product) only the first matches found are: ordering all of them first would read every one, which
 * is what made a broad search cost a hundred times a rare one. The same set gives the count, so the
 * page and its count never disagree.
 */
function relevancePageSql(query: ProductListQuery, bind: Bind, plan: SearchPlan): SQL {
  const page = sql.identifier('page');
  const matches = sql.identifier('matches');
  const column = (name: string) => sql`${page}.${sql.identifier(name)}`;
  const order = sql`${column('score')} desc, ${column('in_stock')} desc, ${column('sold')} desc,
    ${column('views')} desc, ${column('id')} desc`;
  return sql`with ${matches} as materialized (
      select ${products.id} as "id", ${relevanceSql(plan, bind)} as "score", ${products.quantity} > 0 as "in_stock",
        ${productStats.sold} as "sold", ${productStats.views} as "views"
      from ${products} join ${productStats} on ${productStats.productId} = ${products.id} where ${whereOf(query, bind, plan)}
      limit ${bind('countLimit', countLimit(query.page, query.limit))}
    )
    select ${productArraySql(order)} as "data", count(*)::int as "results",
      (select count(*)::int from ${matches}) as "counted", ${listVersionSql} as "listVersion"
    from (select * from ${matches} order by "score" desc, "in_stock" desc, "sold" desc, "views" desc, "id" desc
      limit ${bind('limit', query.limit)} offset ${bind('offset', (query.page - 1) * query.limit)}) as ${page}
    cross join lateral (select * from ${products} where ${products.id} = ${page}."id" offset 0) as ${products}`;
}

interface ListingStatements {
  page: StatementTemplate;
  /** Absent when the page always counts its matches itself (searches). */
  count?: StatementTemplate;
  /**
   * The page, sorted from the matches when they are few (probedPageSql), with their count then:
   * for every listing without words to rank, unless its count is known not to be few.
   */
  probe?: StatementTemplate;
}

/**
 * The page of a search in another order than "Best match": every match, looked up by its words
 * (the word index), then sorted. The planner would rather walk the sort's index and test each
 * product's words until a page is full, which reads most of the catalog when the matches sit at
 * the far end of that order ("anker" by name, Z to A: 90 000 products read for 24).
 * Searches of one- and two-letter prefixes only, which start a word in most products, still walk.
 * The matches are counted on the way, so no second statement reads them again to count them.
 */
function sortedMatchesPageSql(query: ProductListQuery, bind: Bind, plan: SearchPlan): SQL {
  const keys = sortKeysOf(query.sort);
  const page = sql.identifier('page');
  const matches = sql.identifier('matches');
  const names = keys.map((k) => sql.identifier(k.column.name));
  const order = (qualified: boolean) =>
    sql.join(
      keys.map((k, i) => sql`${qualified ? sql`${page}.` : sql``}${names[i]!} ${sql.raw(k.direction)}`),
      sql`, `,
    );
  return sql`with ${matches} as materialized (
      select ${sql.join(
        keys.map((k) => k.column),
        sql`, `,
      )} from ${productRowsFor(keys)} where ${whereOf(query, bind, plan)}
    )
    select ${productArraySql(order(true))} as "data", count(*)::int as "results",
      least((select count(*) from ${matches}), ${bind('countLimit', countLimit(query.page, query.limit))})::int as "counted",
      ${listVersionSql} as "listVersion"
    from (select * from ${matches} order by ${order(false)}
      limit ${bind('limit', query.limit)} offset ${bind('offset', (query.page - 1) * query.limit)}) as ${page}
    cross join lateral (select * from ${products} where ${products.id} = ${page}."id" offset 0) as ${products}`;
}

/**
 * Listings of one shape (which filters, how many brands or words, which sort) share their SQL text
 * and differ only in values, so each shape is rendered once and its statements kept prepared.
 * Filters whose share of the catalog depends on their values are the exception: the best plan for a
 * word, brand, type, price range or specification value in every third product (walk the sort
 * index until the page is full) is the worst for a rare one (look the matches up, then sort them).
 * Planned once, PostgreSQL guesses a price range holds 0.5% of the catalog, and sorted the 31 000
 * products between 10 000 and 40 000 EGP for one page by name. Those are planned for their values.
 */
const statementsByShape = new Map<string, ListingStatements>();
const MAX_SHAPES = 1000;

function listingStatements(
  query: ProductListQuery,
  plan: SearchPlan | undefined,
): {
  statements: ListingStatements;
  values: Record<string, unknown>;
} {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const relevance = plan !== undefined && query.sort === 'relevance';
  const sortedMatches = plan !== undefined && !relevance && plan.words.some((w) => [...w.word].length > 2);
  const pageQuery = relevance
    ? relevancePageSql(query, bind, plan)
    : sortedMatches
      ? sortedMatchesPageSql(query, bind, plan)
      : pageSql(query, bind, plan);
  const probeQuery = relevance || sortedMatches ? undefined : probedPageSql(query, bind, plan);
  const shape = JSON.stringify([
    relevance,
    sortedMatches,
    // Which corrections and category or type conditions each word brings.
    plan?.words.map((w) =>
      [w.targets, w.ranking].map((targets) => targets.map((t) => ('category' in t ? 'category' : t.field))),
    ),
    plan?.words.map((w) => w.corrections.length),
    Object.keys(values),
    query.category ? categoriesForFilter(query.category).length : 0,
    query.category && categoriesForFilter(query.category).length > 1 ? branchLimit(query) : null,
    // The column a type id is matched on depends on its value (and none matches an unknown one).
    query.productType ? (typeFieldFor(query.productType, query.category) ?? 'no field') : null,
    query.inStock ?? null,
    query.discount ?? null,
    sortKeysOf(query.sort).map((k) => `${k.column.name} ${k.direction}`),
  ]);
  let statements = statementsByShape.get(shape);
  if (!statements) {
    const named = !dependsOnValues(query);
    // Counted only up to the limit, so a count over every phone costs a page's worth of index entries.
    statements = {
      page: statementTemplate(pageQuery, { named }),
      count: !probeQuery
        ? undefined
        : statementTemplate(
            sql`select count(*)::int as "n" from (select 1 from ${products}
              where ${whereOf(query, (name) => sql.placeholder(name), plan)}
              limit ${sql.placeholder('countLimit')}) as "matches"`,
            { named },
          ),
      probe: probeQuery && statementTemplate(probeQuery, { named }),
    };
    if (statementsByShape.size >= MAX_SHAPES) statementsByShape.clear();
    statementsByShape.set(shape, statements);
  }
  return { statements, values };
}

/** Whether how many products a listing's filters keep depends on their values (see listingStatements). */
const dependsOnValues = (query: ProductListQuery): boolean =>
  searchTextOf(query) !== '' ||
  (query.brand?.length ?? 0) > 0 ||
  query.productType !== undefined ||
  query.priceMin !== undefined ||
  query.priceMax !== undefined ||
  (query.spec?.length ?? 0) > 0;

/** The filters of a listing without its sort and paging: every page of one listing shares its count. */
function filterKey(query: ProductListQuery): string {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = query;
  return JSON.stringify([filters, countLimit(query.page, query.limit)]);
}

export interface ProductListPage {
  /** The page's products, already JSON. */
  dataJson: JsonText;
  results: number;
  page: number;
  totalPages: number;
  /** Exact when `totalExact`; otherwise the matches are more than this (domain countedTotal). */
  total: number;
  totalExact: boolean;
  hasNextPage: boolean;
  /** For a search that found nothing, a search of catalog words close to the typed ones. */
  didYouMean?: string | undefined;
  /** For a search that found products after a word was corrected, the words it searched. */
  correctedQuery?: string | undefined;
}

/** The sort a listing is read in: "Best match" by default when it has words, never without. */
export function effectiveSort(query: ProductListQuery): ProductSort | undefined {
  const text = searchTextOf(query);
  if (query.sort === undefined) return defaultSortFor(text);
  return query.sort === 'relevance' && !text.trim() ? 'newest' : query.sort;
}

/**
 * A listing the listing index answers (listing-index.ts) at the list version the caller has just
 * read: its page worked out in memory (a search's words too), its products read by id. Undefined when the database must
 * answer (listProducts).
 */
export async function listFromIndex(
  index: ListingIndex,
  asked: ProductListQuery,
  listVersion: string,
): Promise<ProductListPage | undefined> {
  const query = { ...asked, sort: effectiveSort(asked) };
  const text = searchTextOf(query);
  const plan = text ? planOfQuery(query, await index.searchPlan(text)) : undefined;
  const page = index.page(query, listVersion, plan);
  const dataJson = page && (await index.products(page));
  if (!page || dataJson === undefined) return undefined;
  const total = countedTotal(page.counted, query.page, query.limit);
  return {
    dataJson,
    results: page.ids.length,
    page: query.page,
    ...total,
    didYouMean: plan && total.total === 0 ? didYouMean(plan) : undefined,
    correctedQuery: plan && total.total > 0 ? correctedQuery(plan) : undefined,
  };
}

/** `listVersion`, when the caller has just read it, lets a known count choose how to read the page. */
export async function listProducts(
  db: Database,
  counts: CatalogCache<number>,
  asked: ProductListQuery,
  listVersion?: string,
): Promise<ProductListPage> {
  const query = { ...asked, sort: effectiveSort(asked) };
  const run = runPreparedOn(db);
  const text = searchTextOf(query);
  const plan = text ? planOfQuery(query, await planSearch(db, text)) : undefined;
  const { statements, values } = listingStatements(query, plan);
  values.countLimit = countLimit(query.page, query.limit);
  const cacheable = !dependsOnViews(query);
  const key = filterKey(query);
  // The probe is skipped when the count at the version read just before says the matches are
  // not few: then the walk is the way, and the count is at hand.
  const known = cacheable && listVersion !== undefined ? counts.get(key, listVersion) : undefined;
  const chosen =
    statements.probe && (known === undefined || known < FEW_MATCHES) ? statements.probe : statements.page;
  const [page] = await run(chosen.statement, fillPlaceholders(chosen.params, values));
  let counted = page?.counted === undefined || page.counted === null ? undefined : Number(page.counted);
  // Kept for listings that may read their count apart (statements.count); searches always count.
  if (counted !== undefined && cacheable && statements.count)
    counts.set(key, String(page?.listVersion), counted);
  if (counted === undefined && statements.count) {
    // The list version comes with the page, in the same snapshot, so a count taken afterwards and
    // filed under it is never older than the version.
    const version = String(page?.listVersion);
    counted = cacheable ? counts.get(key, version) : undefined;
    if (counted === undefined) {
      const [row] = await run(statements.count.statement, fillPlaceholders(statements.count.params, values));
      counted = Number(row?.n ?? 0);
      if (cacheable) counts.set(key, version, counted);
    }
  }
  const total = countedTotal(counted ?? 0, query.page, query.limit);
  return {
    dataJson: String(page?.data ?? '[]'),
    results: Number(page?.results ?? 0),
    page: query.page,
    ...total,
    didYouMean: plan && total.total === 0 ? didYouMean(plan) : undefined,
    correctedQuery: plan && total.total > 0 ? correctedQuery(plan) : undefined,
  };
}
