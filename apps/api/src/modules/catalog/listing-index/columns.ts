import { CATEGORIES, type Category, type TypeField } from '@kahraba/domain';
import type { SearchWords } from '../search-index/search-words.js';

// The copy of the catalog that listings, searches and suggestions are answered from, at one list
// version: the columns they filter and sort on, and the products' words (search-index/), in
// typed arrays. Only a page's products are read from the database, by id (page-reads.ts). The copy
// is about 350 bytes a product: its id, codes for the text columns, numbers, its place in each
// sort order, in the groups of its brand, types and specification values, and in the postings of
// its words. Decisions 0016, 0017 and 0025 say why it is kept and how it follows the database.

/** The orders a listing can walk: the order of every sort in sort-rules.ts, each ending on the id. */
export const ORDER_COLUMNS = ['created_at', 'price', 'name', 'views', 'discount_percent'] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** Text columns kept as codes into their own list of values (0 is null). */
export class Codes {
  readonly values: (string | null)[] = [null];
  private readonly index = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.index.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.index.get(value);
  }
}

/** Product positions grouped by a code column: those with code c are positions[start[c]..start[c + 1]]. */
export interface Grouped {
  start: Uint32Array;
  positions: Int32Array;
}

/** Groups products by their code, `codes[i]` being product i's. */
export const groupedBy = (codes: ArrayLike<number>, codeCount: number): Grouped =>
  groupedByMany(
    Uint32Array.from({ length: codes.length + 1 }, (_, i) => i),
    codes,
    codeCount,
  );

/**
 * Groups products by each of their codes, product i's being codes[from[i]..from[i + 1]]; a
 * product is in a code's group once, however many times it has the code.
 */
export function groupedByMany(from: Uint32Array, codes: ArrayLike<number>, codeCount: number): Grouped {
  const start = new Uint32Array(codeCount + 1);
  const last = new Int32Array(codeCount).fill(-1);
  const eachOnce = (visit: (i: number, code: number) => void) => {
    for (let i = 0; i + 1 < from.length; i++)
      for (let k = from[i]!; k < from[i + 1]!; k++) {
        const code = codes[k]!;
        if (last[code] === i) continue;
        last[code] = i;
        visit(i, code);
      }
    last.fill(-1);
  };
  eachOnce((_, code) => start[code + 1]!++);
  for (let c = 0; c < codeCount; c++) start[c + 1]! += start[c]!;
  const positions = new Int32Array(start[codeCount]!);
  const next = start.slice(0, codeCount);
  eachOnce((i, code) => {
    positions[next[code]!++] = i;
  });
  return { start, positions };
}

export const groupOf = (grouped: Grouped, code: number): Int32Array =>
  grouped.positions.subarray(grouped.start[code]!, grouped.start[code + 1]!);

export interface Snapshot {
  /** The list version the columns were read at. */
  version: string;
  /** When the views order was read (Date.now()). */
  viewsReadAt: number;
  /** The views and units sold it was set from, as the database wrote them (ViewsRead). */
  viewsText: string;
  /** How many products the copy holds. */
  count: number;
  /**
   * Every product's id (a uuid, 36 characters) one after another, in position order (idOf): as
   * one string, about half the memory of a string per product.
   */
  idText: string;
  category: Uint8Array;
  brand: Uint16Array;
  brands: Codes;
  /** The products of each brand (its code), for listings with a brand filter (candidatesOf). */
  byBrand: Grouped;
  /** Each brand's code's value lower-cased by the database, as relevanceSql compares it. */
  brandLower: string[];
  /**
   * Each product's family's variant counts (a code of `variantCounts`, JSON text; 0 without a
   * family). They move only with the list version (drizzle/0017), so a page's come from here.
   */
  variantCountsOf: Uint16Array;
  variantCounts: Codes;
  types: Record<TypeField, { codes: Codes; of: Uint16Array; byCode: Grouped }>;
  price: Float64Array;
  quantity: Int32Array;
  discountPercent: Int32Array;
  /** 1 used, 2 new, 4 exclusive. */
  flags: Uint8Array;
  /** The specification tokens of product i: specCodes[specStart[i]..specStart[i + 1]]; null facets have none. */
  specStart: Uint32Array;
  specCodes: Uint16Array;
  specs: Codes;
  /** The products with each specification token (its code), for listings with a specification filter. */
  bySpec: Grouped;
  /** Per order column, per category filter (or all products): product positions ascending by (key, id). */
  orders: Record<OrderColumn, Map<Category | 'all', Int32Array>>;
  /** Per order column, each product's place in its order over all products. */
  ranks: Record<OrderColumn, Int32Array>;
  /** Positions in id order, as the database orders uuids: the views and units sold come in it. */
  byId: Int32Array;
  /** Each product's place in byId: every order breaks its ties on it. */
  idRank: Int32Array;
  /** Brands and each type field's values in the database's text order, for the facets' ties. */
  textOrder: Record<'brand' | TypeField, Map<string, number>>;
  words: SearchWords;
  /**
   * The rank of each product's units sold (equal sales, equal rank), read with the views order:
   * "Best match" breaks its ties on it, then on the place in the views order.
   */
  soldRank: Int32Array;
  /**
   * Each product's views and units sold as read with the views order: a page's JSON takes them
   * from here rather than look each product up in product_stats (decision 0029).
   */
  views: Int32Array;
  sold: Int32Array;
  /** Live dealers by name, each with its name lower-cased by the database. */
  dealers: { name: string; lower: string }[];
  /** The positions of the products each category or type a search word names, as first asked (targetPositionsOf). */
  targets: Map<string, Int32Array | null>;
}

export const CATEGORY_CODES = new Map<string, number>(CATEGORIES.map((c, i) => [c, i + 1]));
export const USED = 1;
export const NEW = 2;
export const EXCLUSIVE = 4;

/** A uuid's length as text. */
export const UUID_LENGTH = 36;

export const idOf = (snapshot: Snapshot, i: number): string =>
  snapshot.idText.slice(i * UUID_LENGTH, (i + 1) * UUID_LENGTH);

/** The position of the product with `id`, by its place in id order; -1 when the copy has none. */
export function positionOf(snapshot: Snapshot, id: string): number {
  let low = 0;
  let high = snapshot.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = idOf(snapshot, snapshot.byId[middle]!);
    if (other === id) return snapshot.byId[middle]!;
    if (other < id) low = middle + 1;
    else high = middle;
  }
  return -1;
}
