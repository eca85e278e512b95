import type { CategoryPageKey } from './taxonomy.js';

// The specification filters of the category pages: the fields shoppers choose by (RAM, storage,
// screen size, battery, processor, ...). A product's specifications are free text as the maker
// writes them ("6.67\" 1.5K AMOLED, 120Hz", "5500 mAh", "Intel Core Ultra 7 155H"); each is read
// once, when the product is written, into tokens such as `ram:12` or `screen:6.5-6.8` that the
// catalog stores and filters on. A value that cannot be read gives no token: the product is then
// simply not among that filter's results.

export const SPEC_FILTER_KEYS = [
  'ram',
  'storage',
  'screen',
  'battery',
  'processor',
  'connection',
  'features',
  'connector',
  'power',
  'capacity',
  'platform',
] as const;
export type SpecFilterKey = (typeof SPEC_FILTER_KEYS)[number];

/** The filters each category page offers, in the order its panel shows them. */
export const SPEC_FILTERS_BY_PAGE = {
  Mobile: ['ram', 'storage', 'screen', 'battery'],
  Laptop: ['processor', 'ram', 'storage', 'screen'],
  Accessories: ['connector', 'power', 'capacity'],
  Wearables: ['features'],
  Audio: ['connection'],
  Gaming: ['platform'],
} as const satisfies Record<CategoryPageKey, readonly SpecFilterKey[]>;

/**
 * Ranges are [lower, upper): "6.5-6.8" holds 6.5 up to, not including, 6.8. Screens are measured
 * differently on phones and laptops, so each kind of product has its own bounds.
 */
const BOUNDS = {
  phoneScreen: [6.5, 6.8, 8, 11],
  laptopScreen: [14, 15, 16],
  phoneBattery: [4000, 5000, 6000],
  powerBankCapacity: [10_000, 20_000],
  chargerPower: [25, 45, 65],
} as const;

/** A measured value's range token: "lt6.5", "6.5-6.8" or "11+" for bounds [6.5, 6.8, 8, 11]. */
export function rangeToken(value: number, bounds: readonly number[]): string {
  const first = bounds[0];
  if (first === undefined || value < first) return `lt${first}`;
  for (let i = 1; i < bounds.length; i++) {
    if (value < bounds[i]!) return `${bounds[i - 1]}-${bounds[i]}`;
  }
  return `${bounds[bounds.length - 1]}+`;
}

/** A range token read back: its lower and upper bounds (either may be open). */
export function rangeOf(token: string): { min?: number; max?: number } | null {
  let match = /^lt(\d+(?:\.\d+)?)$/.exec(token);
  if (match) return { max: Number(match[1]) };
  match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(token);
  if (match) return { min: Number(match[1]), max: Number(match[2]) };
  match = /^(\d+(?:\.\d+)?)\+$/.exec(token);
  if (match) return { min: Number(match[1]) };
  return null;
}

/** "12GB" → 12, "1TB" → 1024, "512GB SSD" → 512 (gigabytes); null when no size is written. */
export function gigabytesOf(text: string | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(GB|TB)\b/i.exec(text ?? '');
  if (!match) return null;
  const size = Number(match[1]) * (match[2]!.toUpperCase() === 'TB' ? 1024 : 1);
  return Number.isFinite(size) && size > 0 ? Math.round(size) : null;
}

