import {
  categoryPageOf,
  FACET_BOUND,
  groupSpecTokens,
  type ProductFacets,
  type ProductFacetsQuery,
  SPEC_FILTERS_BY_PAGE,
  type SpecFilterKey,
  typeFieldFor,
} from '@kahraba/domain';
import { specFacetsOf } from '../product-facets.js';
import { matchMarks } from '../search-index.js';
import type { SearchPlan } from '../search-plan.js';
import type { Codes, Snapshot } from './columns.js';
import { type Filter, filterOf, passes, withWords } from './filters.js';
import { targetPositionsOf } from './words.js';

// The filter panels' counts from the copy.

/** The test a product must pass: the filters' (filterOf) and every word's; null when none can. */
function testOf(s: Snapshot, query: ProductFacetsQuery, plan: SearchPlan | undefined): Filter | null {
  const filter = filterOf(s, query);
  if (!filter || plan?.words.length === 0) return null;
  return plan ? withWords(filter, matchMarks(s.words, plan, targetPositionsOf(s)).marks, plan) : filter;
}

/**
 * The filter panels' counts from the copy, as productFacets (product-facets.ts) counts them: the
 * results without the brand, type and specification filters, at most FACET_BOUND + 1 of them (the
 * first in name order; the database takes whichever its index yields), each facet counted over
 * the ones that pass the other facets' filters.
 */
export function facetsOf(
  s: Snapshot,
  query: ProductFacetsQuery,
  plan: SearchPlan | undefined,
): ProductFacets {
  const { brand, productType, spec, ...others } = query;
  const test = testOf(s, others, plan);
  const page = query.category ? categoryPageOf(query.category) : undefined;
  const brandCodes = new Set((brand ?? []).map((b) => s.brands.find(b)));
  const typeField = productType ? typeFieldFor(productType, query.category) : undefined;
  const typeCode = typeField ? s.types[typeField].codes.find(productType!) : undefined;
  const pageTypes = page ? s.types[page.typeField] : undefined;
  const facetKeys: readonly SpecFilterKey[] = page ? SPEC_FILTERS_BY_PAGE[page.key] : [];
  // Per specification value (its code): which chosen filter it is one of (chosenIn), which
  // filter its key is (groupOf, -1 for a key nobody chose), and whether the page counts it.
  const groups = [...groupSpecTokens(spec ?? []).entries()];
  const specCount = s.specs.values.length;
  const chosenIn = new Int16Array(specCount).fill(-1);
  const groupOf = new Int16Array(specCount).fill(-1);
  const onPage = new Uint8Array(specCount);
  for (let code = 1; code < specCount; code++) {
    const key = s.specs.values[code]!.slice(0, s.specs.values[code]!.indexOf(':')) as SpecFilterKey;
    groupOf[code] = groups.findIndex(([k]) => k === key);
    onPage[code] = facetKeys.includes(key) ? 1 : 0;
  }
  groups.forEach(([, tokens], g) => {
    for (const token of tokens) {
      const code = s.specs.find(token);
      if (code !== undefined) chosenIn[code] = g;
    }
  });
  const brands = new Int32Array(s.brands.values.length);
  const types = new Int32Array(pageTypes?.codes.values.length ?? 0);
  const specs = new Int32Array(specCount);
  const passed = new Uint8Array(groups.length);
  let read = 0;
  let counted = 0;
  const order = s.orders.name.get(query.category ?? 'all')!;
  for (let k = 0; test && k < order.length && read <= FACET_BOUND; k++) {
    const i = order[k]!;
    if (!passes(test, i)) continue;
    read++;
    const brandChosen = !brand?.length || brandCodes.has(s.brand[i]!);
    const typeChosen = !productType || (typeField !== null && s.types[typeField!].of[i] === typeCode);
    const from = s.specStart[i]!;
    const to = s.specStart[i + 1]!;
    passed.fill(0);
    for (let t = from; t < to; t++) {
      const g = chosenIn[s.specCodes[t]!]!;
      if (g >= 0) passed[g] = 1;
    }
    // The chosen specification filter the product fails: none (-1), one (whose own values it is
    // still counted for), or more (-2).
    let failed = -1;
    for (let g = 0; g < groups.length && failed !== -2; g++) if (!passed[g]) failed = failed === -1 ? g : -2;
    if (brandChosen && typeChosen && failed === -1) counted++;
    if (typeChosen && failed === -1) brands[s.brand[i]!]!++;
    const type = pageTypes ? pageTypes.of[i]! : 0;
    if (brandChosen && failed === -1 && type !== 0) types[type]!++;
    if (brandChosen && typeChosen && failed !== -2)
      for (let t = from; t < to; t++) {
        const code = s.specCodes[t]!;
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
    brands: named(brands, s.brands)
      .sort(byCount(s.textOrder.brand))
      .map(([name, count]) => ({ name, count })),
    types:
      page && pageTypes
        ? named(types, pageTypes.codes)
            .sort(byCount(s.textOrder[page.typeField]))
            .map(([id, count]) => ({ id, count }))
        : [],
    specs: specFacetsOf(
      named(specs, s.specs).map(([token, count]) => ({ token, count })),
      facetKeys,
    ),
    counted,
    exact: read <= FACET_BOUND,
  };
}
