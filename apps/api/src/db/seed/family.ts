// The shape of a hand-written model family (one real product line, its configurations and colours)
// and the small builders the families-*.ts files use to stay short.

import type { Category, ProductType } from '@kahraba/domain';

/** English and Arabic name of a colour. */
export type Color = readonly [en: string, ar: string];

export interface Variant {
  readonly label: string;
  readonly labelAr: string;
  /** Regular retail price in EGP. */
  readonly price: number;
  /** Spec values that differ from the family's. */
  readonly specs: Readonly<Record<string, string>>;
}

export type TypeColumn = 'deviceType' | 'laptopType' | 'wearableType' | 'audioType' | 'subType';

export interface Family {
  readonly brand: string;
  readonly name: string;
  readonly nameAr: string;
  readonly category: Category;
  readonly productType: ProductType;
  /** The type column the family's category page filters on, and its value. */
  readonly typeColumn: TypeColumn | null;
  readonly typeValue: string | null;
  readonly specs: Readonly<Record<string, string>>;
  readonly variants: readonly Variant[];
  readonly colors: readonly Color[];
  readonly about: string;
  readonly aboutAr: string;
  /** How many of its variant × colour combinations belong to the hand-curated head of the catalog. */
  readonly curated: number;
}

/** [label, Arabic label, price, spec overrides]. */
export type VariantInput = readonly [
  label: string,
  labelAr: string,
  price: number,
  specs?: Readonly<Record<string, string>>,
];

export interface FamilyInput {
  readonly brand: string;
  readonly name: string;
  readonly nameAr: string;
  /** The page type value: deviceType, laptopType, wearableType, audioType or subType. */
  readonly type?: string;
  readonly specs: Readonly<Record<string, string>>;
  readonly variants: readonly VariantInput[];
  readonly colors?: readonly Color[];
  readonly about: readonly [en: string, ar: string];
  readonly curated?: number;
}

const TYPE_COLUMN: Partial<Record<ProductType, TypeColumn>> = {
  MobileTablet: 'deviceType',
  Laptop: 'laptopType',
  Wearable: 'wearableType',
  Audio: 'audioType',
  Gaming: 'subType',
};

/** Curated variants per family unless it says otherwise: more phones and laptops than cables. */
const DEFAULT_CURATED: Record<ProductType, number> = {
  MobileTablet: 3,
  Laptop: 2,
  Cable: 1,
  Charger: 1,
  PowerBank: 1,
  CaseCover: 2,
  ScreenProtector: 1,
  Wearable: 2,
  Audio: 2,
  Gaming: 1,
};

const CATEGORY_OF: Record<ProductType, Category> = {
  MobileTablet: 'Mobile',
  Laptop: 'Laptop',
  Cable: 'Accessories',
  Charger: 'Accessories',
  PowerBank: 'Accessories',
  CaseCover: 'Accessories',
  ScreenProtector: 'Accessories',
  Wearable: 'Wearables',
  Audio: 'Audio',
  Gaming: 'Gaming',
};

export function family(productType: ProductType, input: FamilyInput): Family {
  const typeColumn = TYPE_COLUMN[productType] ?? null;
  const typeValue = typeColumn ? (input.type ?? null) : null;
  if (typeColumn && !typeValue) throw new Error(`${input.name}: a ${typeColumn} is required`);
  const colors = input.colors ?? [];
  const variants = input.variants.map(([label, labelAr, price, specs]) => ({
    label,
    labelAr,
    price,
    specs: specs ?? {},
  }));
  return {
    brand: input.brand,
    name: input.name,
    nameAr: input.nameAr,
    category: productType === 'MobileTablet' && typeValue === 'Tablet' ? 'Tablet' : CATEGORY_OF[productType],
    productType,
    typeColumn,
    typeValue,
    specs: input.specs,
    variants,
    colors,
    about: input.about[0],
    aboutAr: input.about[1],
    curated: Math.min(
      input.curated ?? DEFAULT_CURATED[productType],
      variants.length * Math.max(1, colors.length),
    ),
  };
}

// Phones and tablets ------------------------------------------------------------------------------

const gb = (n: number) => (n >= 1024 ? `${n / 1024}TB` : `${n}GB`);
const gbAr = (n: number) => (n >= 1024 ? `${n / 1024} تيرابايت` : `${n} جيجابايت`);

