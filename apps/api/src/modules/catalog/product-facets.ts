import {
  categoryPageOf,
  FACET_BOUND,
  groupSpecTokens,
  type ProductFacets,
  type ProductFacetsQuery,
  parseSpecToken,
  SPEC_FILTERS_BY_PAGE,
  type SpecFilterKey,
  specValueRank,
} from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import { type Database, runPreparedOn } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { BRAND, PRODUCT_TYPE, sqlOf, whereOf } from './filter-rules.js';
import { searchTextOf, specConditions, TYPE_COLUMNS } from './product-filters.js';
import { statementTemplate } from './product-json.js';
import { planOfQuery, planSearch } from './search-plan.js';

/**
 * The filter panels' counts over a listing's results (domain productFacetsSchema). The results are
 * read once without the brand, type and specification filters, at most FACET_BOUND of them, by the
 * same indexes a listing uses; each facet then counts the ones that pass the other facets' filters,
 * so choosing a brand (or 8 GB of RAM) leaves the other brands' (or sizes') counts in view.
 */
export async function productFacets(db: Database, query: ProductFacetsQuery): Promise<ProductFacets> {
  const text = searchTextOf(query);
  const plan = text ? planOfQuery(query, await planSearch(db, text)) : undefined;
  const { brand: _brand, productType: _type, spec, ...others } = query;
  const page = query.category ? categoryPageOf(query.category) : undefined;
  const typeColumn = page ? TYPE_COLUMNS[page.typeField] : undefined;
  // One column per chosen specification filter (SPEC): whether the product has one of its values.
  const groups = [...groupSpecTokens(spec ?? []).entries()];
  const specColumns = specConditions(spec).map(
    (chosen, i) => sql`, ${chosen} as ${sql.identifier(`spec${i}`)}`,
  );
  const specsPass = (except?: SpecFilterKey) =>
    sql.join(
      [sql`true`, ...groups.flatMap(([key], i) => (key === except ? [] : [sql.identifier(`spec${i}`)]))],
      sql` and `,
    );
  const facetKeys: readonly SpecFilterKey[] = page ? SPEC_FILTERS_BY_PAGE[page.key] : [];
  // A value of one filter is counted over the results that pass every other filter.
  const specCounted = sql.join(
    [
      sql`false`,
      ...facetKeys.map((key) => sql`(split_part("token", ':', 1) = ${key} and ${specsPass(key)})`),
    ],
    sql` or `,
  );
  const matches = sql.identifier('matches');
  const statement = statementTemplate(
    sql`with ${matches} as materialized (
        select ${products.brand} as "brand", ${typeColumn ?? sql`null::text`} as "type",
          ${sqlOf([BRAND], query)} as "brandChosen", ${sqlOf([PRODUCT_TYPE], query)} as "typeChosen",
          ${products.specFacets} as "specs"${sql.join(specColumns, sql``)}
        from ${products} where ${whereOf(others, undefined, plan)}
        limit ${FACET_BOUND + 1}
      )
      select (select count(*)::int from ${matches}) as "read",
        (select count(*)::int from ${matches} where "brandChosen" and "typeChosen" and ${specsPass()}) as "counted",
        (select coalesce(json_agg(json_build_object('name', "brand", 'count', "n") order by "n" desc, "brand"), '[]')
          from (select "brand", count(*)::int as "n" from ${matches} where "typeChosen" and ${specsPass()}
            group by "brand") as "b") as "brands",
        (select coalesce(json_agg(json_build_object('id', "type", 'count', "n") order by "n" desc, "type"), '[]')
          from (select "type", count(*)::int as "n" from ${matches}
            where "brandChosen" and ${specsPass()} and "type" is not null group by "type") as "t") as "types",
        (select coalesce(json_agg(json_build_object('token', "token", 'count', "n")), '[]')
          from (select "token", count(*)::int as "n" from ${matches}, unnest("specs") as "token"
            where "brandChosen" and "typeChosen" and (${specCounted}) group by "token") as "s") as "specs"`,
    { named: false },
  );
  const [row] = await runPreparedOn(db)(statement.statement, statement.params);
  const read = Number(row?.read ?? 0);
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? []));
  return {
    brands: json(row?.brands),
    types: json(row?.types),
    specs: specFacetsOf(json(row?.specs), facetKeys),
    counted: Number(row?.counted ?? 0),
    exact: read <= FACET_BOUND,
  };
}

/** The counted values of each filter, filters in the panel's order and values from small to large. */
export function specFacetsOf(counted: { token: string; count: number }[], keys: readonly SpecFilterKey[]) {
  return counted
    .flatMap(({ token, count }) => {
      const parsed = parseSpecToken(token);
      return parsed ? [{ key: parsed[0], value: parsed[1], count }] : [];
    })
    .sort(
      (a, b) =>
        keys.indexOf(a.key) - keys.indexOf(b.key) ||
        specValueRank(a.key, a.value) - specValueRank(b.key, b.value),
    );
}
