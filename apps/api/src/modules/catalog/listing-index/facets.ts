import {
  categoryPageOf,
  FACET_BOUND,
  groupSpecTokens,
  type ProductFacets,
  type ProductFacetsQuery,
  SPEC_FILTERS_BY_PAGE,
  type SpecFilterKey,
} from '@kahraba/domain';
import { BRAND, filterOf, PRODUCT_TYPE } from '../filter-rules.js';
import { specFacetsOf } from '../product-facets.js';
import type { SearchPlan } from '../search-plan.js';
import type { Codes, Snapshot } from './columns.js';
import { passes } from './filters.js';

// The filter panels' counts from the copy.

/**
 * The filter panels' counts from the copy, as productFacets (product-facets.ts) counts them: the
 * results without the brand, type and specification filters, at most FACET_BOUND + 1 of them (the
 * first in name order; the database takes whichever its index yields), each facet counted over
 * the ones that pass the other facets' filters.
 */
export function facetsOf(
  snapshot: Snapshot,
  query: ProductFacetsQuery,
  plan: SearchPlan | undefined,
): ProductFacets {
  const { brand: _brand, productType: _type, spec, ...others } = query;
  const test = filterOf(snapshot, others, plan);
  const page = query.category ? categoryPageOf(query.category) : undefined;
  // Which products the brand and type filters choose, as their entries test them (null: none).
  const brandTest = filterOf(snapshot, query, plan, [BRAND]);
  const typeTest = filterOf(snapshot, query, plan, [PRODUCT_TYPE]);
  const pageTypes = page ? snapshot.types[page.typeField] : undefined;
  const facetKeys: readonly SpecFilterKey[] = page ? SPEC_FILTERS_BY_PAGE[page.key] : [];
  // Per specification value (its code): which chosen filter it is one of (chosenIn), which
  // filter its key is (groupOf, -1 for a key nobody chose), and whether the page counts it.
  const groups = [...groupSpecTokens(spec ?? []).entries()];
  const specCount = snapshot.specs.values.length;
  const chosenIn = new Int16Array(specCount).fill(-1);
  const groupOf = new Int16Array(specCount).fill(-1);
  const onPage = new Uint8Array(specCount);
  for (let code = 1; code < specCount; code++) {
    const key = snapshot.specs.values[code]!.slice(
      0,
      snapshot.specs.values[code]!.indexOf(':'),
    ) as SpecFilterKey;
    groupOf[code] = groups.findIndex(([k]) => k === key);
    onPage[code] = facetKeys.includes(key) ? 1 : 0;
  }
  groups.forEach(([, tokens], g) => {
    for (const token of tokens) {
      const code = snapshot.specs.find(token);
      if (code !== undefined) chosenIn[code] = g;
    }
  });
  const brands = new Int32Array(snapshot.brands.values.length);
  const types = new Int32Array(pageTypes?.codes.values.length ?? 0);
  const specs = new Int32Array(specCount);
  const passed = new Uint8Array(groups.length);
  let read = 0;
  let counted = 0;
  const order = snapshot.orders.name.get(query.category ?? 'all')!;
  for (let k = 0; test && k < order.length && read <= FACET_BOUND; k++) {
    const i = order[k]!;
    if (!passes(test, i)) continue;
    read++;
    const brandChosen = brandTest !== null && passes(brandTest, i);
    const typeChosen = typeTest !== null && passes(typeTest, i);
    const from = snapshot.specStart[i]!;
    const to = snapshot.specStart[i + 1]!;
    passed.fill(0);
    for (let t = from; t < to; t++) {
      const g = chosenIn[snapshot.specCodes[t]!]!;
      if (g >= 0) passed[g] = 1;
    }
    // The chosen specification filter the product fails: none (-1), one (whose own values it is
    // still counted for), or more (-2).
    let failed = -1;
    for (let g = 0; g < groups.length && failed !== -2; g++) if (!passed[g]) failed = failed === -1 ? g : -2;
    if (brandChosen && typeChosen && failed === -1) counted++;
    if (typeChosen && failed === -1) brands[snapshot.brand[i]!]!++;
    const type = pageTypes ? pageTypes.of[i]! : 0;
    if (brandChosen && failed === -1 && type !== 0) types[type]!++;
    if (brandChosen && typeChosen && failed !== -2)
      for (let t = from; t < to; t++) {
        const code = snapshot.specCodes[t]!;
        if (onPage[code] && (failed === -1 || failed === groupOf[code])) specs[code]!++;
      }
  }
  const named = (counts: Int32Array, codes: Codes): [string, number][] => {
    const found: [string, number][] = [];
    counts.forEach((n, code) => {
      if (n > 0) found.push([codes.values[code]!, n]);
    });
    return found;
  };
  const byCount = (order: Map<string, number>) => (a: [string, number], b: [string, number]) =>
    b[1] - a[1] || order.get(a[0])! - order.get(b[0])!;
  return {
    brands: named(brands, snapshot.brands)
      .sort(byCount(snapshot.textOrder.brand))
      .map(([name, count]) => ({ name, count })),
    types:
      page && pageTypes
        ? named(types, pageTypes.codes)
            .sort(byCount(snapshot.textOrder[page.typeField]))
            .map(([id, count]) => ({ id, count }))
        : [],
    specs: specFacetsOf(
      named(specs, snapshot.specs).map(([token, count]) => ({ token, count })),
      facetKeys,
    ),
    counted,
    exact: read <= FACET_BOUND,
  };
}
