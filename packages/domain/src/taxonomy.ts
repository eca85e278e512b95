// The catalog vocabulary shared by the API, the web app and the seed (SPEC §2, §3, §9).

export const CATEGORIES = [
  'Mobile',
  'Tablet',
  'Laptop',
  'Accessories',
  'Wearables',
  'Audio',
  'Gaming',
] as const;
export type Category = (typeof CATEGORIES)[number];

// SPEC §3 lists every type except 'Gaming', yet Gaming is a category with its own page and trade-in
// forms: without a type of their own, gaming products would have to borrow another type's specs.
export const PRODUCT_TYPES = [
  'MobileTablet',
  'Laptop',
  'Cable',
  'Charger',
  'PowerBank',
  'CaseCover',
  'ScreenProtector',
  'Wearable',
  'Audio',
  'Gaming',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const TYPE_FIELDS = [
  'deviceType',
  'laptopType',
  'productType',
  'wearableType',
  'audioType',
  'subType',
] as const;
export type TypeField = (typeof TYPE_FIELDS)[number];

export const CATEGORY_PAGE_KEYS = [
  'Mobile',
  'Laptop',
  'Accessories',
  'Wearables',
  'Audio',
  'Gaming',
] as const;
export type CategoryPageKey = (typeof CATEGORY_PAGE_KEYS)[number];

export interface CategoryPage {
  readonly key: CategoryPageKey;
  readonly categories: readonly Category[];
  readonly typeField: TypeField;
  readonly typeIds: readonly string[];
}

export const CATEGORY_PAGES = {
  Mobile: {
    key: 'Mobile',
    categories: ['Mobile', 'Tablet'],
    typeField: 'deviceType',
    typeIds: ['Mobile', 'Tablet'],
  },
  Laptop: {
    key: 'Laptop',
    categories: ['Laptop'],
    typeField: 'laptopType',
    typeIds: ['Student', 'Professional', 'Gaming', 'X360', 'Business', 'MacBook'],
  },
  Accessories: {
    key: 'Accessories',
    categories: ['Accessories'],
    typeField: 'productType',
    typeIds: ['Cable', 'Charger', 'PowerBank', 'CaseCover', 'ScreenProtector'],
  },
  Wearables: {
    key: 'Wearables',
    categories: ['Wearables'],
    typeField: 'wearableType',
    typeIds: ['SmartWatch', 'SmartBand'],
  },
  Audio: {
    key: 'Audio',
    categories: ['Audio'],
    typeField: 'audioType',
    typeIds: ['OverEar', 'InEar', 'Wireless'],
  },
  Gaming: {
    key: 'Gaming',
    categories: ['Gaming'],
    typeField: 'subType',
    typeIds: ['PlayStation', 'Controller', 'Games', 'Accounts', 'Skin'],
  },
} as const satisfies { readonly [K in CategoryPageKey]: CategoryPage & { readonly key: K } };

export type CategoryPageTypeId = (typeof CATEGORY_PAGES)[CategoryPageKey]['typeIds'][number];

/** Every type id of every category page, without duplicates, in page order. */
export const CATEGORY_PAGE_TYPE_IDS: readonly CategoryPageTypeId[] = [
  ...new Set(CATEGORY_PAGE_KEYS.flatMap((key) => CATEGORY_PAGES[key].typeIds)),
];

export function categoryPageOf(category: Category): (typeof CATEGORY_PAGES)[CategoryPageKey] {
  return category === 'Tablet' ? CATEGORY_PAGES.Mobile : CATEGORY_PAGES[category];
}

/** Every value the product list's `productType` filter accepts: product types and page type ids. */
export const PRODUCT_TYPE_FILTERS = [...new Set<string>([...PRODUCT_TYPES, ...CATEGORY_PAGE_TYPE_IDS])] as [
  ProductTypeFilter,
  ...ProductTypeFilter[],
];
export type ProductTypeFilter = ProductType | CategoryPageTypeId;

/**
 * The product field a `productType` filter value is matched against. Some ids mean different things
 * on different pages ('Gaming' is a laptop type and a product type), so the page of `category`
 * decides first, then product types, then the first page that knows the id.
 */
export function typeFieldFor(typeId: string, category?: Category): TypeField | null {
  // Called with URL values, so a category that is not one is treated as no category.
  if (isCategory(category)) {
    const page = categoryPageOf(category);
    if ((page.typeIds as readonly string[]).includes(typeId)) return page.typeField;
  }
  if ((PRODUCT_TYPES as readonly string[]).includes(typeId)) return 'productType';
  const owner = CATEGORY_PAGE_KEYS.find((key) =>
    (CATEGORY_PAGES[key].typeIds as readonly string[]).includes(typeId),
  );
  return owner === undefined ? null : CATEGORY_PAGES[owner].typeField;
}

export const PRODUCT_TYPES_BY_CATEGORY = {
  Mobile: ['MobileTablet'],
  Tablet: ['MobileTablet'],
  Laptop: ['Laptop'],
  Accessories: ['Cable', 'Charger', 'PowerBank', 'CaseCover', 'ScreenProtector'],
  Wearables: ['Wearable'],
  Audio: ['Audio'],
  Gaming: ['Gaming'],
} as const satisfies Record<Category, readonly ProductType[]>;

export const SPEC_FIELDS = {
  Laptop: [
    'laptopType',
    'processor',
    'ram',
    'hardDisk',
    'graphicsCard',
    'display',
    'operatingSystem',
    'warranty',
  ],
  MobileTablet: [
    'deviceType',
    'screen',
    'ram',
    'internalMemory',
    'rearCamera',
    'selfieCamera',
    'chipset',
    'operatingSystem',
    'battery',
  ],
  Wearable: ['wearableType', 'display', 'connectivity', 'battery', 'features', 'warranty'],
  Audio: ['audioType', 'connectivity', 'company', 'features', 'warranty'],
  Cable: ['from', 'to', 'cableLength', 'cableType', 'features'],
  Charger: ['input', 'power', 'chargerType', 'features'],
  PowerBank: ['capacity', 'input', 'output', 'powerBankType', 'features'],
  CaseCover: ['compatibleWith', 'material'],
  ScreenProtector: ['compatibleWith', 'material'],
  // Not in SPEC (it has no Gaming type); chosen to carry the Gaming page's subType filter.
  Gaming: ['subType', 'platform', 'storage', 'warranty'],
} as const satisfies Record<ProductType, readonly string[]>;

export const SEARCH_CATEGORIES = ['Mobile', 'Tablet', 'Laptop', 'Accessories', 'Wearables', 'Audio'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_CATEGORY_PRODUCT_TYPES = {
  Mobile: ['MobileTablet'],
  Tablet: ['MobileTablet'],
  Laptop: ['Laptop'],
  Accessories: ['Cable', 'Charger', 'PowerBank', 'CaseCover', 'ScreenProtector'],
  Wearables: ['Wearable'],
  Audio: ['Audio'],
} as const satisfies Record<SearchCategory, readonly ProductType[]>;

// Trade-in ----------------------------------------------------------------------------------------

export const TRADE_IN_CATEGORIES = [
  'MobileTablet',
  'Laptop',
  'Accessories',
  'Wearables',
  'Audio',
  'Gaming',
] as const;
export type TradeInCategory = (typeof TRADE_IN_CATEGORIES)[number];

export const TRADE_IN_TYPES = {
  MobileTablet: ['Mobile', 'Tablet'],
  Laptop: ['Laptop'],
  Accessories: ['Cable', 'Charger', 'PowerBank', 'CaseCover', 'ScreenProtector'],
  Wearables: ['Apple Watch', 'Samsung Galaxy Watch', 'Fitbit', 'Garmin', 'Xiaomi Band'],
  Audio: ['AirPods', 'Samsung Buds', 'Sony', 'Bose', 'JBL', 'Beats'],
  Gaming: ['PlayStation', 'Xbox', 'Nintendo', 'Gaming PC', 'Gaming Accessories'],
} as const;
export type TradeInType = (typeof TRADE_IN_TYPES)[TradeInCategory][number];

/** Every trade-in type in page order. */
export const TRADE_IN_TYPE_IDS: readonly TradeInType[] = TRADE_IN_CATEGORIES.flatMap(
  (c) => TRADE_IN_TYPES[c],
);

export type TradeInFieldKind = 'text' | 'number' | 'list';

export interface TradeInField {
  readonly name: string;
  readonly required: boolean;
  /** 'list' values are typed comma separated (SPEC §3 "features are comma separated"). */
  readonly kind: TradeInFieldKind;
}

const req = (name: string, kind: TradeInFieldKind = 'text'): TradeInField => ({ name, required: true, kind });
const opt = (name: string, kind: TradeInFieldKind = 'text'): TradeInField => ({
  name,
  required: false,
  kind,
});

const mobileForm = (screenRequired: boolean): readonly TradeInField[] => [
  req('name'),
  opt('color'),
  opt('simCard'),
  screenRequired ? req('screen') : opt('screen'),
  req('ram'),
  req('internalMemory'),
  opt('rearCamera'),
  opt('selfieCamera'),
  opt('chipset'),
  opt('cpu'),
  opt('cpuSpeedGHz', 'number'),
  opt('gpu'),
  opt('operatingSystem'),
  opt('productWarranty'),
  opt('videoResolutions'),
  opt('connectivity'),
  opt('sensor'),
];

const caseOrProtectorForm: readonly TradeInField[] = [
  req('name'),
  req('compatibleWith'),
  opt('color'),
  req('material'),
];

const wearableForm: readonly TradeInField[] = [
  req('name'),
  opt('display'),
  opt('color'),
  opt('connectivity'),
  opt('features', 'list'),
  opt('battery'),
  opt('warranty'),
];

const audioForm: readonly TradeInField[] = [
  req('name'),
  opt('color'),
  opt('connectivity'),
  opt('company'),
  opt('features', 'list'),
  opt('warranty'),
];

const consoleForm: readonly TradeInField[] = [req('name'), opt('warranty')];

export const TRADE_IN_FORMS: Record<TradeInType, readonly TradeInField[]> = {
  Mobile: mobileForm(false),
  Tablet: mobileForm(true),
  Laptop: [
    req('name'),
    opt('color'),
    req('processor'),
    req('ram'),
    req('hardDisk'),
    opt('graphicsCard'),
    opt('display'),
    opt('connectivity'),
    opt('speaker'),
    opt('ioPorts'),
    opt('operatingSystem'),
    opt('warranty'),
  ],
  Cable: [req('name'), opt('from'), opt('to'), opt('cableLength'), req('cableType'), opt('features', 'list')],
  Charger: [
    req('name'),
    opt('input'),
    req('power'),
    opt('color'),
    req('chargerType'),
    opt('features', 'list'),
  ],
  PowerBank: [
    req('name'),
    req('capacity'),
    opt('input'),
    opt('output'),
    opt('color'),
    req('powerBankType'),
    opt('features', 'list'),
  ],
  CaseCover: caseOrProtectorForm,
  ScreenProtector: caseOrProtectorForm,
  'Apple Watch': wearableForm,
  'Samsung Galaxy Watch': wearableForm,
  Fitbit: wearableForm,
  Garmin: wearableForm,
  'Xiaomi Band': wearableForm,
  AirPods: audioForm,
  'Samsung Buds': audioForm,
  Sony: audioForm,
  Bose: audioForm,
  JBL: audioForm,
  Beats: audioForm,
  PlayStation: consoleForm,
  Xbox: consoleForm,
  Nintendo: consoleForm,
  'Gaming PC': [
    req('name'),
    req('processor'),
    req('ram'),
    req('hardDisk'),
    opt('graphicsCard'),
    opt('display'),
    opt('warranty'),
  ],
  'Gaming Accessories': [req('name'), req('type'), opt('warranty')],
};

export const TRADE_IN_REPLACEMENT_CATEGORIES = {
  MobileTablet: ['Mobile', 'Tablet'],
  Laptop: ['Laptop'],
  Accessories: ['Accessories'],
  Wearables: ['Wearables'],
  Audio: ['Audio'],
  Gaming: ['Gaming'],
} as const satisfies Record<TradeInCategory, readonly Category[]>;

export const TRADE_IN_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];

// SPEC shows only the submission; a stored request needs a review state, and these are ours.
export const TRADE_IN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];

