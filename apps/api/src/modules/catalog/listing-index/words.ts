import { countLimit, type ProductListQuery, type WordTarget } from '@kahraba/domain';
import { largest, scores, type TargetPositions } from '../search-index/matches-and-scores.js';
import type { SearchPlan } from '../search-plan.js';
import { CATEGORY_CODES, type Snapshot } from './columns.js';
import { type Filter, passes } from './filters.js';
import { FILTER_CODES_OF } from './orders.js';
import { type IndexedPage, indexedPage } from './page-reads.js';
import { RANKS } from './views.js';

// A search's words over the copy: the products a category or type word names, and "Best match".

/**
 * The products a category or type a search word names, as textCondition's equality tests them:
 * found once per copy, then visited directly, where a test of every product for every such word
 * took a tenth of the search mix's time.
 */
export function targetPositionsOf(snapshot: Snapshot): TargetPositions {
  return (target) => {
    const key = 'category' in target ? `category ${target.category}` : `${target.field} ${target.value}`;
    let positions = snapshot.targets.get(key);
    if (positions === undefined) {
      positions = findTarget(snapshot, target);
      snapshot.targets.set(key, positions);
    }
    return positions;
  };
}

function findTarget(snapshot: Snapshot, target: WordTarget): Int32Array | null {
  const test = targetTest(snapshot, target);
  if (!test) return null;
  let n = 0;
  for (let i = 0; i < snapshot.count; i++) if (test(i)) n++;
  const positions = new Int32Array(n);
  for (let i = 0, m = 0; i < snapshot.count; i++) if (test(i)) positions[m++] = i;
  return positions;
}

/** Whether product i is in the category or type `target` names; null when it names none. */
function targetTest(snapshot: Snapshot, target: WordTarget): ((i: number) => boolean) | null {
  if ('category' in target) {
    const code = CATEGORY_CODES.get(target.category);
    return code === undefined ? null : (i) => snapshot.category[i] === code;
  }
  const { codes, of } = snapshot.types[target.field];
  const code = codes.find(target.value);
  return code === undefined ? null : (i) => of[i] === code;
}

/**
 * "Best match" as relevancePageSql orders it: score, then in stock, units sold, views and id (the
 * last two the views order). Every match is ranked, where the database ranks only the first
 * countLimit its index yields (product-list.ts says why); the count stops at the same limit.
 */
export function relevancePageOf(
  snapshot: Snapshot,
  query: ProductListQuery,
  plan: SearchPlan,
  matches: Int32Array,
  filter: Filter,
): IndexedPage {
  const takes = FILTER_CODES_OF.get(query.category ?? 'all');
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
