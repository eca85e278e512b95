import type { Category } from '@kahraba/domain';
import type { Snapshot } from './columns.js';

// A listing's filters as the copy tests them against a product: the one test every walk runs.
// Which filter sets which field, and what each means, is in the rule table (filter-rules.ts).

/**
 * A listing's filters over the copy, as `passes` tests a product against them. A walk tests up to
 * every product of a category, on the thread that answers: one object of one shape for every
 * listing lets V8 inline the one test into each walk. With a closure per filter, and one more to
 * run them all (a call per filter per product), the listing mix's pages took almost twice as long.
 * So the rule table's entries do not test products themselves: each sets its fields here, once
 * per listing (filterOf), and `passes` reads them. The fields are written only while filterOf
 * builds the object.
 */
export interface Filter {
  readonly snapshot: Snapshot;
  /** The category filter, or 'all': the orders a walk takes are this filter's own (orders.ts). */
  category: Category | 'all';
  /** 1 at each category code the category filter takes; undefined without one (lists of candidates test it). */
  takes: Uint8Array | undefined;
  /** 1 at the code of each chosen brand; null without a brand filter. */
  brands: Uint8Array | null;
  /** The type column the chosen type is in, and its code there; null without a type filter. */
  typeOf: Uint16Array | null;
  typeCode: number;
  /** Whether there is a price bound; then the bounds, infinite where there is none. */
  priced: boolean;
  min: number;
  max: number;
  /** In stock (1), out of stock (-1) or either (0); discounted likewise. */
  stock: number;
  discounted: number;
  /** The flag bits (USED, NEW, EXCLUSIVE) that are chosen, and the values they must have. */
  flagMask: number;
  flagValue: number;
  /** Per specification filter, 1 at each chosen value's code: a product needs one of each. */
  specs: Uint8Array[];
  /** With a search's words, a product must have them all: marks[i] === wanted (matchMarks). */
  marks: Uint8Array | null;
  wanted: number;
  /** With a search's words, the products that have them all, in position order. */
  matches: Int32Array | null;
}

/** The test nothing fails, with every field of the one shape, for filterOf to narrow. */
export const openFilter = (snapshot: Snapshot): Filter => ({
  snapshot,
  category: 'all',
  takes: undefined,
  brands: null,
  typeOf: null,
  typeCode: 0,
  priced: false,
  min: Number.NEGATIVE_INFINITY,
  max: Number.POSITIVE_INFINITY,
  stock: 0,
  discounted: 0,
  flagMask: 0,
  flagValue: 0,
  specs: [],
  marks: null,
  wanted: 0,
  matches: null,
});

/** Whether product i passes `filter` (but for its category: see Filter.category). */
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
