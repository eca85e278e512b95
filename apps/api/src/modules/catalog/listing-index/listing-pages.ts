import { countLimit, groupSpecTokens, type ProductListQuery, typeFieldFor } from '@kahraba/domain';
import { CATEGORY, FILTER_RULES, filterOf, PRICE } from '../filter-rules.js';
import type { SearchPlan } from '../search-plan.js';
import { sortRuleOf } from '../sort-rules.js';
import { groupOf, type OrderColumn, type Snapshot } from './columns.js';
import { type Filter, passes } from './filters.js';
import { type IndexedPage, indexedPage } from './page-reads.js';
import { relevancePageOf } from './words.js';

// A listing's page from the copy: walking its sort's order, or ranking the few products that can
// pass its filters.

/**
 * Walks the sort's order (backwards for a descending sort), keeping the page and counting on;
 * "Best match" ranks every match instead (relevancePageOf).
 */
export function pageOf(
  snapshot: Snapshot,
  query: ProductListQuery,
  plan: SearchPlan | undefined,
): IndexedPage {
  const test = filterOf(snapshot, query, plan);
  if (!test) return indexedPage(snapshot, [], 0);
  if (test.matches && query.sort === 'relevance') return relevancePageOf(snapshot, query, plan!, test);
  const { order: column, descending } = sortRuleOf(query.sort);
  const order = snapshot.orders[column].get(test.category)!;
  const from = (query.page - 1) * query.limit;
  const to = from + query.limit;
  const stop = countLimit(query.page, query.limit);
  // The category's products within the price bounds (all of them without bounds), by price.
  const byPrice = snapshot.orders.price.get(test.category)!;
  const [low, high] = priceSpan(snapshot, byPrice, test);
  const priced = byPrice.subarray(low, high);
  const candidates = test.matches ? [test.matches] : candidatesOf(snapshot, query, test, priced);
  const ranked = () => {
    const page = rankedPageOf(snapshot, query, candidates!, test, column, descending);
    return indexedPage(snapshot, page.positions, Math.min(page.matched, stop));
  };
  const size = candidates ? sizeOf(candidates) : Number.POSITIVE_INFINITY;
  const rankCost = RANK_COST * size;
  if (rankCost * size <= to * order.length) return ranked();
  // In the price order, the products a price filter lets through lie next to one another.
  const [first, end] = column === 'price' ? [low, high] : [0, order.length];
  // The walk gives up once it has cost what ranking the candidates would: where the matches lie at
  // the far end of the order (a brand's names all begin with it) or there are none, it would read
  // the whole order, 90 000 products for "Xiaomi" by name.
  const last = Math.min(end, first + rankCost);
  const positions: number[] = [];
  let passed = 0;
  let k = first;
  for (; k < last && passed < to; k++) {
    const i = order[descending ? first + end - 1 - k : k]!;
    if (!passes(test, i)) continue;
    if (passed >= from) positions.push(i);
    passed++;
  }
  if (passed < to && k < end) return ranked();
  // Short of the page's end, the walk has seen every match.
  const counted = passed < to ? passed : countOf(snapshot, query, test, candidates, priced, stop);
  return indexedPage(snapshot, positions, counted);
}

/**
 * Whether the query's category's products pass but for their price bounds: it chooses no filter
 * besides those two (asked of the rule table, so that a filter added there is never overlooked).
 */
const onlyPriced = (query: ProductListQuery) =>
  FILTER_RULES.every((rule) => rule === CATEGORY || rule === PRICE || !rule.chosen(query));

/**
 * How many products in the query's category pass `test`, up to `stop`: those `priced` (the
 * category's within its price bounds) when it has no other filter, else over the candidates (a
 * brand's, a type's, a specification value's products, the prices within the bounds, or a search's
 * matches), else over the category. The page's walk stops at the page's end: counting on
 * along the sort's order tested every product up to the thousandth match, 10 000 tests for a
 * filter that keeps one product in ten, where the page needs as many as its end.
 */
