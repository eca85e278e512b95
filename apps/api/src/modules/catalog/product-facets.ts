import {
  categoryPageOf,
  FACET_BOUND,
  type ProductFacets,
  type ProductFacetsQuery,
  typeFieldFor,
} from '@kahraba/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, runPreparedOn } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { searchTextOf, TYPE_COLUMNS, whereOf } from './product-filters.js';
import { statementTemplate } from './product-json.js';
import { planSearch } from './search-plan.js';

/** Whether a product passes the listing's `productType` filter (true when there is none). */
function typeChosenSql(query: ProductFacetsQuery): SQL {
  if (!query.productType) return sql`true`;
  const field = typeFieldFor(query.productType, query.category);
  return field ? eq(TYPE_COLUMNS[field], query.productType) : sql`false`;
}

/**
 * The filter panels' counts over a listing's results (domain productFacetsSchema). The results are
 * read once without the brand and type filters, at most FACET_BOUND of them, by the same indexes a
 * listing uses; each facet then counts the ones that pass the other facet's filter, so choosing a
 * brand leaves the other brands' counts in view.
 */
export async function productFacets(db: Database, query: ProductFacetsQuery): Promise<ProductFacets> {
  const text = searchTextOf(query);
  const plan = text ? await planSearch(db, text) : undefined;
  const { brand, productType: _type, ...others } = query;
  const typeColumn = query.category ? TYPE_COLUMNS[categoryPageOf(query.category).typeField] : undefined;
  const brandChosen = brand?.length ? inArray(products.brand, brand) : sql`true`;
  const matches = sql.identifier('matches');
  const statement = statementTemplate(
    sql`with ${matches} as materialized (
        select ${products.brand} as "brand", ${typeColumn ?? sql`null::text`} as "type",
          ${brandChosen} as "brandChosen", ${typeChosenSql(query)} as "typeChosen"
        from ${products} where ${whereOf(others, undefined, plan)}
        limit ${FACET_BOUND + 1}
      )
      select (select count(*)::int from ${matches}) as "read",
        (select count(*)::int from ${matches} where "brandChosen" and "typeChosen") as "counted",
        (select coalesce(json_agg(json_build_object('name', "brand", 'count', "n") order by "n" desc, "brand"), '[]')
          from (select "brand", count(*)::int as "n" from ${matches} where "typeChosen" group by "brand") as "b") as "brands",
        (select coalesce(json_agg(json_build_object('id', "type", 'count', "n") order by "n" desc, "type"), '[]')
          from (select "type", count(*)::int as "n" from ${matches}
            where "brandChosen" and "type" is not null group by "type") as "t") as "types"`,
    { named: false },
  );
  const [row] = await runPreparedOn(db)(statement.statement, statement.params);
  const read = Number(row?.read ?? 0);
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? []));
  return {
    brands: json(row?.brands),
    types: json(row?.types),
    counted: Number(row?.counted ?? 0),
    exact: read <= FACET_BOUND,
  };
}
