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
import { commonCount, NEAREST, type PlannedWord, type SearchPlan, type WordLookup } from './search-plan.js';

// The words of a search matched in memory, as the database matches them (product-filters.ts
// textCondition and relevanceSql), for the listing index (listing-index.ts). The products' words
// are the database's own: the lexemes of their stored search_vector, so no rule of PostgreSQL's
// text-search parser is written again here. A word of a search matches a product when one of its
// lexemes starts with it, which is what `'word':*` asks of the vector.

/** The first place in `sorted` whose word is not sorted before `word`. */
function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sorted distinct words, each with the ascending positions of the products that have it. */
export class Postings {
  constructor(
    readonly words: readonly string[],
    /** The positions of word k: positions[start[k]..start[k + 1]]. */
    private readonly start: Uint32Array,
    private readonly positions: Int32Array,
  ) {}

  /** The words starting with `prefix`, as [from, to): sorted, they follow one another. */
  prefixRange(prefix: string): [number, number] {
    const from = lowerBound(this.words, prefix);
    let lo = from;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]!.startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return [from, lo];
  }

  /** The code of `word`, or -1 when no product has it. */
  find(word: string): number {
    const at = lowerBound(this.words, word);
    return this.words[at] === word ? at : -1;
  }

  /**
   * The positions of the words [from, to), a position once per word, as a view of the postings.
   * Callers loop over it themselves: a short prefix has hundreds of thousands of postings, and a
   * call per posting to a visitor (which V8 cannot inline when each caller passes its own) took
   * most of the time of marking them.
   */
  positionsOf(from: number, to: number): Int32Array {
    return this.positions.subarray(this.start[from]!, this.start[to]!);
  }
}

/** Int32s appended one at a time, in a typed array that doubles as it fills. */
export class Int32Buffer {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

/**
 * Collects each product's words in position order, then sorts them into Postings. The words are
 * kept as codes in typed arrays while the copy is read: as lists of numbers per word, a read of
 * 100 000 products left 30 MB more garbage, which is what raised the server's peak memory.
 */
export class PostingsBuilder {
  private readonly codes = new Map<string, number>();
  private readonly words: string[] = [];
  /** The codes of product p: wordCodes[starts[p]..starts[p + 1]]. */
  private readonly starts = new Int32Buffer();
  private readonly wordCodes = new Int32Buffer();

  add(position: number, word: string): void {
    while (this.starts.length <= position) this.starts.push(this.wordCodes.length);
    let code = this.codes.get(word);
    if (code === undefined) {
      code = this.words.length;
      this.codes.set(word, code);
      this.words.push(word);
    }
    const added = this.wordCodes.data;
    for (let k = this.starts.data[position]!; k < this.wordCodes.length; k++) if (added[k] === code) return;
    this.wordCodes.push(code);
  }

  build(): Postings {
    const byText = this.words
      .map((_, code) => code)
      .sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1));
    const rank = new Int32Array(this.words.length);
    byText.forEach((code, r) => {
      rank[code] = r;
    });
    const start = new Uint32Array(this.words.length + 1);
    const codes = this.wordCodes.data.subarray(0, this.wordCodes.length);
    for (const code of codes) start[rank[code]! + 1]!++;
    for (let r = 0; r < this.words.length; r++) start[r + 1]! += start[r]!;
    const positions = new Int32Array(codes.length);
    const next = start.slice(0, this.words.length);
    this.starts.push(codes.length);
    for (let p = 0; p + 1 < this.starts.length; p++)
      for (let k = this.starts.data[p]!; k < this.starts.data[p + 1]!; k++)
        positions[next[rank[codes[k]!]!]!++] = p;
    return new Postings(
      byText.map((code) => this.words[code]!),
      start,
      positions,
    );
  }
}

/**
 * Which characters PostgreSQL's regular expressions count as word characters (`\m`, `\M`, `\w`):
 * under the C locale only ASCII letters, digits and the underscore; under a language locale, the
 * letters and digits of every script too. The database says which (SearchWords.wideWordChars).
 */
export function wordCharTest(wide: boolean): (char: string) => boolean {
  return wide ? (c) => /^[\p{L}\p{N}_]$/u.test(c) : (c) => /^[A-Za-z0-9_]$/.test(c);
}

