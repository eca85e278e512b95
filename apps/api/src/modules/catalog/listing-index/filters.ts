import { groupSpecTokens, type ProductFacetsQuery, typeFieldFor } from '@kahraba/domain';
import { dependsOnViews, searchTextOf } from '../product-filters.js';
import type { SearchPlan } from '../search-plan.js';
import { type Codes, EXCLUSIVE, NEW, type Snapshot, USED } from './columns.js';

// A listing's filters, as the copy tests them against a product.

/**
 * Whether the index can answer `query`, given the plan of its words if it has any: not with the
 * minimum-rating filter, which moves with views.
 */
export function answerable(query: ProductFacetsQuery, plan: SearchPlan | undefined): boolean {
  return !dependsOnViews(query) && (plan !== undefined || searchTextOf(query) === '');
}

/**
 * A listing's filters over the copy, as `passes` tests a product against them. A walk tests up to
 * every product of a category, on the thread that answers: one object of one shape for every
 * listing lets V8 inline the one test into each walk. With a closure per filter, and one more to
 * run them all (a call per filter per product), the listing mix's pages took almost twice as long.
 */
export interface Filter {
  readonly s: Snapshot;
  /** 1 at the code of each chosen brand; null without a brand filter. */
  readonly brands: Uint8Array | null;
  /** The type column the chosen type is in, and its code there; null without a type filter. */
  readonly typeOf: Uint16Array | null;
  readonly typeCode: number;
  /** Whether there is a price bound; then the bounds, infinite where there is none. */
  readonly priced: boolean;
  readonly min: number;
  readonly max: number;
  /** In stock (1), out of stock (-1) or either (0); discounted likewise. */
  readonly stock: number;
  readonly discounted: number;
  /** The flag bits (USED, NEW, EXCLUSIVE) that are chosen, and the values they must have. */
  readonly flagMask: number;
  readonly flagValue: number;
  /** Per specification filter, 1 at each chosen value's code: a product needs one of each. */
  readonly specs: readonly Uint8Array[];
  /** With a search's words, a product must have them all: marks[i] === wanted (matchMarks). */
  readonly marks: Uint8Array | null;
  readonly wanted: number;
}

/** Whether product i passes `f`. */
export function passes(f: Filter, i: number): boolean {
  const s = f.s;
  if (f.marks !== null && f.marks[i] !== f.wanted) return false;
  if (f.brands !== null && f.brands[s.brand[i]!] !== 1) return false;
  if (f.typeOf !== null && f.typeOf[i] !== f.typeCode) return false;
  // Each column is read only when filtered on: a search tests its matches in no order, and each
  // read of another column there is a likely cache miss.
  if (f.priced && (s.price[i]! < f.min || s.price[i]! > f.max)) return false;
  if (f.stock !== 0 && (s.quantity[i]! > 0 ? 1 : -1) !== f.stock) return false;
  if (f.discounted !== 0 && (s.discountPercent[i]! > 0 ? 1 : -1) !== f.discounted) return false;
  if (f.flagMask !== 0 && (s.flags[i]! & f.flagMask) !== f.flagValue) return false;
  for (let g = 0; g < f.specs.length; g++) {
    const wanted = f.specs[g]!;
    let found = false;
    for (let k = s.specStart[i]!; k < s.specStart[i + 1]! && !found; k++)
      found = wanted[s.specCodes[k]!] === 1;
    if (!found) return false;
  }
  return true;
}

/** `filter` and a search's words besides (written out, so that every Filter has one shape). */
export const withWords = (f: Filter, marks: Uint8Array, plan: SearchPlan): Filter => ({
  s: f.s,
  brands: f.brands,
  typeOf: f.typeOf,
  typeCode: f.typeCode,
  priced: f.priced,
  min: f.min,
  max: f.max,
  stock: f.stock,
  discounted: f.discounted,
  flagMask: f.flagMask,
  flagValue: f.flagValue,
  specs: f.specs,
  marks,
  wanted: plan.words.length,
});

/** Either way (0), or 1 when `value` is `yes`, -1 when it is `no`. */
const eitherWay = (value: string | undefined, yes: string, no: string) =>
  value === yes ? 1 : value === no ? -1 : 0;

/** The query's filters (Filter), or null when nothing can pass them. */
export function filterOf(s: Snapshot, query: ProductFacetsQuery): Filter | null {
  let brands: Uint8Array | null = null;
  if (query.brand && query.brand.length > 0) {
    brands = chosenCodes(s.brands, query.brand);
    if (!brands) return null;
  }
  let typeOf: Uint16Array | null = null;
  let typeCode = 0;
  if (query.productType) {
    const field = typeFieldFor(query.productType, query.category);
    const code = field ? s.types[field].codes.find(query.productType) : undefined;
    if (!field || code === undefined) return null;
    typeOf = s.types[field].of;
    typeCode = code;
  }
  let flagMask = 0;
  let flagValue = 0;
  const flag = (bit: number, wanted: boolean | undefined) => {
    if (wanted === undefined) return;
    flagMask |= bit;
    if (wanted) flagValue |= bit;
  };
  flag(USED, query.used);
  flag(NEW, query.isNew);
  flag(EXCLUSIVE, query.exclusive);
  const specs: Uint8Array[] = [];
  for (const chosen of groupSpecTokens(query.spec ?? []).values()) {
    const wanted = chosenCodes(s.specs, chosen);
    if (!wanted) return null;
    specs.push(wanted);
  }
  return {
    s,
    brands,
    typeOf,
    typeCode,
    priced: query.priceMin !== undefined || query.priceMax !== undefined,
    min: query.priceMin === undefined ? Number.NEGATIVE_INFINITY : Number(query.priceMin),
    max: query.priceMax === undefined ? Number.POSITIVE_INFINITY : Number(query.priceMax),
    stock: eitherWay(query.inStock, 'in', 'out'),
    discounted: eitherWay(query.discount, 'yes', 'no'),
    flagMask,
    flagValue,
    specs,
    marks: null,
    wanted: 0,
  };
}

/** 1 at the code of each chosen value that `codes` has; null when it has none of them. */
function chosenCodes(codes: Codes, chosen: readonly string[]): Uint8Array | null {
  const wanted = new Uint8Array(codes.values.length);
  let found = false;
  for (const value of chosen) {
    const code = codes.find(value);
    if (code !== undefined) {
      wanted[code] = 1;
      found = true;
    }
  }
  return found ? wanted : null;
}