export function tradeInCategoryOf(type: TradeInType): TradeInCategory {
  // Every type is listed under exactly one category (checked by a test), so find always succeeds.
  return TRADE_IN_CATEGORIES.find((c) => (TRADE_IN_TYPES[c] as readonly string[]).includes(type))!;
}

// Home, sorting, filters --------------------------------------------------------------------------

export const HOME_BRANDS = ['Apple', 'Samsung', 'Sony', 'Lenovo', 'Dell'] as const;
export type HomeBrand = (typeof HOME_BRANDS)[number];

/** "N stars and up" choices of the rating filter. */
export const RATING_FILTERS = [4, 3, 2, 1] as const;

export const SEARCH_SORTS = [
  'relevance',
  'newest',
  'most-selling',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';

/**
 * "Best match" (relevance) is the order whenever the shopper typed words; without words there is
 * nothing to match, so the search page and the API fall back to the newest first.
 */
export function defaultSortFor(searchText: string | undefined): 'relevance' | 'newest' {
  return searchText?.trim() ? 'relevance' : 'newest';
}

export const CATEGORY_SORTS = [
  'newest',
  'oldest',
  'price-low',
  'price-high',
  'name-asc',
  'name-desc',
] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const DEFAULT_CATEGORY_SORT: CategorySort = 'newest';

export const OFFERS_SORTS = ['discount', 'price-low', 'price-high', 'name'] as const;
export type OffersSort = (typeof OFFERS_SORTS)[number];
export const DEFAULT_OFFERS_SORT: OffersSort = 'discount';

/** Every sort any page asks for: the API's `sort` parameter accepts all of them. */
export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'most-selling',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
  'oldest',
  'price-low',
  'price-high',
  'discount',
  'name',
] as const satisfies readonly (SearchSort | CategorySort | OffersSort)[];
export type ProductSort = (typeof PRODUCT_SORTS)[number];