/** The first size in inches: `6.67" 1.5K AMOLED` → 6.67, `AMOLED, 1.43"` → 1.43. */
export function inchesOf(text: string | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:"|″|”|-?inch\b|in\b)/i.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A battery in mAh. Tablets and laptops are often rated in watt-hours: those are read at 3.85 V,
 * the nominal voltage of the lithium cells phones and tablets use, as retailers compare them.
 */
export function milliampHoursOf(text: string | undefined): number | null {
  const clean = (text ?? '').replace(/(\d)[\s,](?=\d{3}\b)/g, '$1');
  const mah = /(\d+(?:\.\d+)?)\s*mAh/i.exec(clean);
  if (mah) return Math.round(Number(mah[1]));
  const wh = /(\d+(?:\.\d+)?)\s*Wh\b/i.exec(clean);
  return wh ? Math.round((Number(wh[1]) * 1000) / 3.85) : null;
}

/** The first power in watts: "65W" → 65. */
export function wattsOf(text: string | undefined): number | null {
  const match = /(\d+(?:\.\d+)?)\s*W\b/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** Processor families shoppers choose laptops by, most specific first. */
export const PROCESSOR_FAMILIES = [
  { id: 'apple-m', name: 'Apple M', pattern: /\bApple M\d/i },
  { id: 'intel-core-ultra', name: 'Intel Core Ultra', pattern: /\bCore Ultra\b/i },
  { id: 'intel-core-i9', name: 'Intel Core i9', pattern: /\bCore i9\b/i },
  { id: 'intel-core-i7', name: 'Intel Core i7', pattern: /\bCore i7\b/i },
  { id: 'intel-core-i5', name: 'Intel Core i5', pattern: /\bCore i5\b/i },
  { id: 'intel-core-i3', name: 'Intel Core i3', pattern: /\bCore i3\b/i },
  { id: 'intel-core', name: 'Intel Core', pattern: /\bIntel Core \d\b/i },
  { id: 'amd-ryzen-ai', name: 'AMD Ryzen AI', pattern: /\bRyzen AI\b/i },
  { id: 'amd-ryzen-9', name: 'AMD Ryzen 9', pattern: /\bRyzen 9\b/i },
  { id: 'amd-ryzen-7', name: 'AMD Ryzen 7', pattern: /\bRyzen 7\b/i },
  { id: 'amd-ryzen-5', name: 'AMD Ryzen 5', pattern: /\bRyzen 5\b/i },
  { id: 'snapdragon', name: 'Snapdragon X', pattern: /\bSnapdragon X\b/i },
] as const;

/** Options that are words, named in the page's language (the web app's `specFilters.values`). */
export const SPEC_OPTIONS = {
  connection: ['wireless', 'wired'],
  features: ['gps', 'cellular', 'nfc', 'wifi'],
  connector: ['usb-c', 'lightning', 'usb-a', 'micro-usb'],
  platform: ['playstation', 'xbox', 'switch', 'pc'],
} as const satisfies Partial<Record<SpecFilterKey, readonly string[]>>;

const CONNECTOR_PATTERNS: Record<(typeof SPEC_OPTIONS.connector)[number], RegExp> = {
  'usb-c': /\bUSB[- ]?C\b|\bType[- ]?C\b/i,
  lightning: /\bLightning\b/i,
  'usb-a': /\bUSB[- ]?A\b/i,
  'micro-usb': /\bMicro[- ]?USB\b/i,
};

const PLATFORM_PATTERNS: Record<(typeof SPEC_OPTIONS.platform)[number], RegExp> = {
  playstation: /\bPlayStation\b|\bPS[45]\b|\bDualSense\b/i,
  xbox: /\bXbox\b/i,
  switch: /\bSwitch\b/i,
  pc: /\bPC\b|\bWindows\b/i,
};

export interface SpecSource {
  productType: string;
  audioType?: string | null | undefined;
  specs: Record<string, string>;
}

/** The product's filter tokens (`key:value`), each once, in a stable order. */
export function specFacetTokens(product: SpecSource): string[] {
  const tokens: string[] = [];
  const add = (key: SpecFilterKey, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return;
    const token = `${key}:${value}`;
    if (!tokens.includes(token)) tokens.push(token);
  };
  const specs = product.specs;
  const allText = Object.values(specs).join(' · ');
  switch (product.productType) {
    case 'MobileTablet': {
      add('ram', gigabytesOf(specs.ram));
      add('storage', gigabytesOf(specs.internalMemory));
      const inches = inchesOf(specs.screen);
      if (inches !== null) add('screen', rangeToken(inches, BOUNDS.phoneScreen));
      const battery = milliampHoursOf(specs.battery);
      if (battery !== null) add('battery', rangeToken(battery, BOUNDS.phoneBattery));
      break;
    }
    case 'Laptop': {
      const family = PROCESSOR_FAMILIES.find((f) => f.pattern.test(specs.processor ?? ''));
      add('processor', family?.id);
      add('ram', gigabytesOf(specs.ram));
      add('storage', gigabytesOf(specs.hardDisk));
      const inches = inchesOf(specs.display);
      if (inches !== null) add('screen', rangeToken(inches, BOUNDS.laptopScreen));
      break;
    }
    case 'Audio': {
      const connectivity = specs.connectivity ?? '';
      if (product.audioType === 'Wireless' || /\bBluetooth\b|\bwireless\b|2\.4\s?GHz/i.test(connectivity)) {
        add('connection', 'wireless');
      }
      if (/3\.5\s?mm|\bwired\b|USB-C audio|\bcable\b/i.test(connectivity)) add('connection', 'wired');
      break;
    }
    case 'Wearable': {
      const connectivity = specs.connectivity ?? '';
      if (/\bGPS\b|\bGNSS\b/i.test(connectivity)) add('features', 'gps');
      if (/\bLTE\b|\bcellular\b|\beSIM\b|\b[45]G\b/i.test(connectivity)) add('features', 'cellular');
      if (/\bNFC\b/i.test(connectivity)) add('features', 'nfc');
      if (/\bWi-?Fi\b/i.test(connectivity)) add('features', 'wifi');
      break;
    }
    case 'Cable':
    case 'Charger':
    case 'PowerBank': {
      for (const [connector, pattern] of Object.entries(CONNECTOR_PATTERNS)) {
        if (pattern.test(allText)) add('connector', connector);
      }
      if (product.productType === 'Charger') {
        const watts = wattsOf(specs.power);
        if (watts !== null) add('power', rangeToken(watts, BOUNDS.chargerPower));
      }
      if (product.productType === 'PowerBank') {
        const capacity = milliampHoursOf(specs.capacity);
        if (capacity !== null) add('capacity', rangeToken(capacity, BOUNDS.powerBankCapacity));
      }
      break;
    }
    case 'Gaming': {
      for (const [platform, pattern] of Object.entries(PLATFORM_PATTERNS)) {
        if (pattern.test(specs.platform ?? '')) add('platform', platform);
      }
      break;
    }
  }
  return tokens;
}

/** `ram:12` → ['ram', '12']; null for text that is not a token of a known filter. */
export function parseSpecToken(token: string): [SpecFilterKey, string] | null {
  const at = token.indexOf(':');
  if (at <= 0) return null;
  const key = token.slice(0, at);
  const value = token.slice(at + 1);
  if (!(SPEC_FILTER_KEYS as readonly string[]).includes(key) || !/^[a-z0-9.+-]{1,24}$/.test(value))
    return null;
  return [key as SpecFilterKey, value];
}

/** Chosen tokens grouped by filter: a product passes when it has one of each filter's values. */
export function groupSpecTokens(tokens: readonly string[]): Map<SpecFilterKey, string[]> {
  const groups = new Map<SpecFilterKey, string[]>();
  for (const token of tokens) {
    const parsed = parseSpecToken(token);
    if (!parsed) continue;
    const list = groups.get(parsed[0]) ?? [];
    if (!list.includes(token)) list.push(token);
    groups.set(parsed[0], list);
  }
  return groups;
}

/** The order a filter's values are listed in: sizes and ranges from small to large, words as declared. */
export function specValueRank(key: SpecFilterKey, value: string): number {
  const words = (SPEC_OPTIONS as Partial<Record<SpecFilterKey, readonly string[]>>)[key];
  if (words) return words.indexOf(value);
  if (key === 'processor') return PROCESSOR_FAMILIES.findIndex((f) => f.id === value);
  const range = rangeOf(value);
  if (range) return range.min ?? -1;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.MAX_SAFE_INTEGER;
}
