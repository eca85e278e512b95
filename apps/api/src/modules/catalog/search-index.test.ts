import { describe, expect, it } from 'vitest';
import { largest, rankableInMemory } from './search-index/matches-and-scores.js';
import { PostingsBuilder } from './search-index/postings.js';
import {
  isKnownWord,
  nameWords,
  RankedWords,
  type SearchWords,
  similarity,
  trigrams,
  wordCharTest,
} from './search-index/search-words.js';
import type { SearchPlan } from './search-plan.js';

function postingsOf(products: string[][]) {
  const builder = new PostingsBuilder();
  products.forEach((words, position) => {
    for (const word of words) builder.add(position, word);
  });
  return builder.build();
}

const visited = (postings: ReturnType<typeof postingsOf>, [from, to]: [number, number]) => [
  ...postings.positionsOf(from, to),
];

describe('RankedWords', () => {
  const words = [
    'samsung',
    'samsonite',
    'galaxy',
    'سامسونج',
    'ايفون',
    'iphone',
    'x',
    'airpods',
    'a1',
    'سماعة',
  ];
  const ranked = new RankedWords(words, true);

  it('finds the words similar to a typed one as comparing it with every word does', () => {
    for (const typed of ['samsng', 'glaxy', 'سامسنج', 'ايفوت', 'iphon', 'x', 'zzz', 'airpod', 'سماعه', '']) {
      const mine = trigrams(typed, true);
      const everyWord = words
        .map((word, rank) => ({ word, similarity: similarity(mine, trigrams(word, true)), rank }))
        .filter((w) => w.similarity >= 0.1);
      const byRank = (list: { rank: number }[]) => [...list].sort((a, b) => a.rank - b.rank);
      expect(byRank(ranked.similarTo(mine, 0.1)), typed).toEqual(byRank(everyWord));
    }
    expect(ranked.similarTo(trigrams('samsng', true), 0.1).map((w) => w.word)).toContain('samsung');
  });

  it('forgets one lookup before the next', () => {
    const first = ranked.similarTo(trigrams('samsng', true), 0.1);
    expect(ranked.similarTo(trigrams('samsng', true), 0.1)).toEqual(first);
  });
});

describe('postings', () => {
  const postings = postingsOf([
    ['samsung', 'galaxy', 'سامسونج'],
    ['sams', 'case', 'case'],
    ['samsonite'],
    ['apple', 'iphone', 'ايفون'],
  ]);

  it('finds every word a prefix starts, and their products once each', () => {
    expect(visited(postings, postings.prefixRange('sams'))).toEqual([1, 2, 0]);
    expect(visited(postings, postings.prefixRange('samsu'))).toEqual([0]);
    expect(visited(postings, postings.prefixRange('case'))).toEqual([1]);
    expect(visited(postings, postings.prefixRange('سام'))).toEqual([0]);
    expect(visited(postings, postings.prefixRange('zebra'))).toEqual([]);
    expect(visited(postings, postings.prefixRange('samsungs'))).toEqual([]);
  });

  it('finds a whole word, and no word that merely starts with it', () => {
    expect(postings.words[postings.find('sams')]).toBe('sams');
    expect(postings.find('samsun')).toBe(-1);
    expect(postings.find('zzz')).toBe(-1);
  });
});

describe('name words', () => {
  it('splits as the C locale regular expressions do: ASCII letters, digits and the underscore', () => {
    const ascii = wordCharTest(false);
    expect(nameWords('galaxy s26 ultra (12gb/256gb)', ascii)).toEqual([
      'galaxy',
      's26',
      'ultra',
      '12gb',
      '256gb',
    ]);
    expect(nameWords('usb_c café-cable', ascii)).toEqual(['usb_c', 'caf', 'cable']);
    expect(nameWords('جراب ايفون', ascii)).toEqual([]);
  });

  it('keeps letters of every script under a language locale', () => {
    expect(nameWords('جراب ايفون café', wordCharTest(true))).toEqual(['جراب', 'ايفون', 'café']);
  });
});

describe('known words', () => {
  const words = { known: ['apple', 'galaxy', 'samsung'] } as unknown as SearchWords;

  it('knows a word some catalog word starts with', () => {
    expect(isKnownWord(words, 'sams')).toBe(true);
    expect(isKnownWord(words, 'samsung')).toBe(true);
    expect(isKnownWord(words, 'apple')).toBe(true);
  });

  it('does not know a misspelt word or one past the last', () => {
    expect(isKnownWord(words, 'samsng')).toBe(false);
    expect(isKnownWord(words, 'zzz')).toBe(false);
    expect(isKnownWord(words, 'samsungs')).toBe(false);
  });
});

describe('ranking in memory', () => {
  const plan = (...words: string[]): SearchPlan => ({
    words: words.map((word) => ({ word, corrections: [], targets: [], ranking: [] })),
  });
  const locale = (wideWordChars: boolean) => ({ wideWordChars }) as SearchWords;

  it('under the C locale, leaves to the database a word that starts as a word and goes on in other letters', () => {
    expect(rankableInMemory(locale(false), plan('pro', 'proж'))).toBe(false);
    // All word characters, or none at the start (which no name word can begin with): both rankable.
    expect(rankableInMemory(locale(false), plan('pro17', 'ايفون', 'жpro'))).toBe(true);
  });

  it('under a language locale, ranks words of any script', () => {
    expect(rankableInMemory(locale(true), plan('proж', 'ايفون'))).toBe(true);
  });
});

describe('largest keys', () => {
  it('are the first of all keys sorted from the largest, whether few or many are asked', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (const length of [0, 1, 5, 100, 5000]) {
      // Keys repeat, as equal scores would (the real keys never do: the views rank is in them).
      const keys = Float64Array.from({ length }, () => next() % 400);
      const sorted = [...keys].sort((a, b) => b - a);
      for (const count of [1, 3, 24, 600, 6000])
        expect([...largest(keys, count)], `${count} of ${length}`).toEqual(sorted.slice(0, count));
    }
  });
});
