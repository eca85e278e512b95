import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  COUNT_BOUND,
  categoriesForPrefix,
  countedTotal,
  countLimit,
  editDistance,
  englishWordsForArabicPrefix,
  isForgivenMisspelling,
  rankingTargets,
  suggestionEdits,
  wordTargets,
} from './search-intent.js';
import { expandSearchQuery } from './search-text.js';
import { defaultSortFor } from './taxonomy.js';

const targetsOf = (query: string) => expandSearchQuery(query).split(' ').flatMap(wordTargets);

describe('wordTargets', () => {
  it('reads category words in English and Arabic as their category', () => {
    expect(targetsOf('laptop')).toEqual([{ category: 'Laptop' }]);
    expect(targetsOf('لابتوب')).toEqual([{ category: 'Laptop' }]);
    expect(targetsOf('لاب توب')).toEqual([{ category: 'Laptop' }]);
    expect(targetsOf('سماعة')).toEqual([{ category: 'Audio' }]);
    expect(targetsOf('موبايل')).toEqual([{ category: 'Mobile' }]);
  });

  it('reads type words as their type, "gaming" as the category and the laptop type', () => {
    expect(targetsOf('charger')).toEqual([{ field: 'productType', value: 'Charger' }]);
    expect(targetsOf('شاحن')).toEqual([{ field: 'productType', value: 'Charger' }]);
    expect(targetsOf('gaming')).toEqual([{ category: 'Gaming' }, { field: 'laptopType', value: 'Gaming' }]);
    expect(targetsOf('جيمنج')).toEqual(targetsOf('gaming'));
  });

  it("ranks a product line's category first without selecting it", () => {
    expect(wordTargets('iphone')).toEqual([]);
    expect(rankingTargets('iphone')).toEqual([{ category: 'Mobile' }]);
    expect(rankingTargets('laptop')).toEqual([{ category: 'Laptop' }]);
  });

  it('knows nothing of other words, including names every object answers', () => {
    expect(wordTargets('samsung')).toEqual([]);
    expect(wordTargets('constructor')).toEqual([]);
    expect(wordTargets('toString')).toEqual([]);
  });
});

describe('allowedEdits', () => {
  it('forgives none under 4 letters, one from 4, two from 8, in both scripts', () => {
    expect(allowedEdits('ps5')).toBe(0);
    expect(allowedEdits('sony')).toBe(1);
    expect(allowedEdits('samsung')).toBe(1);
    expect(allowedEdits('playstation')).toBe(2);
    expect(allowedEdits('ابل')).toBe(0);
    expect(allowedEdits('شاحن')).toBe(1);
    expect(allowedEdits('بلايستيشن')).toBe(2);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, replacements and swapped neighbours as one edit each', () => {
    expect(editDistance('samsng', 'samsung')).toBe(1);
    expect(editDistance('samsungg', 'samsung')).toBe(1);
    expect(editDistance('samsong', 'samsung')).toBe(1);
    expect(editDistance('samsnug', 'samsung')).toBe(1);
    expect(editDistance('playstaton', 'playstation')).toBe(1);
    expect(editDistance('plaistaton', 'playstation')).toBe(2);
    expect(editDistance('سامسونح', 'سامسونج')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('stops past its maximum', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });
});

describe('isForgivenMisspelling', () => {
  it('forgives one edit from 4 letters and two from 8', () => {
    expect(isForgivenMisspelling('samsng', 'samsung')).toBe(true);
    expect(isForgivenMisspelling('smsng', 'samsung')).toBe(false);
    expect(isForgivenMisspelling('plaistaton', 'playstation')).toBe(true);
    expect(isForgivenMisspelling('sny', 'sony')).toBe(false);
    expect(isForgivenMisspelling('sony', 'sony')).toBe(false);
  });
});

describe('suggestionEdits', () => {
  it('looks one edit further than a search forgives', () => {
    expect(suggestionEdits('sny')).toBe(1);
    expect(suggestionEdits('smsng')).toBe(2);
    expect(suggestionEdits('plystaton')).toBe(3);
  });
});

describe('counting', () => {
  it('counts to the bound, or past the page when the page lies beyond it', () => {
    expect(countLimit(1, 24)).toBe(COUNT_BOUND + 1);
    expect(countLimit(100, 24)).toBe(2401);
  });

  it('is exact under the bound', () => {
    expect(countedTotal(50, 1, 24)).toEqual({
      total: 50,
      totalExact: true,
      totalPages: 3,
      hasNextPage: true,
    });
    expect(countedTotal(0, 1, 24)).toEqual({ total: 0, totalExact: true, totalPages: 0, hasNextPage: false });
  });

  it('says "more than the bound" above it, with a next page', () => {
    expect(countedTotal(COUNT_BOUND + 1, 1, 24)).toEqual({
      total: COUNT_BOUND,
      totalExact: false,
      totalPages: 42,
      hasNextPage: true,
    });
    expect(countedTotal(1000, 1, 25)).toMatchObject({ total: 1000, totalExact: true, totalPages: 40 });
  });

  it('keeps a deep page followed by another beyond the bound', () => {
    const last = countedTotal(countLimit(50, 24), 50, 24);
    expect(last).toMatchObject({ total: 1200, totalExact: false, hasNextPage: true });
    expect(last.totalPages).toBeGreaterThan(50);
  });
});

describe('suggestion prefixes', () => {
  it('finds categories from English and Arabic prefixes', () => {
    expect(categoriesForPrefix('lap')).toEqual(['Laptop']);
    expect(categoriesForPrefix('لاب')).toEqual(['Laptop']);
    expect(categoriesForPrefix('سماع')).toEqual(['Audio']);
    expect(categoriesForPrefix('x')).toEqual([]);
  });

  it('completes Arabic prefixes to the English catalog words', () => {
    expect(englishWordsForArabicPrefix('سامس')).toEqual(['samsung']);
    expect(englishWordsForArabicPrefix('السامس')).toEqual(['samsung']);
    expect(englishWordsForArabicPrefix('sam')).toEqual([]);
  });
});

describe('defaultSortFor', () => {
  it('is best match with words, newest without', () => {
    expect(defaultSortFor('iphone')).toBe('relevance');
    expect(defaultSortFor('  ')).toBe('newest');
    expect(defaultSortFor(undefined)).toBe('newest');
  });
});
