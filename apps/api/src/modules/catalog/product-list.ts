import { categoriesForFilter, type ProductListQuery, typeFieldFor } from '@kahraba/domain';
import { and, eq, fillPlaceholders, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Database, runPreparedOn } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { type CatalogCache, listVersionSql } from './catalog-cache.js';
import {
  type Bind,
  conditionsBesidesCategory,
  type SortKey,
  searchTextOf,
  sortKeysOf,
  whereOf,
} from './product-filters.js';
import { productArraySql, type StatementTemplate, statementTemplate } from './product-json.js';

const keyOrder = (keys: readonly SortKey[], column: (key: SortKey) => SQLWrapper) =>
  sql.join(
    keys.map((key) => sql`${column(key)} ${sql.raw(key.direction)}`),
    sql`, `,
  );

/**
 * One page of sort keys and ids, read from the narrow (category, sort key, id) indexes before any
 * wide row is touched, so a page deep in the set skips index entries, not whole products. A filter
 * over several categories (the Mobile page shows phones and tablets) reads one ordered branch per
 * category and merges them, which PostgreSQL does lazily (Merge Append) instead of sorting every
 * match.
 */
function pageKeysSql(query: ProductListQuery, keys: readonly SortKey[], bind: Bind): SQL {
  const limit = sql`limit ${bind('limit', query.limit)} offset ${bind('offset', (query.page - 1) * query.limit)}`;
  const columns = sql.join(
    keys.map((k) => k.column),
    sql`, `,
  );
  const categories = query.category ? categoriesForFilter(query.category) : [];
  if (categories.length <= 1) {
    return sql`select ${columns} from ${products} where ${whereOf(query, bind)}
      order by ${keyOrder(keys, (k) => k.column)} ${limit}`;
  }
  const rest = conditionsBesidesCategory(query, bind);
  const branches = categories.map(
    (category, i) =>
      sql`(select ${columns} from ${products} where ${and(eq(products.category, bind(`category${i}`, category)), ...rest)}
        order by ${keyOrder(keys, (k) => k.column)})`,
  );
  return sql`${sql.join(branches, sql` union all `)}
    order by ${keyOrder(keys, (k) => sql.identifier(k.column.name))} ${limit}`;
}

/**
 * The page's products as one JSON array, fetched one by one by id after the keys, with how many
 * there are and the list version. The lateral lookup (kept apart by `offset 0`) pins that plan: a
 * statement planned once cannot know its limit, and for an unknown limit PostgreSQL would rather
 * hash-join a scan of the whole table.
 */
function pageSql(query: ProductListQuery, bind: Bind): SQL {
  const keys = sortKeysOf(query.sort);
  const page = sql.identifier('page');
  const order = keyOrder(keys, (k) => sql`${page}.${sql.identifier(k.column.name)}`);
  return sql`select ${productArraySql(order)} as "data", count(*)::int as "results",
      ${listVersionSql} as "listVersion"
    from (${pageKeysSql(query, keys, bind)}) as ${page}
    cross join lateral (select * from ${products} where ${products.id} = ${page}.${sql.identifier(products.id.name)} offset 0) as ${products}`;
}

interface ListingStatements {
  page: StatementTemplate;
  count: StatementTemplate;
}

/**
 * Listings of one shape (which filters, how many brands or words, which sort) share their SQL text
 * and differ only in values, so each shape is rendered once and its statements kept prepared.
 * Text searches and brands are the exception: the best plan for a word or brand in every tenth
 * product (walk the sort index until the page is full) is the worst for a rare one (look the
 * matches up, then sort them), so those are planned for their values on every run.
 */
const statementsByShape = new Map<string, ListingStatements>();
const MAX_SHAPES = 1000;

function listingStatements(query: ProductListQuery): {
  statements: ListingStatements;
  values: Record<string, unknown>;
} {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const pageQuery = pageSql(query, bind);
  const shape = JSON.stringify([
    Object.keys(values),
    query.category ? categoriesForFilter(query.category).length : 0,
    // The column a type id is matched on depends on its value (and none matches an unknown one).
    query.productType ? (typeFieldFor(query.productType, query.category) ?? 'no field') : null,
    query.inStock ?? null,
    query.discount ?? null,
    sortKeysOf(query.sort).map((k) => `${k.column.name} ${k.direction}`),
  ]);
  let statements = statementsByShape.get(shape);
  if (!statements) {
    const named = searchTextOf(query) === '' && !query.brand?.length;
    statements = {
      page: statementTemplate(pageQuery, { named }),
      count: statementTemplate(
        sql`select count(*)::int as "n" from ${products} where ${whereOf(query, (name) => sql.placeholder(name))}`,
        { named },
      ),
    };
    if (statementsByShape.size >= MAX_SHAPES) statementsByShape.clear();
    statementsByShape.set(shape, statements);
  }
  return { statements, values };
}

/** The filters of a listing without its sort and paging: every page of one listing shares its count. */
function filterKey(query: ProductListQuery): string {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = query;
  return JSON.stringify(filters);
}

/**
 * Whether which products match moves with view counts: the minimum-rating filter reads them for
 * unrated products. Such listings are always worked out afresh, never taken from a cache.
 */
export const dependsOnViews = (query: ProductListQuery): boolean => query.rating !== undefined;

export interface ProductListPage {
  /** The page's products, already JSON. */
  dataJson: string;
  results: number;
  page: number;
  totalPages: number;
  total: number;
  hasNextPage: boolean;
}

export async function listProducts(
  db: Database,
  counts: CatalogCache<number>,
  query: ProductListQuery,
): Promise<ProductListPage> {
  const run = runPreparedOn(db);
  const { statements, values } = listingStatements(query);
  const [page] = await run(statements.page.statement, fillPlaceholders(statements.page.params, values));
  // The list version comes with the page, in the same snapshot, so a count taken afterwards and
  // filed under it is never older than the version.
  const version = String(page?.listVersion);
  const cacheable = !dependsOnViews(query);
  const key = filterKey(query);
  let total = cacheable ? counts.get(key, version) : undefined;
  if (total === undefined) {
    const [row] = await run(statements.count.statement, fillPlaceholders(statements.count.params, values));
    total = Number(row?.n ?? 0);
    if (cacheable) counts.set(key, version, total);
  }
  const totalPages = Math.ceil(total / query.limit);
  return {
    dataJson: String(page?.data ?? '[]'),
    results: Number(page?.results ?? 0),
    page: query.page,
    totalPages,
    total,
    hasNextPage: query.page < totalPages,
  };
}
