// The demo catalog. Its head (the first few hundred products) is hand-curated: real 2025–2026 model
// families in their real configurations and colours, interleaved so every category and category-page
// type is present early. Past the head, products are further variants of the same families
// (configuration × colour × condition) with unique slugs and codes, for benchmarks of up to 100 000.
// Everything random comes from the seeded PRNG, one stream per product index, so the same seed gives
// the same catalog and a longer catalog starts with the shorter one.

import {
  type Category,
  offerDiscountPercent,
  type ProductType,
  SPEC_FIELDS,
  type VariantOptions,
} from '@kahraba/domain';
import { artworkKeyFor } from '../../modules/media/product-artwork.js';
import { BRANDS, brandInfo } from './brands.js';
import {
  describe,
  productName,
  productNameAr,
  productSlug,
  USED_PRICE_FACTOR,
  USED_STATUSES,
} from './catalog-text.js';
import { FAMILIES } from './families.js';
import type { Family } from './family.js';
import { intBetween, mixSeed, mulberry32, pick } from './prng.js';
import { type SeedFamily, seedVariantOf } from './variant-groups.js';

export interface SeedProduct {
  slug: string;
  name: string;
  nameAr: string | null;
  brand: string;
  category: Category;
  productType: ProductType;
  deviceType: string | null;
  laptopType: string | null;
  wearableType: string | null;
  audioType: string | null;
  subType: string | null;
  description: string;
  descriptionAr: string;
  price: number;
  priceAfterDiscount: number | null;
  discount: number | null;
  quantity: number;
  sold: number;
  views: number;
  isExclusive: boolean;
  isNew: boolean;
  badge: string | null;
  productCode: string;
  referralCode: string | null;
  installments: Record<string, number> | null;
  used: boolean;
  usedStatus: string | null;
  specs: Record<string, string>;
  companyName: string | null;
  image: string;
  images: string[];
  createdAt: Date;
  /** Its family (variant-groups.ts), and its options in it; null when it has none. */
  family: SeedFamily | null;
  options: VariantOptions | null;
}

export interface SeedDealer {
  name: string;
  brief: string;
  briefAr: string;
}

export { FAMILIES };

export const DEALERS: readonly SeedDealer[] = BRANDS.map((b) => ({
  name: b.name,
  brief: b.brief,
  briefAr: b.briefAr,
}));

interface Slot {
  readonly family: Family;
  readonly combo: number;
}

/**
 * The hand-curated head: every family's first configuration/colour, then the further ones ordered by
 * how far through its curated share each is, so popular lines (with more curated variants) fill in
 * first and a short catalog still covers every family.
 */
const CURATED: readonly Slot[] = FAMILIES.flatMap((family, order) =>
  Array.from({ length: family.curated }, (_, combo) => ({
    family,
    combo,
    key: combo / family.curated,
    order,
  })),
)
  .sort((a, b) => a.key - b.key || a.order - b.order)
  .map(({ family, combo }) => ({ family, combo }));

export const CURATED_COUNT = CURATED.length;

const CODE: Record<Category, string> = {
  Mobile: 'MOB',
  Tablet: 'TAB',
  Laptop: 'LAP',
  Accessories: 'ACC',
  Wearables: 'WEA',
  Audio: 'AUD',
  Gaming: 'GAM',
};

/** A product's code: the category's three letters and a number, e.g. KH-MOB-00001. */
export function productCode(category: Category, n: number): string {
  return `KH-${CODE[category]}-${String(n).padStart(5, '0')}`;
}

const USABLE = new Set<string>([
  'MobileTablet',
  'Laptop',
  'Wearable',
  'Audio',
  'PlayStation',
  'Console',
  'Controller',
  'Games',
]);
const REFERRALS = new Map([
  [11, 'KAHRABA-REF-10'],
  [97, 'KAHRABA-REF-15'],
  [181, 'KAHRABA-EID-20'],
  [263, 'KAHRABA-REF-10'],
]);
const DAY = 24 * 60 * 60 * 1000;
const PERCENTS = [5, 8, 10, 12, 15, 18, 20, 25] as const;

