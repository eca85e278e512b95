import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_PAGE_KEYS,
  CATEGORY_PAGE_TYPE_IDS,
  CATEGORY_PAGES,
  CATEGORY_SORTS,
  categoriesForFilter,
  categoryPageOf,
  DEFAULT_LANGUAGE,
  isCategory,
  isTradeInType,
  LANGUAGE_DIR,
  OFFERS_SORTS,
  PRODUCT_SORTS,
  PRODUCT_TYPE_FILTERS,
  PRODUCT_TYPES,
  PRODUCT_TYPES_BY_CATEGORY,
  SEARCH_CATEGORIES,
  SEARCH_CATEGORY_PRODUCT_TYPES,
  SEARCH_SORTS,
  SPEC_FIELDS,
  TRADE_IN_CATEGORIES,
  TRADE_IN_FORMS,
  TRADE_IN_REPLACEMENT_CATEGORIES,
  TRADE_IN_TYPE_IDS,
  TRADE_IN_TYPES,
  type TradeInType,
  tradeInCategoryOf,
  typeFieldFor,
} from './taxonomy.js';

const requiredOf = (type: TradeInType) => TRADE_IN_FORMS[type].filter((f) => f.required).map((f) => f.name);
const namesOf = (type: TradeInType) => TRADE_IN_FORMS[type].map((f) => f.name);

describe('category pages', () => {
  it('has one page per category except Tablet, which lives on the Mobile page', () => {
    expect(CATEGORY_PAGE_KEYS).toEqual(['Mobile', 'Laptop', 'Accessories', 'Wearables', 'Audio', 'Gaming']);
    const covered = CATEGORY_PAGE_KEYS.flatMap((k) => CATEGORY_PAGES[k].categories);
    expect([...covered].sort()).toEqual([...CATEGORIES].sort());
  });

  it('keys each page by its own key', () => {
    for (const key of CATEGORY_PAGE_KEYS) expect(CATEGORY_PAGES[key].key).toBe(key);
  });

  it('lists the laptop types in the order the texts use', () => {
    expect(CATEGORY_PAGES.Laptop.typeIds).toEqual([
      'Student',
      'Professional',
      'Gaming',
      'X360',
      'Business',
      'MacBook',
    ]);
    expect(CATEGORY_PAGES.Laptop.typeField).toBe('laptopType');
  });

  it('matches each page type id against the field SPEC names', () => {
    expect(CATEGORY_PAGES.Mobile.typeField).toBe('deviceType');
    expect(CATEGORY_PAGES.Accessories.typeField).toBe('productType');
    expect(CATEGORY_PAGES.Wearables.typeField).toBe('wearableType');
    expect(CATEGORY_PAGES.Audio.typeField).toBe('audioType');
    expect(CATEGORY_PAGES.Gaming.typeField).toBe('subType');
  });

  it('accessory page type ids are real product types', () => {
    for (const id of CATEGORY_PAGES.Accessories.typeIds) expect(PRODUCT_TYPES).toContain(id);
  });

  it('sends a tablet to the Mobile page and every other category to its own page', () => {
    expect(categoryPageOf('Tablet').key).toBe('Mobile');
    expect(categoryPageOf('Mobile').key).toBe('Mobile');
    expect(categoryPageOf('Gaming').key).toBe('Gaming');
    expect(categoryPageOf('Accessories').typeIds).toContain('PowerBank');
  });

  it('lists every page type id once, even those shared by two pages', () => {
    expect(new Set(CATEGORY_PAGE_TYPE_IDS).size).toBe(CATEGORY_PAGE_TYPE_IDS.length);
    // 'Gaming' is a laptop type and 'PlayStation' a gaming sub type: both must be findable.
    expect(CATEGORY_PAGE_TYPE_IDS).toContain('Gaming');
    expect(CATEGORY_PAGE_TYPE_IDS).toContain('PlayStation');
    expect(CATEGORY_PAGE_TYPE_IDS).toContain('SmartBand');
  });
});