/** The words of a lower-cased name as relevanceSql's `\m…\M` sees them: runs of word characters. */
export function nameWords(lowerName: string, isWordChar: (char: string) => boolean): string[] {
  const words: string[] = [];
  let word = '';
  for (const c of lowerName) {
    if (isWordChar(c)) word += c;
    else if (word) {
      words.push(word);
      word = '';
    }
  }
  if (word) words.push(word);
  return words;
}

/**
 * Marks a pair of neighbouring name words ("\u0001ipad pro") among the names' words: it sorts
 * before every word, and no search word starts with it, so a word's prefix range never holds pairs.
 */
const PAIR = '\u0001';
const pairToken = (first: string, second: string) => `${PAIR}${first} ${second}`;

/**
 * The tokens of a lower-cased name the copy indexes (SearchWords.names): its words (nameWords),
 * and each two neighbouring words as a pair, for relevanceSql's phrase test.
 */
export function nameTokens(lowerName: string, isWordChar: (char: string) => boolean): string[] {
  const words = nameWords(lowerName, isWordChar);
  return [...words, ...words.slice(1).map((word, k) => pairToken(words[k]!, word))];
}

/**
 * The arrays a search works in, one set per copy, reused by every search: a search runs from start
 * to end without yielding, so no two use them at once. Allocated afresh, a few 100 kB arrays per
 * search churned the memory allocator, and the server's peak memory rose with the search rate.
 */
export class SearchScratch {
  readonly marks: Uint8Array;
  readonly inName: Uint8Array;
  readonly matches: Int32Array;
  readonly positions: Int32Array;
  readonly scores: Uint16Array;
  readonly keys: Float64Array;
  constructor(
    /** The products of the copy, one per position. */
    readonly count: number,
  ) {
    this.marks = new Uint8Array(count);
    this.inName = new Uint8Array(count);
    this.matches = new Int32Array(count);
    this.positions = new Int32Array(count);
    this.scores = new Uint16Array(count);
    this.keys = new Float64Array(count);
  }
}

export interface SearchWords {
  /** The lexemes of the products' search_vector. */
  lexemes: Postings;
  /** The words of the products' lower-cased names, and their pairs of neighbours (nameTokens). */
  names: Postings;
  /** The catalog's search words (table search_words), sorted: a typed word some start with is spelt right. */
  known: readonly string[];
  /**
   * The same words in the database's order, by trigram, to find the words nearest a misspelt one;
   * absent for a vocabulary too large to rank here (MAX_RANKED_WORDS).
   */
  ranked?: RankedWords;
  wideWordChars: boolean;
  scratch: SearchScratch;
}

/** Whether some catalog word starts with `word` (search-plan.ts asks before it looks for corrections). */
export function isKnownWord(words: SearchWords, word: string): boolean {
  return words.known[lowerBound(words.known, word)]?.startsWith(word) ?? false;
}

/** The most catalog words ranked here for a misspelt word; a larger vocabulary is ranked by the database. */
export const MAX_RANKED_WORDS = 20_000;

/**
 * pg_trgm's trigrams of a text: each word (letters and digits, as the database's locale has
 * them) padded with two spaces before and one after, and every three characters of that, once.
 */
export function trigrams(text: string, wideWordChars: boolean): Set<string> {
  const isAlnum = wideWordChars
    ? (c: string) => /^[\p{L}\p{N}]$/u.test(c)
    : (c: string) => /^[A-Za-z0-9]$/.test(c);
  const found = new Set<string>();
  let word: string[] = [];
  const end = () => {
    if (word.length === 0) return;
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''));
    word = [];
  };
  for (const c of text) {
    if (isAlnum(c)) word.push(c);
    else end();
  }
  end();
  return found;
}

/** pg_trgm's similarity: shared trigrams over all trigrams, as a 4-byte float, as it computes it. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return Math.fround(shared / (a.size + b.size - shared));
}

/**
 * The catalog's words in the database's order, and for each trigram the words that have it. A
 * word is only as similar as the trigrams it shares, so a misspelt word is compared with the
 * words that share one, not all of them: compared with each of 20 000 words, the lookups took a
 * tenth of the search mix's time.
 */
