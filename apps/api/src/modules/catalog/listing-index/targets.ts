import type { WordTarget } from '@kahraba/domain';
import type { TargetPositions } from '../search-index/matches-and-scores.js';
import { CATEGORY_CODES, type Snapshot } from './columns.js';

// The products a search word's category or type names. Apart from words.ts, which ranks with the
// listing's test (filters.ts), so that the rule table (filter-rules.ts) can match a search's words
// without importing the code that runs it.

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
export function targetTest(snapshot: Snapshot, target: WordTarget): ((i: number) => boolean) | null {
  if ('category' in target) {
    const code = CATEGORY_CODES.get(target.category);
    return code === undefined ? null : (i) => snapshot.category[i] === code;
  }
  const { codes, of } = snapshot.types[target.field];
  const code = codes.find(target.value);
  return code === undefined ? null : (i) => of[i] === code;
}
