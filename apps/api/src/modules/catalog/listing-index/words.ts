import { countLimit, type ProductListQuery, type WordTarget } from '@kahraba/domain';
import { largest, scores, type TargetPositions } from '../search-index.js';
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
export function targetPositionsOf(s: Snapshot): TargetPositions {
  return (target) => {
    const key = 'category' in target ? `category ${target.category}` : `${target.field} ${target.value}`;
    let positions = s.targets.get(key);
    if (positions === undefined) {
      positions = findTarget(s, target);
      s.targets.set(key, positions);
    }
    return positions;
  };
}

function findTarget(s: Snapshot, target: WordTarget): Int32Array | null {
  const test = targetTest(s, target);
  if (!test) return null;
  let n = 0;
  for (let i = 0; i < s.count; i++) if (test(i)) n++;
  const positions = new Int32Array(n);
  for (let i = 0, m = 0; i < s.count; i++) if (test(i)) positions[m++] = i;
  return positions;
}

/** Whether product i is in the category or type `target` names; null when it names none. */
function targetTest(s: Snapshot, target: WordTarget): ((i: number) => boolean) | null {
  if ('category' in target) {
    const code = CATEGORY_CODES.get(target.category);
    return code === undefined ? null : (i) => s.category[i] === code;
  }
  const { codes, of } = s.types[target.field];
  const code = codes.find(target.value);
  return code === undefined ? null : (i) => of[i] === code;
}

/**
 * "Best match" as relevancePageSql orders it: score, then in stock, units sold, views and id (the
 * last two the views order). Every match is ranked, where the database ranks only the first
 * countLimit its index yields (product-list.ts says why); the count stops at the same limit.
 */
export function relevancePageOf(
  s: Snapshot,
  query: ProductListQuery,
  plan: SearchPlan,
  matches: Int32Array,
  filter: Filter,
): IndexedPage {
  const takes = FILTER_CODES_OF.get(query.category ?? 'all');
  const { scratch } = s.words;
  let matched = 0;
  for (let n = 0; n < matches.length; n++) {
    const i = matches[n]!;
    if ((takes === undefined || takes[s.category[i]!] === 1) && passes(filter, i))
      scratch.positions[matched++] = i;
  }
  const positions = scratch.positions.subarray(0, matched);
  const score = scores(s.words, plan, positions, {
    named: (targets) => {
      const tests = targets.map((target) => targetTest(s, target)).filter((t) => t !== null);
      return (i) => tests.some((t) => t(i));
    },
    brandIs: (word) => {
      const codes = new Set(s.brandLower.flatMap((lower, code) => (lower === word ? [code] : [])));
      return (i) => codes.has(s.brand[i]!);
    },
  });
  const keys = scratch.keys.subarray(0, matched);
  positions.forEach((i, k) => {
    const inStock = s.quantity[i]! > 0 ? 1 : 0;
    keys[k] = ((score[k]! * 2 + inStock) * RANKS + s.soldRank[i]!) * RANKS + s.ranks.views[i]!;
  });
  const byViews = s.orders.views.get('all')!;
  const from = (query.page - 1) * query.limit;
  const best = largest(keys, from + query.limit);
  const page: number[] = [];
  for (let k = from; k < best.length; k++) page.push(byViews[best[k]! % RANKS]!);
  return indexedPage(s, page, Math.min(positions.length, countLimit(query.page, query.limit)));
}
