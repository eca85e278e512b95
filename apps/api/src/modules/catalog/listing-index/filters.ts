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
  readonly snapshot: Snapshot;
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

/** Whether product i passes `filter`. */
export function passes(filter: Filter, i: number): boolean {
  const snapshot = filter.snapshot;
  if (filter.marks !== null && filter.marks[i] !== filter.wanted) return false;
  if (filter.brands !== null && filter.brands[snapshot.brand[i]!] !== 1) return false;
  if (filter.typeOf !== null && filter.typeOf[i] !== filter.typeCode) return false;
  // Each column is read only when filtered on: a search tests its matches in no order, and each
  // read of another column there is a likely cache miss.
  if (filter.priced && (snapshot.price[i]! < filter.min || snapshot.price[i]! > filter.max)) return false;
  if (filter.stock !== 0 && (snapshot.quantity[i]! > 0 ? 1 : -1) !== filter.stock) return false;
  if (filter.discounted !== 0 && (snapshot.discountPercent[i]! > 0 ? 1 : -1) !== filter.discounted)
    return false;
  if (filter.flagMask !== 0 && (snapshot.flags[i]! & filter.flagMask) !== filter.flagValue) return false;
  for (let g = 0; g < filter.specs.length; g++) {
    const wanted = filter.specs[g]!;
    let found = false;
    for (let k = snapshot.specStart[i]!; k < snapshot.specStart[i + 1]! && !found; k++)
      found = wanted[snapshot.specCodes[k]!] === 1;
    if (!found) return false;
  }
  return true;
}

/** `filter` and a search's words besides (written out, so that every Filter has one shape). */
export const withWords = (filter: Filter, marks: Uint8Array, plan: SearchPlan): Filter => ({
  snapshot: filter.snapshot,
  brands: filter.brands,
  typeOf: filter.typeOf,
  typeCode: filter.typeCode,
  priced: filter.priced,
  min: filter.min,
  max: filter.max,
  stock: filter.stock,
  discounted: filter.discounted,
  flagMask: filter.flagMask,
  flagValue: filter.flagValue,
  specs: filter.specs,
  marks,
  wanted: plan.words.length,
});

/** Either way (0), or 1 when `value` is `yes`, -1 when it is `no`. */
const eitherWay = (value: string | undefined, yes: string, no: string) =>
  value === yes ? 1 : value === no ? -1 : 0;

/** The query's filters (Filter), or null when nothing can pass them. */
export function filterOf(snapshot: Snapshot, query: ProductFacetsQuery): Filter | null {
  let brands: Uint8Array | null = null;
  if (query.brand && query.brand.length > 0) {
    brands = chosenCodes(snapshot.brands, query.brand);
    if (!brands) return null;
  }
  let typeOf: Uint16Array | null = null;
  let typeCode = 0;
  if (query.productType) {
    const field = typeFieldFor(query.productType, query.category);
    const code = field ? snapshot.types[field].codes.find(query.productType) : undefined;
    if (!field || code === undefined) return null;
    typeOf = snapshot.types[field].of;
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
    const wanted = chosenCodes(snapshot.specs, chosen);
    if (!wanted) return null;
    specs.push(wanted);
  }
  return {
    snapshot,
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