describe('product type filters', () => {
  it('accepts every product type and every page type id once', () => {
    for (const t of [...PRODUCT_TYPES, ...CATEGORY_PAGE_TYPE_IDS]) expect(PRODUCT_TYPE_FILTERS).toContain(t);
    expect(new Set(PRODUCT_TYPE_FILTERS).size).toBe(PRODUCT_TYPE_FILTERS.length);
  });

  it("matches a type id against the field of the category's page", () => {
    expect(typeFieldFor('Gaming', 'Laptop')).toBe('laptopType');
    expect(typeFieldFor('Tablet', 'Mobile')).toBe('deviceType');
    expect(typeFieldFor('Tablet', 'Tablet')).toBe('deviceType');
    expect(typeFieldFor('PlayStation', 'Gaming')).toBe('subType');
    expect(typeFieldFor('Cable', 'Accessories')).toBe('productType');
  });

  it('reads a product type as a product type when no page claims it', () => {
    expect(typeFieldFor('Gaming')).toBe('productType');
    expect(typeFieldFor('MobileTablet', 'Mobile')).toBe('productType');
    expect(typeFieldFor('Laptop', 'Audio')).toBe('productType');
  });

  it('finds the page of a type id given without a category', () => {
    expect(typeFieldFor('Student')).toBe('laptopType');
    expect(typeFieldFor('InEar')).toBe('audioType');
    expect(typeFieldFor('SmartBand')).toBe('wearableType');
  });

  it('ignores a category that is not one', () => {
    expect(typeFieldFor('Gaming', 'constructor' as 'Laptop')).toBe('productType');
  });

  it('knows nothing of unknown ids', () => {
    expect(typeFieldFor('Toaster')).toBeNull();
    expect(typeFieldFor('student')).toBeNull();
  });
});

