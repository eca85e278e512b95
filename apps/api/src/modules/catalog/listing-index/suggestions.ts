import { LIMITS } from '@kahraba/domain';
import type { SuggestionTerms } from '../product-queries.js';
import { largest, matchMarks } from '../search-index/matches-and-scores.js';
import type { Snapshot } from './columns.js';
import { type IndexedPage, indexedPage } from './page-reads.js';
import { targetPositionsOf } from './targets.js';

/**
 * The dealers whose lower-cased name contains a word, in name order, and the most viewed products
 * having every word, as suggest's statements find them.
 */
export function suggestionsOf(
  snapshot: Snapshot,
  terms: SuggestionTerms,
): { brands: string[]; page: IndexedPage } {
  const brands = snapshot.dealers
    .filter((d) => terms.words.some((w) => d.lower.includes(w)))
    .slice(0, LIMITS.suggestBrands)
    .map((d) => d.name);
  const positions: number[] = [];
  if (terms.words.length > 0 && terms.plan.words.length > 0) {
    const { marks, matches } = matchMarks(snapshot.words, terms.plan, targetPositionsOf(snapshot));
    const wanted = terms.plan.words.length;
    const byViews = snapshot.orders.views.get('all')!;
    // Walking the views order finds the first matches after count / matches products, at most
    // all of them for a rare word: fewer matches than that are ranked by their places instead.
    if (matches.length ** 2 <= LIMITS.suggestProducts * snapshot.count) {
      const places = snapshot.words.scratch.keys.subarray(0, matches.length);
      for (let n = 0; n < matches.length; n++) places[n] = snapshot.ranks.views[matches[n]!]!;
      for (const place of largest(places, LIMITS.suggestProducts)) positions.push(byViews[place]!);
    } else
      for (let k = byViews.length - 1; k >= 0 && positions.length < LIMITS.suggestProducts; k--)
        if (marks[byViews[k]!] === wanted) positions.push(byViews[k]!);
  }
  return { brands, page: indexedPage(snapshot, positions, positions.length) };
}