function countOf(
  snapshot: Snapshot,
  query: ProductListQuery,
  test: Filter,
  candidates: readonly Int32Array[] | undefined,
  priced: Int32Array,
  stop: number,
): number {
  if (onlyPriced(query)) return Math.min(priced.length, stop);
  const { takes } = test;
  let counted = 0;
  // Without candidates there are no price bounds either: `priced` is the whole category.
  for (const list of candidates ?? [priced])
    for (let n = 0; n < list.length && counted < stop; n++) {
      const i = list[n]!;
      if ((takes === undefined || takes[snapshot.category[i]!] === 1) && passes(test, i)) counted++;
    }
  return counted;
}

/** Where in `order` (ascending by price) the prices within the test's bounds (PRICE) begin and end. */
function priceSpan(snapshot: Snapshot, order: Int32Array, test: Filter): [number, number] {
  const firstNotBelow = (bound: number, inclusive: boolean) => {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const price = snapshot.price[order[middle]!]!;
      if (price < bound || (!inclusive && price === bound)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // Without a bound it is infinite, and the span reaches that end of the order.
  return [firstNotBelow(test.min, true), firstNotBelow(test.max, false)];
}

/**
 * The products that can pass the query's brand, type, specification or price filter, from
 * whichever of them names fewest; undefined without any. Lists of positions that no product is in
 * twice: a brand's (a product has one), a type's, one specification value's (where two values of
 * one filter could both be a product's), or the category's prices within the bounds.
 */
function candidatesOf(
  snapshot: Snapshot,
  query: ProductListQuery,
  test: Filter,
  priced: Int32Array,
): Int32Array[] | undefined {
  const sources: Int32Array[][] = [];
  if (test.priced) sources.push([priced]);
  const brands = (query.brand ?? []).flatMap((brand) => {
    const code = snapshot.brands.find(brand);
    return code === undefined ? [] : [groupOf(snapshot.byBrand, code)];
  });
  if (brands.length > 0) sources.push(brands);
  const field = query.productType ? typeFieldFor(query.productType, query.category) : null;
  const type = field ? snapshot.types[field].codes.find(query.productType!) : undefined;
  if (field && type !== undefined) sources.push([groupOf(snapshot.types[field].byCode, type)]);
  for (const chosen of groupSpecTokens(query.spec ?? []).values()) {
    const token = chosen.length === 1 ? snapshot.specs.find(chosen[0]!) : undefined;
    if (token !== undefined) sources.push([groupOf(snapshot.bySpec, token)]);
  }
  let fewest: Int32Array[] | undefined;
  for (const lists of sources) if (!fewest || sizeOf(lists) < sizeOf(fewest)) fewest = lists;
  return fewest;
}

const sizeOf = (lists: readonly Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);

/**
 * What ranking the candidates costs, in tests of a walk per candidate: sorting thousands of places
 * costs a few times what a walk's test of as many products does. A walk stops at the page's end,
 * which it can expect after
 * `to * order length / matches` products, and the matches are at most the candidates; when that
 * costs more, the candidates are ranked instead (pageOf).
 */
const RANK_COST = 4;

/**
 * The page of the candidates that pass `test` in the category, by their places in the order of
 * `column`, and how many passed: where a brand or a type, or a search's words, leave few products,
 * sorting those few is cheaper than walking a category's order past all the others.
 */
function rankedPageOf(
  snapshot: Snapshot,
  query: ProductListQuery,
  candidates: readonly Int32Array[],
  test: Filter,
  column: OrderColumn,
  descending: boolean,
): { positions: number[]; matched: number } {
  const { takes } = test;
  const rank = snapshot.ranks[column];
  const places = snapshot.words.scratch.positions;
  let matched = 0;
  for (const list of candidates)
    for (let n = 0; n < list.length; n++) {
      const i = list[n]!;
      if ((takes === undefined || takes[snapshot.category[i]!] === 1) && passes(test, i))
        places[matched++] = rank[i]!;
    }
  const sorted = places.subarray(0, matched).sort();
  const all = snapshot.orders[column].get('all')!;
  const from = (query.page - 1) * query.limit;
  const positions: number[] = [];
  for (let k = from; k < Math.min(from + query.limit, matched); k++)
    positions.push(all[sorted[descending ? matched - 1 - k : k]!]!);
  return { positions, matched };
}