export class RankedWords {
  private readonly sizes: Int32Array;
  private readonly byTrigram = new Map<string, Int32Array>();
  /** Shared trigrams per word during one lookup; zero between lookups. */
  private readonly shared: Int32Array;

  constructor(
    readonly words: readonly string[],
    wideWordChars: boolean,
  ) {
    this.sizes = new Int32Array(words.length);
    this.shared = new Int32Array(words.length);
    const lists = new Map<string, number[]>();
    words.forEach((word, rank) => {
      const found = trigrams(word, wideWordChars);
      this.sizes[rank] = found.size;
      for (const t of found) {
        const list = lists.get(t);
        if (list) list.push(rank);
        else lists.set(t, [rank]);
      }
    });
    for (const [t, list] of lists) this.byTrigram.set(t, Int32Array.from(list));
  }

  /** The words at least `least` similar to one with the trigrams `typed`, with their rank. */
  similarTo(typed: Set<string>, least: number): { word: string; similarity: number; rank: number }[] {
    const shared = this.shared;
    const sizes = this.sizes;
    const touched: number[] = [];
    for (const t of typed) {
      const list = this.byTrigram.get(t);
      if (!list) continue;
      for (let n = 0; n < list.length; n++) if (shared[list[n]!]!++ === 0) touched.push(list[n]!);
    }
    const near: { word: string; similarity: number; rank: number }[] = [];
    for (const rank of touched) {
      // similarity's formula, on the counts.
      const s = Math.fround(shared[rank]! / (typed.size + sizes[rank]! - shared[rank]!));
      shared[rank] = 0;
      if (s >= least) near.push({ word: this.words[rank]!, similarity: s, rank });
    }
    return near;
  }
}

/**
 * What search-plan.ts's lookup asks the database of a typed word, answered from the copy: whether
 * a catalog word starts with it, else the NEAREST catalog words by trigram similarity (at least
 * 0.1), the most similar first and ties in the database's order, each with the products whose
 * lexemes hold it whole, counted up to commonCount. Undefined when the vocabulary is too large to
 * rank here.
 */
export function lookUpWord(words: SearchWords, word: string): WordLookup | undefined {
  if (isKnownWord(words, word)) return { known: true, near: [], common: 0 };
  if (!words.ranked) return undefined;
  const near = words.ranked.similarTo(trigrams(word, words.wideWordChars), 0.1);
  near.sort((a, b) => b.similarity - a.similarity || a.rank - b.rank);
  const common = commonCount(words.scratch.count);
  const productsOf = (w: string) => {
    const code = words.lexemes.find(w);
    return code < 0 ? 0 : Math.min(common, words.lexemes.positionsOf(code, code + 1).length);
  };
  return {
    known: false,
    near: near.slice(0, NEAREST).map((n) => ({ word: n.word, products: productsOf(n.word) })),
    common,
  };
}

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
 * its matches (listing-index.ts relevancePageOf).
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
  plan.words.forEach((w, k) => {
    const lists: Int32Array[] = [];
    for (const text of [w.word, ...w.corrections])
      lists.push(words.lexemes.positionsOf(...words.lexemes.prefixRange(text)));
    for (const target of w.targets) {
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
  return plan.words.every((w) => {
    const chars = [...w.word];
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
  for (const w of plan.words) {
    const inName = nameScores(words, w, isWordChar);
    const named = w.ranking.length > 0 ? columns.named(w.ranking) : () => false;
    const brandIs = columns.brandIs(w.word);
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

/** 8 where a name word is `w`, 4 where one starts with it, else 0. */
function nameScores(words: SearchWords, w: PlannedWord, isWordChar: (char: string) => boolean): Uint8Array {
  const { inName } = words.scratch;
  inName.fill(0);
  if (!isWordChar([...w.word][0]!)) return inName;
  const starting = words.names.positionsOf(...words.names.prefixRange(w.word));
  for (let n = 0; n < starting.length; n++) inName[starting[n]!] = 4;
  const whole = words.names.find(w.word);
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