describe('product types', () => {
  it('gives every category at least one product type and uses every product type', () => {
    for (const c of CATEGORIES) expect(PRODUCT_TYPES_BY_CATEGORY[c].length).toBeGreaterThan(0);
    const used = new Set(CATEGORIES.flatMap((c) => PRODUCT_TYPES_BY_CATEGORY[c]));
    expect([...used].sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it('has specification fields for every product type, led by its filter field where it has one', () => {
    for (const t of PRODUCT_TYPES) expect(SPEC_FIELDS[t].length).toBeGreaterThan(0);
    expect(SPEC_FIELDS.Laptop[0]).toBe('laptopType');
    expect(SPEC_FIELDS.MobileTablet[0]).toBe('deviceType');
    expect(SPEC_FIELDS.Wearable[0]).toBe('wearableType');
    expect(SPEC_FIELDS.Audio[0]).toBe('audioType');
    expect(SPEC_FIELDS.Gaming[0]).toBe('subType');
  });

  it('gives cases and screen protectors the same two fields', () => {
    expect(SPEC_FIELDS.CaseCover).toEqual(['compatibleWith', 'material']);
    expect(SPEC_FIELDS.ScreenProtector).toEqual(['compatibleWith', 'material']);
  });
});

describe('search categories', () => {
  it('leaves Gaming out of the search categories', () => {
    expect(SEARCH_CATEGORIES).not.toContain('Gaming');
  });

  it('maps both Mobile and Tablet to MobileTablet and Accessories to the five accessory types', () => {
    expect(SEARCH_CATEGORY_PRODUCT_TYPES.Mobile).toEqual(['MobileTablet']);
    expect(SEARCH_CATEGORY_PRODUCT_TYPES.Tablet).toEqual(['MobileTablet']);
    expect(SEARCH_CATEGORY_PRODUCT_TYPES.Accessories).toEqual([
      'Cable',
      'Charger',
      'PowerBank',
      'CaseCover',
      'ScreenProtector',
    ]);
    expect(SEARCH_CATEGORY_PRODUCT_TYPES.Wearables).toEqual(['Wearable']);
  });
});

describe('trade-in', () => {
  it('lists every trade-in type under exactly one category', () => {
    expect(new Set(TRADE_IN_TYPE_IDS).size).toBe(TRADE_IN_TYPE_IDS.length);
    for (const c of TRADE_IN_CATEGORIES) {
      for (const t of TRADE_IN_TYPES[c]) expect(tradeInCategoryOf(t)).toBe(c);
    }
  });

  it('has a form for every type, each starting with a required name', () => {
    expect(Object.keys(TRADE_IN_FORMS).sort()).toEqual([...TRADE_IN_TYPE_IDS].sort());
    for (const t of TRADE_IN_TYPE_IDS)
      expect(TRADE_IN_FORMS[t][0]).toEqual({ name: 'name', required: true, kind: 'text' });
  });

  it('requires the screen for a tablet but not for a mobile', () => {
    expect(requiredOf('Mobile')).toEqual(['name', 'ram', 'internalMemory']);
    expect(requiredOf('Tablet')).toEqual(['name', 'screen', 'ram', 'internalMemory']);
    expect(namesOf('Tablet')).toEqual(namesOf('Mobile'));
  });

  it('asks a number for the CPU speed and a list for features', () => {
    expect(TRADE_IN_FORMS.Mobile.find((f) => f.name === 'cpuSpeedGHz')?.kind).toBe('number');
    for (const t of ['Cable', 'Charger', 'PowerBank', 'Fitbit', 'Beats'] as const) {
      expect(TRADE_IN_FORMS[t].find((f) => f.name === 'features')?.kind).toBe('list');
    }
  });

  it('holds the required fields SPEC names per type', () => {
    expect(requiredOf('Laptop')).toEqual(['name', 'processor', 'ram', 'hardDisk']);
    expect(requiredOf('Cable')).toEqual(['name', 'cableType']);
    expect(requiredOf('Charger')).toEqual(['name', 'power', 'chargerType']);
    expect(requiredOf('PowerBank')).toEqual(['name', 'capacity', 'powerBankType']);
    expect(requiredOf('CaseCover')).toEqual(['name', 'compatibleWith', 'material']);
    expect(requiredOf('ScreenProtector')).toEqual(['name', 'compatibleWith', 'material']);
    expect(requiredOf('Garmin')).toEqual(['name']);
    expect(requiredOf('JBL')).toEqual(['name']);
    expect(namesOf('Xbox')).toEqual(['name', 'warranty']);
    expect(requiredOf('Gaming PC')).toEqual(['name', 'processor', 'ram', 'hardDisk']);
    expect(requiredOf('Gaming Accessories')).toEqual(['name', 'type']);
  });

  it('keeps the form fields in SPEC order', () => {
    expect(namesOf('Mobile')).toEqual([
      'name',
      'color',
      'simCard',
      'screen',
      'ram',
      'internalMemory',
      'rearCamera',
      'selfieCamera',
      'chipset',
      'cpu',
      'cpuSpeedGHz',
      'gpu',
      'operatingSystem',
      'productWarranty',
      'videoResolutions',
      'connectivity',
      'sensor',
    ]);
    expect(namesOf('Apple Watch')).toEqual([
      'name',
      'display',
      'color',
      'connectivity',
      'features',
      'battery',
      'warranty',
    ]);
    expect(namesOf('AirPods')).toEqual(['name', 'color', 'connectivity', 'company', 'features', 'warranty']);
  });

  it('offers replacements for MobileTablet from both Mobile and Tablet products', () => {
    expect(TRADE_IN_REPLACEMENT_CATEGORIES.MobileTablet).toEqual(['Mobile', 'Tablet']);
    for (const c of TRADE_IN_CATEGORIES) {
      for (const cat of TRADE_IN_REPLACEMENT_CATEGORIES[c]) expect(CATEGORIES).toContain(cat);
    }
  });
});

describe('sorts', () => {
  it('accepts in the API every sort of every page, each once', () => {
    const union = new Set<string>([...SEARCH_SORTS, ...CATEGORY_SORTS, ...OFFERS_SORTS]);
    expect([...PRODUCT_SORTS].sort()).toEqual([...union].sort());
    expect(new Set(PRODUCT_SORTS).size).toBe(PRODUCT_SORTS.length);
  });
});

describe('languages and guards', () => {
  it('writes Arabic right to left and defaults to English', () => {
    expect(LANGUAGE_DIR.ar).toBe('rtl');
    expect(LANGUAGE_DIR.en).toBe('ltr');
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('recognises only the exact spelling of a category or trade-in type', () => {
    expect(isCategory('Tablet')).toBe(true);
    expect(isCategory('tablet')).toBe(false);
    expect(isCategory(undefined)).toBe(false);
    expect(isTradeInType('Gaming PC')).toBe(true);
    expect(isTradeInType('toString')).toBe(false);
  });
});

describe('categoriesForFilter', () => {
  it('widens Mobile to the phones and tablets of its category page', () => {
    expect(categoriesForFilter('Mobile')).toEqual(['Mobile', 'Tablet']);
  });
  it('keeps Tablet and the other categories to themselves', () => {
    expect(categoriesForFilter('Tablet')).toEqual(['Tablet']);
    expect(categoriesForFilter('Gaming')).toEqual(['Gaming']);
  });
});