// Orders, users, languages ------------------------------------------------------------------------

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the shopper picks at checkout; mapped to a PaymentMethod before the order is sent. */
export const PAYMENT_CHOICES = ['instapay', 'cash', 'pickup'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export const PAYMENT_METHODS = ['card', 'cash', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const ROLES = ['user', 'admin', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_DIR = { en: 'ltr', ar: 'rtl' } as const satisfies Record<Language, 'ltr' | 'rtl'>;
export const DEFAULT_LANGUAGE: Language = 'en';

// Type guards for values that arrive as plain strings (query strings, stored data, route params).

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const isCategory = (value: unknown): value is Category => includes(CATEGORIES, value);
export const isProductType = (value: unknown): value is ProductType => includes(PRODUCT_TYPES, value);
export const isCategoryPageKey = (value: unknown): value is CategoryPageKey =>
  includes(CATEGORY_PAGE_KEYS, value);
export const isSearchCategory = (value: unknown): value is SearchCategory =>
  includes(SEARCH_CATEGORIES, value);
export const isTradeInCategory = (value: unknown): value is TradeInCategory =>
  includes(TRADE_IN_CATEGORIES, value);
export const isTradeInType = (value: unknown): value is TradeInType => includes(TRADE_IN_TYPE_IDS, value);
export const isOrderStatus = (value: unknown): value is OrderStatus => includes(ORDER_STATUSES, value);
export const isLanguage = (value: unknown): value is Language => includes(LANGUAGES, value);

/**
 * The product categories a `category` filter covers: a category-page key stands for its page
 * (Mobile covers phones and tablets, as /category/Mobile does); Tablet alone means tablets.
 */
export function categoriesForFilter(category: Category): readonly Category[] {
  return isCategoryPageKey(category) ? CATEGORY_PAGES[category].categories : [category];
}
