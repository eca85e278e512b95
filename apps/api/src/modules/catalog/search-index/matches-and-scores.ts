import {
  devicesFirst,
  MAIN_DEVICE_BONUS,
  MAIN_DEVICE_TARGETS,
  OTHER_DEVICE_BONUS,
  OTHER_DEVICE_TARGETS,
  PHRASE_BONUS,
  RANKED_FIRST_BONUS,
  type WordTarget,
} from '@kahraba/domain';
import type { PlannedWord, SearchPlan } from '../search-plan.js';
import { pairToken, type SearchWords, wordCharTest } from './search-words.js';

// Which products have every word of a search, and their relevance score, as relevanceSql scores
// them: the listing index answers "Best match" from these (listing-index/words.ts).

/** The positions of the products a category or type names; null when it names none. */
export type TargetPositions = (target: WordTarget) => Int32Array | null;

export interface WordMatches {
  /** Product i has every word of the plan when marks[i] === plan.words.length. */
  marks: Uint8Array;
  /** The products that have every word, each once, in no particular order. */
  matches: Int32Array;
}

/**
 * Every product that has every word of the plan (a lexeme starting with it or one of its
 * corrections, or a category or type it names), marked with the number of words, and listed. A
 * plan without words matches nothing. The list spares "Best match" a walk of every product for
 * its matches (listing-index/words.ts relevancePageOf).
 */
export function matchMarks(
  words: SearchWords,
  plan: SearchPlan,
  targetPositions: TargetPositions,
): WordMatches {
  const { marks, matches } = words.scratch;
  marks.fill(0);
  const last = plan.words.length - 1;
  let found = 0;
  plan.words.forEach((planned, k) => {
    const lists: Int32Array[] = [];
    for (const text of [planned.word, ...planned.corrections])
      lists.push(words.lexemes.positionsOf(...words.lexemes.prefixRange(text)));
    for (const target of planned.targets) {
      const positions = targetPositions(target);
      if (positions) lists.push(positions);
    }
    // Marked k + 1 only from k: a product has all the words before this one, and is marked once.
    for (const list of lists)
      for (let n = 0; n < list.length; n++) {
        const i = list[n]!;
        if (marks[i] !== k) continue;
        marks[i] = k + 1;
        if (k === last) matches[found++] = i;
      }
  });
  return { marks, matches: matches.subarray(0, found) };
}

/**
 * Whether relevanceSql's name tests can be told from the name's words: a word made only of word
 * characters (they match a whole name word, or its start) or starting with another character
 * (which `\m` never precedes, so neither matches). A word of both, such as "café" under the C
 * locale, is left to the database.
 */
export function rankableInMemory(words: SearchWords, plan: SearchPlan): boolean {
  const isWordChar = wordCharTest(words.wideWordChars);
  return plan.words.every((planned) => {
    const chars = [...planned.word];
    return !isWordChar(chars[0]!) || chars.every(isWordChar);
  });
}

export interface RankColumns {
  /** Whether product i is in a category or type of `targets`. */
  named: (targets: readonly WordTarget[]) => (i: number) => boolean;
  /** Whether product i's lower-cased brand is `word`. */
  brandIs: (word: string) => (i: number) => boolean;
}

/**
 * relevanceSql's score of each product of `positions`, per word: the whole word in the name 8, a
 * name word starting with it 4, its brand or a category or type it names 2, else 1; plus
 * RANKED_FIRST_BONUS when the product is in a category or type the word ranks first; PHRASE_BONUS
 * for each two neighbouring words side by side in the name; and, when no word names a category or
 * type, the device bonuses (domain devicesFirst).
 */
export function scores(
  words: SearchWords,
  plan: SearchPlan,
  positions: Int32Array,
  columns: RankColumns,
): Uint16Array {
  const result = words.scratch.scores.subarray(0, positions.length);
  result.fill(0);
  const isWordChar = wordCharTest(words.wideWordChars);
  for (const planned of plan.words) {
    const inName = nameScores(words, planned, isWordChar);
    const named = planned.ranking.length > 0 ? columns.named(planned.ranking) : () => false;
    const brandIs = columns.brandIs(planned.word);
    positions.forEach((i, k) => {
      const rankedFirst = named(i);
      result[k] =
        result[k]! +
        (inName[i] || (brandIs(i) || rankedFirst ? 2 : 1)) +
        (rankedFirst ? RANKED_FIRST_BONUS : 0);
    });
  }
  for (let k = 0; k + 1 < plan.words.length; k++) {
    const pair = words.names.find(pairToken(plan.words[k]!.word, plan.words[k + 1]!.word));
    if (pair < 0) continue;
    const { inName } = words.scratch;
    inName.fill(0);
    const named = words.names.positionsOf(pair, pair + 1);
    for (let n = 0; n < named.length; n++) inName[named[n]!] = 1;
    positions.forEach((i, m) => {
      if (inName[i]) result[m] = result[m]! + PHRASE_BONUS;
    });
  }
  if (devicesFirst(plan.words)) {
    const main = columns.named(MAIN_DEVICE_TARGETS);
    const other = columns.named(OTHER_DEVICE_TARGETS);
    positions.forEach((i, k) => {
      result[k] = result[k]! + (main(i) ? MAIN_DEVICE_BONUS : other(i) ? OTHER_DEVICE_BONUS : 0);
    });
  }
  return result;
}

/** 8 where a name word is `planned`'s word, 4 where one starts with it, else 0. */
function nameScores(
  words: SearchWords,
  planned: PlannedWord,
  isWordChar: (char: string) => boolean,
): Uint8Array {
  const { inName } = words.scratch;
  inName.fill(0);
  if (!isWordChar([...planned.word][0]!)) return inName;
  const starting = words.names.positionsOf(...words.names.prefixRange(planned.word));
  for (let n = 0; n < starting.length; n++) inName[starting[n]!] = 4;
  const whole = words.names.find(planned.word);
  if (whole >= 0) {
    const exact = words.names.positionsOf(whole, whole + 1);
    for (let n = 0; n < exact.length; n++) inName[exact[n]!] = 8;
  }
  return inName;
}

/**
 * The `count` largest keys, largest first. A page needs the first few of up to every product
 * (a one-letter search matches most of them): kept in a small heap, rather than all sorted, they
 * cost a comparison each.
 */
export function largest(keys: Float64Array, count: number): Float64Array {
  if (count * 8 >= keys.length) return keys.slice().sort().reverse().subarray(0, count);
  // A min-heap of the largest seen so far: its root is the smallest of them.
  const heap = new Float64Array(count);
  let size = 0;
  const siftDown = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const child = left + 1 < size && heap[left + 1]! < heap[left]! ? left + 1 : left;
      if (heap[at]! <= heap[child]!) return;
      [heap[at], heap[child]] = [heap[child]!, heap[at]!];
      at = child;
    }
  };
  for (const key of keys) {
    if (size < count) {
      let at = size++;
      heap[at] = key;
      while (at > 0 && heap[(at - 1) >> 1]! > heap[at]!) {
        const parent = (at - 1) >> 1;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (key > heap[0]!) {
      heap[0] = key;
      siftDown(0);
    }
  }
  return heap.subarray(0, size).sort().reverse();
}