export interface DeviceInput {
  readonly brand: string;
  readonly name: string;
  readonly nameAr: string;
  readonly tablet?: boolean;
  /** [RAM GB, storage GB, price]; Apple lists storage only. */
  readonly mem: readonly (readonly [ram: number, storage: number, price: number])[];
  readonly colors: readonly Color[];
  readonly screen: string;
  readonly cams: readonly [rear: string, selfie: string];
  readonly chip: string;
  readonly os: string;
  readonly battery: string;
  readonly about: readonly [en: string, ar: string];
  readonly curated?: number;
}

export function device(d: DeviceInput): Family {
  const storageOnly = d.brand === 'Apple';
  return family('MobileTablet', {
    brand: d.brand,
    name: d.name,
    nameAr: d.nameAr,
    type: d.tablet ? 'Tablet' : 'Mobile',
    specs: {
      screen: d.screen,
      rearCamera: d.cams[0],
      selfieCamera: d.cams[1],
      chipset: d.chip,
      operatingSystem: d.os,
      battery: d.battery,
    },
    variants: d.mem.map(([ram, storage, price]) => [
      storageOnly ? gb(storage) : `${ram}GB/${gb(storage)}`,
      storageOnly ? gbAr(storage) : `رام ${ram} جيجابايت / ${gbAr(storage)}`,
      price,
      { ram: `${ram}GB`, internalMemory: gb(storage) },
    ]),
    colors: d.colors,
    about: d.about,
    ...(d.curated === undefined ? {} : { curated: d.curated }),
  });
}

// Laptops -----------------------------------------------------------------------------------------

export interface LaptopInput {
  readonly brand: string;
  readonly name: string;
  readonly nameAr: string;
  readonly type: 'Student' | 'Professional' | 'Gaming' | 'X360' | 'Business' | 'MacBook';
  readonly display: string;
  readonly os: string;
  readonly warranty?: string;
  /** [processor, RAM GB, SSD GB, graphics, price]. */
  readonly cfg: readonly (readonly [cpu: string, ram: number, ssd: number, gpu: string, price: number])[];
  readonly colors: readonly Color[];
  readonly about: readonly [en: string, ar: string];
  readonly curated?: number;
}

export function laptop(l: LaptopInput): Family {
  return family('Laptop', {
    brand: l.brand,
    name: l.name,
    nameAr: l.nameAr,
    type: l.type,
    specs: { display: l.display, operatingSystem: l.os, warranty: l.warranty ?? '2 years local warranty' },
    variants: l.cfg.map(([cpu, ram, ssd, gpu, price]) => [
      `${ram}GB/${gb(ssd)}`,
      `رام ${ram} جيجابايت / ${gbAr(ssd)}`,
      price,
      { processor: cpu, ram: `${ram}GB`, hardDisk: `${gb(ssd)} SSD`, graphicsCard: gpu },
    ]),
    colors: l.colors,
    about: l.about,
    ...(l.curated === undefined ? {} : { curated: l.curated }),
  });
}

// Colours used by several brands ------------------------------------------------------------------

export const BLACK: Color = ['Black', 'أسود'];
export const WHITE: Color = ['White', 'أبيض'];
export const SILVER: Color = ['Silver', 'فضي'];
export const GRAY: Color = ['Gray', 'رمادي'];
export const BLUE: Color = ['Blue', 'أزرق'];
export const NAVY: Color = ['Navy', 'كحلي'];
export const GREEN: Color = ['Green', 'أخضر'];
export const MINT: Color = ['Mint', 'نعناعي'];
export const PURPLE: Color = ['Purple', 'بنفسجي'];
export const LAVENDER: Color = ['Lavender', 'لافندر'];
export const PINK: Color = ['Pink', 'وردي'];
export const GOLD: Color = ['Gold', 'ذهبي'];
export const RED: Color = ['Red', 'أحمر'];
export const ORANGE: Color = ['Orange', 'برتقالي'];
export const YELLOW: Color = ['Yellow', 'أصفر'];
export const BEIGE: Color = ['Beige', 'بيج'];
export const TITANIUM: Color = ['Natural Titanium', 'تيتانيوم طبيعي'];
export const SPACE_BLACK: Color = ['Space Black', 'أسود فلكي'];
export const MIDNIGHT: Color = ['Midnight', 'أسود ليلي'];
export const STARLIGHT: Color = ['Starlight', 'أبيض نجمي'];
export const SKY_BLUE: Color = ['Sky Blue', 'أزرق سماوي'];
export const GRAPHITE: Color = ['Graphite', 'جرافيتي'];