/** The nearest price ending in 9 on a grid of `step` pounds (step 500: 18,999 or 24,499). */
function endingIn9(x: number, step: number): number {
  return Math.max(step - 1, Math.round(x / step) * step - 1);
}

/**
 * A list price as Egyptian retailers write them: whole pounds ending in 9 on a grid that grows
 * with the price (18,999, 24,499; 4,299; 649; 39), never an invented-looking 18,292.68.
 */
export function listPrice(x: number): number {
  return endingIn9(x, x >= 10_000 ? 500 : x >= 1000 ? 100 : x >= 100 ? 50 : 10);
}

/**
 * The sale price `percent` off a list price, as a retailer would mark it down: whole pounds
 * ending in 9 on a finer grid (18,999 less 10% → 17,099), always below the list price.
 */
export function salePrice(list: number, percent: number): number {
  const target = list * (1 - percent / 100);
  const step = target >= 10_000 ? 100 : target >= 1000 ? 50 : target >= 100 ? 10 : 1;
  const sale = endingIn9(target, step);
  return sale < list ? sale : list - step;
}
const cents = (x: number) => Math.round(x * 100) / 100;

function specsOf(f: Family, variantIndex: number): Record<string, string> {
  const variant = f.variants[variantIndex]!;
  const specs: Record<string, string> = {};
  for (const key of SPEC_FIELDS[f.productType]) {
    const value =
      variant.specs[key] ??
      f.specs[key] ??
      (key === f.typeColumn ? f.typeValue : key === 'company' ? brandInfo(f.brand).company : undefined);
    if (!value) throw new Error(`Seed family "${f.name}" has no "${key}" spec`);
    specs[key] = value;
  }
  return specs;
}

// Checked once at load: a broken family fails every seed run and test, not one product in a thousand.
const SPECS = new Map(FAMILIES.map((f) => [f, f.variants.map((_, i) => specsOf(f, i))]));

