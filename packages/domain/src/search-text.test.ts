import { describe, expect, it } from 'vitest';
import {
  ARABIC_ALIASES,
  expandSearchQuery,
  normalizeSearchText,
  productSearchText,
  QUERY_ALIASES_ONLY,
  toWesternDigits,
} from './search-text.js';

describe('normalizeSearchText', () => {
  it('lower-cases and collapses whitespace', () => {
    expect(normalizeSearchText('  IPHONE   15\tPro\n')).toBe('iphone 15 pro');
  });

  it('strips Latin accents', () => {
    expect(normalizeSearchText('Café Crème')).toBe('cafe creme');
  });

  it('folds alef variants to a bare alef', () => {
    expect(normalizeSearchText('أبل إكس آيفون ٱلهاتف')).toBe('ابل اكس ايفون الهاتف');
  });

  it('folds alef maqsura to ya, ta marbuta to ha, and hamza seats to their letters', () => {
    expect(normalizeSearchText('شاومى')).toBe('شاومي');
    expect(normalizeSearchText('سماعة')).toBe('سماعه');
    expect(normalizeSearchText('مؤشر')).toBe('موشر');
    expect(normalizeSearchText('شاشة قارئ')).toBe('شاشه قاري');
  });

  it('removes tashkeel and tatweel', () => {
    expect(normalizeSearchText('سَمّاعَةٌ')).toBe('سماعه');
    expect(normalizeSearchText('موبـــايل')).toBe('موبايل');
  });

  it('turns Arabic-Indic and Eastern Arabic-Indic digits into 0-9', () => {
    expect(normalizeSearchText('١٢٣٤٥٦٧٨٩٠')).toBe('1234567890');
    expect(normalizeSearchText('۱۵ پرو')).toBe('15 پرو');
  });

  it('unfolds Arabic presentation forms', () => {
    expect(normalizeSearchText('ﻻب')).toBe('لاب');
  });

  it('is idempotent', () => {
    const once = normalizeSearchText('  آيفونُ ١٥ بـرو  Max ');
    expect(normalizeSearchText(once)).toBe(once);
  });

  it('returns an empty string for blank input', () => {
    expect(normalizeSearchText('   ')).toBe('');
  });
});

describe('toWesternDigits', () => {
  it('changes only the digits', () => {
    expect(toWesternDigits('سعة ٢٠٠٠٠ مللي أمبير، ۳ منافذ')).toBe('سعة 20000 مللي أمبير، 3 منافذ');
  });
});

describe('Franco-Arabic and mixed-script queries', () => {
  it('reads transliterated category, type and brand words as their catalog English', () => {
    expect(expandSearchQuery('sa3a')).toBe('watch');
    expect(expandSearchQuery('Mobail Samsung')).toBe('mobile samsung');
    expect(expandSearchQuery('sha7en anker')).toBe('charger anker');
    expect(expandSearchQuery('lab top')).toBe('laptop');
  });

  it('expands the Arabic words of a query that mixes scripts', () => {
    expect(expandSearchQuery('ساعة apple')).toBe('watch apple');
    expect(expandSearchQuery('جراب iphone 17')).toBe('case iphone 17');
  });

  it('keeps every alias in the form normalised queries take', () => {
    for (const key of Object.keys(QUERY_ALIASES_ONLY)) expect(normalizeSearchText(key)).toBe(key);
  });
});

describe('ARABIC_ALIASES', () => {
  it('is keyed by already normalised spellings', () => {
    for (const key of Object.keys(ARABIC_ALIASES)) expect(normalizeSearchText(key)).toBe(key);
  });

  it('maps to lower-case English', () => {
    for (const value of Object.values(ARABIC_ALIASES)) expect(value).toBe(value.toLowerCase());
  });
});

describe('expandSearchQuery', () => {
  it('turns an Arabic brand and Arabic digits into what the catalog says', () => {
    expect(expandSearchQuery('آيفون ١٥')).toBe('iphone 15');
    expect(expandSearchQuery('سامسونج جالكسي')).toBe('samsung galaxy');
  });

  it('matches two-word Arabic phrases before single words', () => {
    expect(expandSearchQuery('ماك بوك اير')).toBe('macbook اير');
    expect(expandSearchQuery('لاب توب ديل')).toBe('laptop dell');
    expect(expandSearchQuery('جي بي ال')).toBe('jbl');
  });

  it('recognises a known word behind the Arabic article', () => {
    expect(expandSearchQuery('الايفون')).toBe('iphone');
    expect(expandSearchQuery('شاحن للايفون')).toBe('charger iphone');
  });

  it('recognises feminine and hamza spellings through normalisation', () => {
    expect(expandSearchQuery('ساعة ذكية')).toBe('watch ذكيه');
    expect(expandSearchQuery('أبل')).toBe('apple');
  });

  it('leaves English and unknown words as they are, normalised', () => {
    expect(expandSearchQuery('  Galaxy S24  Ultra ')).toBe('galaxy s24 ultra');
    expect(expandSearchQuery('الشاشة')).toBe('الشاشه');
  });

  it('does not mistake object built-ins for aliases', () => {
    expect(expandSearchQuery('constructor __proto__ toString')).toBe('constructor __proto__ tostring');
  });

  it('returns an empty string for an empty query', () => {
    expect(expandSearchQuery('')).toBe('');
  });
});

describe('productSearchText', () => {
  const phone = {
    name: 'Galaxy S24 Ultra',
    brand: 'Samsung',
    category: 'Mobile',
    productType: 'MobileTablet',
  };

  it('holds the normalised name, brand, category and product type', () => {
    expect(productSearchText(phone).startsWith('galaxy s24 ultra samsung mobile mobiletablet')).toBe(true);
  });

  it('carries the Arabic spellings of the brand and of product lines in the name', () => {
    const text = productSearchText(phone);
    expect(text).toContain('سامسونج');
    expect(text).toContain('جالكسي');
  });

  it('includes the Arabic name when there is one', () => {
    const text = productSearchText({ ...phone, nameAr: 'جالاكسي إس ٢٤ ألترا' });
    expect(text).toContain('جالاكسي اس 24 الترا');
  });

  it('is found by the expanded form of an Arabic query', () => {
    const text = productSearchText({
      name: 'iPhone 15 Pro',
      brand: 'Apple',
      category: 'Mobile',
      productType: 'MobileTablet',
    });
    for (const word of expandSearchQuery('آيفون ١٥').split(' ')) expect(text).toContain(word);
    expect(text).toContain('ابل');
  });
});
