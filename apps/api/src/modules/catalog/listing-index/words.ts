import { countLimit, type ProductListQuery } from '@kahraba/domain';
import { largest, scores } from '../search-index/matches-and-scores.js';
import type { SearchPlan } from '../search-plan.js';
import type { Snapshot } from './columns.js';
import { type Filter, passes } from './filters.js';
import { type IndexedPage, indexedPage } from './page-reads.js';
import { targetTest } from './targets.js';
import { RANKS } from './views.js';

// "Best match" over the copy: a search's matches ranked by their scores.

/**
 * "Best match" as relevancePageSql orders it: score, then in stock, units sold, views and id (the
 * last two the views order). Every match is ranked, where the database ranks only the first
 * countLimit its index yields (product-list.ts says why); the count stops at the same limit.
 */
export function relevancePageOf(
  snapshot: Snapshot,
  query: ProductListQuery,
  plan: SearchPlan,
  filter: Filter,
): IndexedPage {
  // Every product with the words is tested, not just the words' own: their category, brand and
  // the other filters. filter.matches is set, since the plan has words (filter-rules.ts WORDS).
  const { takes } = filter;
  const matches = filter.matches!;
  const { scratch } = snapshot.words;
  let matched = 0;
  for (let n = 0; n < matches.length; n++) {
    const i = matches[n]!;
    if ((takes === undefined || takes[snapshot.category[i]!] === 1) && passes(filter, i))
      scratch.positions[matched++] = i;
  }
  const positions = scratch.positions.subarray(0, matched);
  const score = scores(snapshot.words, plan, positions, {
    named: (targets) => {
      const tests = targets.map((target) => targetTest(snapshot, target)).filter((t) => t !== null);
      return (i) => tests.some((t) => t(i));
    },
    brandIs: (word) => {
      const codes = new Set(snapshot.brandLower.flatMap((lower, code) => (lower === word ? [code] : [])));
      return (i) => codes.has(snapshot.brand[i]!);
    },
  });
  const keys = scratch.keys.subarray(0, matched);
  positions.forEach((i, k) => {
    const inStock = snapshot.quantity[i]! > 0 ? 1 : 0;
    keys[k] = ((score[k]! * 2 + inStock) * RANKS + snapshot.soldRank[i]!) * RANKS + snapshot.ranks.views[i]!;
  });
  const byViews = snapshot.orders.views.get('all')!;
  const from = (query.page - 1) * query.limit;
  const best = largest(keys, from + query.limit);
  const page: number[] = [];
  for (let k = from; k < best.length; k++) page.push(byViews[best[k]! % RANKS]!);
  return indexedPage(snapshot, page, Math.min(positions.length, countLimit(query.page, query.limit)));
}