function productAt(index: number, seed: number, nowMs: number): SeedProduct {
  const random = mulberry32(mixSeed(seed, index));
  const curated = index < CURATED.length;
  const slot = curated
    ? CURATED[index]!
    : (() => {
        const j = index - CURATED.length;
        const family = FAMILIES[j % FAMILIES.length]!;
        return { family, combo: family.curated + Math.floor(j / FAMILIES.length) };
      })();
  const f = slot.family;
  // Combination c → (variant, colour), walking diagonals so early combinations vary both.
  const nv = f.variants.length;
  const nc = Math.max(1, f.colors.length);
  const c = slot.combo % (nv * nc);
  const vi = c % nv;
  const ci = (vi + Math.floor(c / nv)) % nc;
  const variant = f.variants[vi]!;
  const color = f.colors[ci] ?? null;
  const kind = f.productType === 'Gaming' ? (f.typeValue ?? 'Gaming') : f.productType;
  const digital = kind === 'Accounts';

  const used = USABLE.has(kind) && random() < 0.11 ? pick(random, USED_STATUSES) : null;
  let price = listPrice(curated ? variant.price : variant.price * (0.96 + random() * 0.08));
  if (used) price = listPrice(price * USED_PRICE_FACTOR[used]);

  // A discount is a sale price marked down from the list price; some records also carry the
  // percent it comes to, as a percent (11) or a fraction (0.11) as SPEC §5 says both occur, and
  // always the same discount the two prices show.
  const offer = random();
  let priceAfterDiscount: number | null = null;
  let discount: number | null = null;
  if (offer < 0.5) {
    priceAfterDiscount = salePrice(price, pick(random, PERCENTS));
    const percent = offerDiscountPercent({ price, priceAfterDiscount });
    if (offer >= 0.4) discount = percent;
    else if (offer >= 0.3) discount = percent / 100;
  }

  const effective = priceAfterDiscount ?? price;
  const installments =
    effective >= 3000 && random() < 0.45
      ? {
          '6': cents((effective * 1.05) / 6),
          '12': cents((effective * 1.12) / 12),
          ...(effective >= 10_000 ? { '24': cents((effective * 1.25) / 24) } : {}),
        }
      : null;

  const isExclusive = random() < 0.08;
  const isNew = !used && random() < 0.04;
  const bundle =
    variant.label.includes('Bundle') || (!used && !digital && random() < 0.02 && kind !== 'Cable');
  const badge = bundle ? 'Bundle' : isExclusive && random() < 0.4 ? 'Limited' : null;
  const recent = isNew || (curated && index % 30 === 4);
  const createdAt = new Date(nowMs - Math.floor(random() * (recent ? 6.5 : 180) * DAY));

  // The catalog once made up ratings here. Stars and their counts now come only from shoppers'
  // reviews; the draws stay (this one and the one below), so every product keeps its stock, sales
  // and views.
  const hadRating = random() < 0.9;
  if (hadRating) random();
  const text = describe({ family: f, variant, color, used, digital, bundle });
  const variantOf = used ? null : seedVariantOf(f, vi, color, Math.floor(slot.combo / (nv * nc)));
  const types = {
    deviceType: f.typeColumn === 'deviceType' ? f.typeValue : null,
    laptopType: f.typeColumn === 'laptopType' ? f.typeValue : null,
    wearableType: f.typeColumn === 'wearableType' ? f.typeValue : null,
    audioType: f.typeColumn === 'audioType' ? f.typeValue : null,
    subType: f.typeColumn === 'subType' ? f.typeValue : null,
  };
  const subject = { productType: f.productType, category: f.category, brand: f.brand, ...types };
  const images = Array.from(
    { length: intBetween(random, 1, 4) },
    (_, i) => `/media/products/${artworkKeyFor(subject, ci + vi + i)}.svg`,
  );

  const quantity = random() < 0.1 ? 0 : intBetween(random, 1, f.category === 'Accessories' ? 120 : 40);
  const sold = Math.floor(random() ** 2 * 400);
  const views = Math.floor(random() ** 5 * 501);
  if (hadRating) random();

  return {
    slug: productSlug(f, variant, color, used, curated ? '' : `n${index}`),
    name: productName(f, variant, color, used),
    nameAr: productNameAr(f, variant, color, used),
    brand: f.brand,
    category: f.category,
    productType: f.productType,
    ...types,
    description: text.en,
    descriptionAr: text.ar,
    price,
    priceAfterDiscount,
    discount,
    quantity,
    sold,
    views,
    isExclusive,
    isNew,
    badge,
    productCode: productCode(f.category, index + 1),
    referralCode: (curated ? REFERRALS.get(index) : random() < 0.005 ? 'KAHRABA-REF-10' : undefined) ?? null,
    installments,
    used: used !== null,
    usedStatus: used,
    specs: { ...SPECS.get(f)![vi]! },
    companyName: random() < 0.05 ? null : brandInfo(f.brand).company,
    image: images[0]!,
    images,
    createdAt,
    family: variantOf?.family ?? null,
    options: variantOf?.options ?? null,
  };
}

export interface CatalogOptions {
  count: number;
  seed?: number;
  now?: Date;
}

export function* generateCatalogBatches(
  opts: CatalogOptions & { batchSize: number },
): Generator<SeedProduct[]> {
  const count = Math.max(0, Math.floor(opts.count));
  const batchSize = Math.max(1, Math.floor(opts.batchSize));
  const seed = opts.seed ?? 2026;
  const nowMs = (opts.now ?? new Date()).getTime();
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    const batch: SeedProduct[] = [];
    for (let i = start; i < end; i++) batch.push(productAt(i, seed, nowMs));
    yield batch;
  }
}

export function generateCatalog(opts: CatalogOptions): SeedProduct[] {
  return [...generateCatalogBatches({ ...opts, batchSize: 10_000 })].flat();
}
