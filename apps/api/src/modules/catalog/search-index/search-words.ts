import { commonCount, NEAREST, type WordLookup } from '../search-plan.js';
import { lowerBound, type Postings } from './postings.js';

// The words of a search matched in memory, as the database matches them (product-filters.ts
// textCondition and relevanceSql), for the listing index (listing-index.ts). The products' words
// are the database's own: the lexemes of their stored search_vector, so no rule of PostgreSQL's
// text-search parser is written again here. A word of a search matches a product when one of its
// lexemes starts with it, which is what `'word':*` asks of the vector.

/**
 * Which characters PostgreSQL's regular expressions count as word characters (`\m`, `\M`, `\w`):
 * under the C locale only ASCII letters, digits and the underscore; under a language locale, the
 * letters and digits of every script too. The database says which (SearchWords.wideWordChars).
 */
export function wordCharTest(wide: boolean): (char: string) => boolean {
  return wide ? (char) => /^[\p{L}\p{N}_]$/u.test(char) : (char) => /^[A-Za-z0-9_]$/.test(char);
}

/** The words of a lower-cased name as relevanceSql's `\m…\M` sees them: runs of word characters. */
export function nameWords(lowerName: string, isWordChar: (char: string) => boolean): string[] {
  const words: string[] = [];
  let word = '';
  for (const char of lowerName) {
    if (isWordChar(char)) word += char;
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
export const pairToken = (first: string, second: string) => `${PAIR}${first} ${second}`;

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
    ? (char: string) => /^[\p{L}\p{N}]$/u.test(char)
    : (char: string) => /^[A-Za-z0-9]$/.test(char);
  const found = new Set<string>();
  let word: string[] = [];
  const end = () => {
    if (word.length === 0) return;
    const padded = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3).join(''));
    word = [];
  };
  for (const char of text) {
    if (isAlnum(char)) word.push(char);
    else end();
  }
  end();
  return found;
}

/** pg_trgm's similarity: shared trigrams over all trigrams, as a 4-byte float, as it computes it. */
export function similarity(first: Set<string>, second: Set<string>): number {
  if (first.size === 0 || second.size === 0) return 0;
  let shared = 0;
  for (const trigram of first) if (second.has(trigram)) shared++;
  return Math.fround(shared / (first.size + second.size - shared));
}

/**
 * The catalog's words in the database's order, and for each trigram the words that have it. A
 * word is only as similar as the trigrams it shares, so a misspelt word is compared with the
 * words that share one, not all of them: compared with each word, the lookups took a large share
 * of the search mix's time (bench/RESULTS.md).
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
      for (const trigram of found) {
        const list = lists.get(trigram);
        if (list) list.push(rank);
        else lists.set(trigram, [rank]);
      }
    });
    for (const [trigram, list] of lists) this.byTrigram.set(trigram, Int32Array.from(list));
  }

  /** The words at least `least` similar to one with the trigrams `typed`, with their rank. */
  similarTo(typed: Set<string>, least: number): { word: string; similarity: number; rank: number }[] {
    const shared = this.shared;
    const sizes = this.sizes;
    const touched: number[] = [];
    for (const trigram of typed) {
      const list = this.byTrigram.get(trigram);
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
  const productsOf = (nearWord: string) => {
    const code = words.lexemes.find(nearWord);
    return code < 0 ? 0 : Math.min(common, words.lexemes.positionsOf(code, code + 1).length);
  };
  return {
    known: false,
    near: near
      .slice(0, NEAREST)
      .map((nearest) => ({ word: nearest.word, products: productsOf(nearest.word) })),
    common,
  };
}
