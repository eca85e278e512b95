import {
  CATEGORIES,
  type Category,
  categoriesForFilter,
  categoryPageOf,
  countLimit,
  FACET_BOUND,
  groupSpecTokens,
  LIMITS,
  type ProductFacets,
  type ProductFacetsQuery,
  type ProductListQuery,
  SPEC_FILTERS_BY_PAGE,
  type SpecFilterKey,
  TYPE_FIELDS,
  type TypeField,
  typeFieldFor,
  type WordTarget,
} from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import {
  type Database,
  preparedSessionOn,
  type RawRow,
  runPreparedOn,
  uuidArrayText,
} from '../../db/client.js';
import { dealers, productFamilies, productJson, productStats, products } from '../../db/schema.js';
import { listVersionSql } from './catalog-cache.js';
import { specFacetsOf } from './product-facets.js';
import { searchTextOf, sortKeysOf, TYPE_COLUMNS } from './product-filters.js';
import { keptJsonPieces, keptTailSql, statementTemplate } from './product-json.js';
import { dependsOnViews } from './product-list.js';
import type { SuggestionTerms } from './product-queries.js';
import { ReadBatcher } from './read-batcher.js';
import {
  Int32Buffer,
  largest,
  lookUpWord,
  MAX_RANKED_WORDS,
  matchMarks,
  nameWords,
  PostingsBuilder,
  RankedWords,
  rankableInMemory,
  SearchScratch,
  type SearchWords,
  scores,
  type TargetPositions,
  wordCharTest,
} from './search-index.js';
import { planSearch, type SearchPlan } from './search-plan.js';

// Listings, searches and suggestions are answered from a copy of the columns they filter and sort
// on, and of the products' words (search-index.ts), kept in memory per list version; only the
// page's products are read from the database, by id. Filtering and sorting in PostgreSQL cost it
// 8 to 17 ms of CPU per listing under load (reading wide rows to test filters, planning each
// statement for its values), where walking a sorted array of 100 000 numbers takes a fraction of
// a millisecond. The copy is about 350 bytes a product: its id, codes for the text columns,
// numbers, its place in each sort order, in the groups of its brand, types and specification
// values, and in the postings of its words.

/** The orders a listing can walk: the first key of every sort in sortKeysOf, each ending on the id. */
const ORDER_COLUMNS = ['created_at', 'price', 'name', 'views', 'discount_percent'] as const;
type OrderColumn = (typeof ORDER_COLUMNS)[number];

/** Text columns kept as codes into their own list of values (0 is null). */
class Codes {
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
interface Grouped {
  start: Uint32Array;
  positions: Int32Array;
}

/** Groups products by their code, `codes[i]` being product i's. */
const groupedBy = (codes: ArrayLike<number>, codeCount: number): Grouped =>
  groupedByMany(
    Uint32Array.from({ length: codes.length + 1 }, (_, i) => i),
    codes,
    codeCount,
  );

/**
 * Groups products by each of their codes, product i's being codes[from[i]..from[i + 1]]; a
 * product is in a code's group once, however many times it has the code.
 */
function groupedByMany(from: Uint32Array, codes: ArrayLike<number>, codeCount: number): Grouped {
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

const groupOf = (grouped: Grouped, code: number): Int32Array =>
  grouped.positions.subarray(grouped.start[code]!, grouped.start[code + 1]!);

interface Snapshot {
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
   * one string, 3.6 MB at 100 000 products, where 100 000 strings took 6.4 MB.
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
  /** Live dealers by name, each with its name lower-cased by the database. */
  dealers: { name: string; lower: string }[];
  /** The positions of the products each category or type a search word names, as first asked (targetPositionsOf). */
  targets: Map<string, Int32Array | null>;
}

const CATEGORY_CODES = new Map<string, number>(CATEGORIES.map((c, i) => [c, i + 1]));
const USED = 1;
const NEW = 2;
const EXCLUSIVE = 4;

/**
 * How many products a read of the columns takes at a time. Its rows are the copy's only garbage,
 * and a chunk this small dies in the young generation (8 MB under `npm start`): chunks of 5 000
 * outlived it, and raised the process's peak memory by 40 MB per read of 100 000 products.
 */
const CHUNK = 1_000;

/**
 * Live products in the order of the name sort (name, id), a chunk at a time: a product's position
 * in the copy is its name rank. The other orders are sorted here from exact keys (creation time
 * in microseconds), so the database sorts nothing but the name.
 */
const columnsStatement = (after: boolean) =>
  statementTemplate(
    sql`select ${listVersionSql} as "version", "id", "name", "category", "brand", "price",
        "quantity", "discount_percent" as "discountPercent", "used", "is_new" as "isNew",
        "is_exclusive" as "isExclusive", array_to_string("spec_facets", ' ') as "specFacets",
        lower("brand") as "brandLower", lower("name") as "lowerName",
        array_to_string(tsvector_to_array("search_vector"), ' ') as "lexemes",
        (extract(epoch from "created_at") * 1000000)::int8 as "createdAt",
        (select ${productFamilies.variantCounts}::text from ${productFamilies}
          where ${productFamilies.id} = ${products.familyId}) as "variantCounts",
        ${sql.join(
          TYPE_FIELDS.map(
            (field) => sql`${sql.identifier(TYPE_COLUMNS[field].name)} as ${sql.identifier(field)}`,
          ),
          sql`, `,
        )}
      from ${products} where ${products.deletedAt} is null
        ${after ? sql`and ("name", "id") > (${sql.placeholder('name')}, ${sql.placeholder('id')}::uuid)` : sql``}
      order by "name", "id" limit ${sql.placeholder('limit')}`,
    { named: true },
  );
const FIRST_COLUMNS = columnsStatement(false);
const NEXT_COLUMNS = columnsStatement(true);

/**
 * Each live product's views and units sold, which move without the list version, read again as
 * views are written: in id order, which the copy maps to positions (Snapshot.byId), so the
 * database sorts nothing but uuids. Sorting by name here, and ranking by views, took 300 ms of its
 * CPU every 2.5 s at 100 000 products; reading the whole table in id order took 300 ms too. The
 * live ids' index joined to product_stats (drizzle/0031) takes 50–70. They come as text ("views,sold,views,sold…")
 * read straight into typed arrays (intsOf): as arrays, the driver made a string and a number of
 * each of 200 000 values.
 */
const viewsStatement = statementTemplate(
  sql`select ${listVersionSql} as "version", count(*)::int as "count",
      coalesce(string_agg(${productStats.views}::text || ',' || ${productStats.sold}::text, ',' order by ${products.id}), '') as "viewsAndSold"
    from ${products} join ${productStats} on ${productStats.productId} = ${products.id} where ${products.deletedAt} is null`,
  { named: false },
);

/**
 * The products written after the version the copy has applied (product_changes, drizzle/0029), one
 * row each with what the copy keeps of it in place, and the database's version; one row with no
 * product when nothing was written. `kept` says whether the log still holds the first version
 * after the copy's: it keeps the last 10 000, and a copy further behind is read whole.
 */
const changesStatement = statementTemplate(
  sql`select (select "version"::text from "product_list_version") as "version",
      exists(select 1 from "product_changes" where "version" = "applied"."version" + 1) as "kept",
      "c"."product_id" as "id", "c"."reshaped", ${products.deletedAt} is not null as "deleted",
      ${products.price} as "price", ${products.quantity} as "quantity",
      ${products.discountPercent} as "discountPercent", ${products.used} as "used",
      ${products.isNew} as "isNew", ${products.isExclusive} as "isExclusive"
    from (select ${sql.placeholder('applied')}::int8 as "version") as "applied"
    left join lateral (
      select "product_id", bool_or("reshaped") or bool_or("product_id" is null) as "reshaped"
      from "product_changes" where "version" > "applied"."version"
      group by "product_id"
    ) as "c" on true
    left join ${products} on ${products.id} = "c"."product_id"`,
  { named: true },
);

/** The channel on which the database announces each list version as it commits (drizzle/0029). */
export const PRODUCT_CHANGES_CHANNEL = 'product_changes';

/** What a written product has now of the columns the copy changes in place. */
interface Change {
  id: string;
  price: number;
  quantity: number;
  discountPercent: number;
  flags: number;
}

/**
 * Brands and type values in the database's text order (its collation, which JavaScript does not
 * have); the catalog's search words and the dealers (whom suggestions name), in that order too;
 * and whether its regular expressions take letters of every script for word characters (not
 * under the C locale).
 */
const textOrderStatement = statementTemplate(
  sql`select ${listVersionSql} as "version", array(select "word" from "search_words" order by 1) as "known",
    'ب' ~ '\\w' as "wideWordChars",
    array(select "name" from ${dealers} where ${dealers.deletedAt} is null order by "name", "id") as "dealers",
    array(select lower("name") from ${dealers} where ${dealers.deletedAt} is null order by "name", "id") as "dealersLower",
    array(select distinct "brand" from ${products} where ${products.deletedAt} is null order by 1) as "brand",
    ${sql.join(
      TYPE_FIELDS.map((field) => {
        const column = sql.identifier(TYPE_COLUMNS[field].name);
        return sql`array(select distinct ${column} from ${products}
          where ${products.deletedAt} is null and ${column} is not null order by 1) as ${sql.identifier(field)}`;
      }),
      sql`, `,
    )}`,
  { named: false },
);

/**
 * The products of pages by id, one row each in the pages' order, numbered on from 1 across them,
 * with the list version they were read at (one row with no product when there are none): the one
 * round trip of the listings the index answers (a ReadBatcher gathers those asked together). Their
 * kept JSON is all it reads: the copy was worked out from live products at that version, and has
 * their families' variant counts (looking each family up here was a fifth of the database's time
 * for a listing). Rows, not one aggregated array: building a 50 kB value, copying it out as text
 * and into a tuple took more of the database's CPU than finding the rows (page faults for the
 * large allocations among it), and the JSON goes out in pieces anyway (JsonText).
 */
const pagesStatement = statementTemplate(
  sql`select "v"."version", "j"."head", "j"."arabic", "j"."n"
    from (select ${listVersionSql} as "version") as "v"
    left join lateral (
      select ${productJson.head} as "head", ${keptTailSql} as "arabic", "page"."n"
      from unnest(${sql.placeholder('ids')}::uuid[]) with ordinality as "page"("id", "n")
      cross join lateral (select * from ${productJson} where ${productJson.productId} = "page"."id" offset 0) as ${productJson}
    ) as "j" on true
    order by "j"."n"`,
  { named: true },
);

/** What pagesStatement read for one page: each product's kept JSON, with its place in the page. */
interface PageRead {
  version: string;
  rows: { head: string; arabic: string; at: number }[];
}

/** Reads the products of `pages` in one statement, and hands each page its rows. */
async function readPages(db: Database, pages: readonly (readonly string[])[]): Promise<PageRead[]> {
  const rows = await runPreparedOn(db)(pagesStatement.statement, [uuidArrayText(pages.flat())]);
  const version = String(rows[0]?.version);
  const reads: PageRead[] = [];
  let at = rows[0]?.head == null ? rows.length : 0;
  let first = 1;
  for (const ids of pages) {
    const end = first + ids.length;
    const mine: PageRead['rows'] = [];
    for (; at < rows.length && Number(rows[at]!.n) < end; at++)
      mine.push({
        head: String(rows[at]!.head),
        arabic: String(rows[at]!.arabic),
        at: Number(rows[at]!.n) - first,
      });
    reads.push({ version, rows: mine });
    first = end;
  }
  return reads;
}

/**
 * Page reads under way at once; the ones asked for meanwhile wait and go together. One gathered
 * the most: in paired runs of the listing mix, the database took 0.43 ms per listing against 0.50
 * with two, and the API 0.93-0.96 ms against 0.99-1.05. Under load a read waits for at most one
 * statement, which the waiting pages then share.
 */
const PAGE_READS_RUNNING = 1;

/** A uuid's length as text. */
const UUID_LENGTH = 36;

/**
 * The copy's columns as they are read, chunk by chunk, straight into typed arrays sized for the
 * products counted when the read began. Gathered first in arrays of numbers and a string per id,
 * they outlived the young generation, to be copied at the end: reading 100 000 products took the
 * idle server's peak memory to 247–260 MB that way, and to 231–235 MB this way.
 */
class ColumnsReader {
  /** How many products have been added. */
  length = 0;
  /** Each product's id, as latin-1 bytes: one string at the end rather than one per product. */
  private readonly idBytes: Buffer;
  private readonly category: Uint8Array;
  private readonly brand: Uint16Array;
  private readonly brands = new Codes();
  private readonly brandLower: string[] = [''];
  private readonly lexemes = new PostingsBuilder();
  private readonly names = new PostingsBuilder();
  private readonly types: Record<TypeField, { codes: Codes; of: Uint16Array }>;
  private readonly price: Float64Array;
  private readonly quantity: Int32Array;
  private readonly discountPercent: Int32Array;
  private readonly createdAt: Float64Array;
  private readonly flags: Uint8Array;
  private readonly specStart: Uint32Array;
  private readonly specCodes = new Int32Buffer();
  private readonly specs = new Codes();
  private readonly variantCountsOf: Uint16Array;
  private readonly variantCounts = new Codes();

  constructor(
    private readonly capacity: number,
    private readonly isWordChar: (char: string) => boolean,
  ) {
    this.idBytes = Buffer.alloc(capacity * UUID_LENGTH);
    this.category = new Uint8Array(capacity);
    this.brand = new Uint16Array(capacity);
    this.types = Object.fromEntries(
      TYPE_FIELDS.map((field) => [field, { codes: new Codes(), of: new Uint16Array(capacity) }]),
    ) as Record<TypeField, { codes: Codes; of: Uint16Array }>;
    this.price = new Float64Array(capacity);
    this.quantity = new Int32Array(capacity);
    this.discountPercent = new Int32Array(capacity);
    this.createdAt = new Float64Array(capacity);
    this.flags = new Uint8Array(capacity);
    this.specStart = new Uint32Array(capacity + 1);
    this.variantCountsOf = new Uint16Array(capacity);
  }

  /** Adds a product; false when the copy is already full (products were added since the count). */
  add(row: RawRow): boolean {
    const position = this.length;
    if (position === this.capacity) return false;
    this.length++;
    this.idBytes.write(String(row.id), position * UUID_LENGTH, UUID_LENGTH, 'latin1');
    this.category[position] = CATEGORY_CODES.get(String(row.category)) ?? 0;
    const brand = this.brands.code(String(row.brand));
    this.brand[position] = brand;
    this.brandLower[brand] = String(row.brandLower);
    const lexemes = row.lexemes as string | null;
    if (lexemes) for (const lexeme of lexemes.split(' ')) this.lexemes.add(position, lexeme);
    for (const word of nameWords(String(row.lowerName), this.isWordChar)) this.names.add(position, word);
    for (const field of TYPE_FIELDS)
      this.types[field].of[position] = this.types[field].codes.code((row[field] as string | null) ?? null);
    this.price[position] = Number(row.price);
    this.quantity[position] = Number(row.quantity);
    this.discountPercent[position] = Number(row.discountPercent);
    this.createdAt[position] = Number(row.createdAt);
    this.flags[position] = (row.used ? USED : 0) | (row.isNew ? NEW : 0) | (row.isExclusive ? EXCLUSIVE : 0);
    this.specStart[position] = this.specCodes.length;
    const facets = row.specFacets as string | null;
    if (facets) for (const token of facets.split(' ')) this.specCodes.push(this.specs.code(token));
    this.variantCountsOf[position] = this.variantCounts.code((row.variantCounts as string | null) ?? null);
    return true;
  }

  /**
   * The copy, with the views order and units sold read at `viewsReadAt` (setViews): once every
   * product counted has been added.
   */
  snapshot(
    version: string,
    views: ViewsRead,
    maxCodes: number,
    textOrder: Snapshot['textOrder'],
    search: Pick<SearchWords, 'known' | 'ranked' | 'wideWordChars'>,
    dealers: Snapshot['dealers'],
  ): Snapshot {
    const n = this.length;
    for (const codes of [
      this.brands,
      this.specs,
      this.variantCounts,
      ...TYPE_FIELDS.map((f) => this.types[f].codes),
    ])
      if (codes.values.length > maxCodes) throw new Error('too many distinct values for the listing index');
    // Every sort ends on the id; uuids compare as their lower-case text does in the database.
    const idBytes = this.idBytes;
    const byId = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => {
      for (let k = 0, x = a * UUID_LENGTH, y = b * UUID_LENGTH; k < UUID_LENGTH; k++) {
        const difference = idBytes[x + k]! - idBytes[y + k]!;
        if (difference !== 0) return difference;
      }
      return 0;
    });
    const specStart = this.specStart;
    specStart[n] = this.specCodes.length;
    const specCodes = Uint16Array.from(this.specCodes.data.subarray(0, this.specCodes.length));
    const s: Snapshot = {
      version,
      viewsReadAt: views.readAt,
      viewsText: views.text,
      count: n,
      idText: idBytes.toString('latin1', 0, n * UUID_LENGTH),
      category: this.category,
      brand: this.brand,
      brands: this.brands,
      byBrand: groupedBy(this.brand, this.brands.values.length),
      brandLower: this.brandLower,
      variantCountsOf: this.variantCountsOf,
      variantCounts: this.variantCounts,
      types: Object.fromEntries(
        TYPE_FIELDS.map((field) => [
          field,
          {
            codes: this.types[field].codes,
            of: this.types[field].of,
            byCode: groupedBy(this.types[field].of, this.types[field].codes.values.length),
          },
        ]),
      ) as Snapshot['types'],
      price: this.price,
      quantity: this.quantity,
      discountPercent: this.discountPercent,
      flags: this.flags,
      specStart,
      specCodes,
      specs: this.specs,
      bySpec: groupedByMany(specStart, specCodes, this.specs.values.length),
      orders: Object.fromEntries(ORDER_COLUMNS.map((c) => [c, new Map()])) as Snapshot['orders'],
      byId,
      idRank: new Int32Array(n),
      textOrder,
      words: {
        ...search,
        lexemes: this.lexemes.build(),
        names: this.names.build(),
        scratch: new SearchScratch(n),
      },
      ranks: Object.fromEntries(ORDER_COLUMNS.map((c) => [c, new Int32Array(n)])) as Snapshot['ranks'],
      soldRank: new Int32Array(n),
      dealers,
      targets: new Map(),
    };
    const idRank = s.idRank;
    byId.forEach((i, rank) => {
      idRank[i] = rank;
    });
    const sorted = (key: ArrayLike<number>) =>
      Int32Array.from({ length: n }, (_, i) => i).sort(
        (a, b) => key[a]! - key[b]! || idRank[a]! - idRank[b]!,
      );
    setOrders(
      s,
      'name',
      Int32Array.from({ length: n }, (_, i) => i),
    );
    setOrders(s, 'created_at', sorted(this.createdAt));
    setOrders(s, 'price', sorted(s.price));
    setOrders(s, 'discount_percent', sorted(s.discountPercent));
    setViews(s, views);
    return s;
  }
}

const idOf = (s: Snapshot, i: number): string => s.idText.slice(i * UUID_LENGTH, (i + 1) * UUID_LENGTH);

/** The page of the products at `positions`, in that order, as the copy has them. */
const indexedPage = (s: Snapshot, positions: readonly number[], counted: number): IndexedPage => ({
  version: s.version,
  ids: positions.map((i) => idOf(s, i)),
  variantCounts: positions.map((i) => s.variantCounts.values[s.variantCountsOf[i]!]!),
  counted,
});

/** Each product's views and units sold, in id order (viewsStatement), and when they were read. */
interface ViewsRead {
  views: Int32Array;
  sold: Int32Array;
  readAt: number;
  /** Both as the database wrote them: a read that finds them unchanged keeps the order it has. */
  text: string;
}

/** `count` integers written in decimal and separated by commas. */
export function intsOf(text: string, count: number): Int32Array {
  const ints = new Int32Array(count);
  let k = 0;
  let value = 0;
  let sign = 1;
  for (let c = 0; c < text.length; c++) {
    const code = text.charCodeAt(c);
    if (code === 44) {
      ints[k++] = sign * value;
      value = 0;
      sign = 1;
    } else if (code === 45) sign = -1;
    else value = value * 10 + code - 48;
  }
  if (text.length > 0) ints[k] = sign * value;
  return ints;
}

function viewsReadOf(row: RawRow | undefined, readAt: number): ViewsRead {
  const count = Number(row?.count ?? 0);
  const text = String(row?.viewsAndSold ?? '');
  const both = intsOf(text, 2 * count);
  const views = new Int32Array(count);
  const sold = new Int32Array(count);
  for (let r = 0; r < count; r++) {
    views[r] = both[2 * r]!;
    sold[r] = both[2 * r + 1]!;
  }
  return { views, sold, readAt, text };
}

/**
 * Ranks below 2^18 (MAX_PRODUCTS is under it), so a product's whole "Best match" key (score, in
 * stock, sold rank, views rank) is one exact number, and its views rank says which product it is.
 */
const RANKS = 2 ** 18;

/**
 * Id ranks (indexes into `values`) ascending by (value, id rank), sorted as plain numbers: each key
 * is value * RANKS + id rank, exact below 2^53 (values are int4), so no comparator is called.
 */
function idRanksBy(values: Int32Array): Float64Array {
  const keys = new Float64Array(values.length);
  for (let r = 0; r < values.length; r++) keys[r] = values[r]! * RANKS + r;
  return keys.sort();
}

/** The views order, each product's place in it, and the rank of its units sold (equal sales, equal rank). */
function setViews(s: Snapshot, views: ViewsRead): void {
  const order = new Int32Array(s.count);
  const byViews = idRanksBy(views.views);
  for (let k = 0; k < byViews.length; k++) {
    const i = s.byId[byViews[k]! % RANKS]!;
    order[k] = i;
  }
  setOrders(s, 'views', order);
  const bySold = idRanksBy(views.sold);
  for (let k = 0, rank = 0; k < bySold.length; k++) {
    const r = bySold[k]! % RANKS;
    if (k > 0 && views.sold[r] !== views.sold[bySold[k - 1]! % RANKS]) rank++;
    s.soldRank[s.byId[r]!] = rank;
  }
  s.viewsReadAt = views.readAt;
  s.viewsText = views.text;
}

/** Per category filter, which category codes it takes in (categoriesForFilter), as 1s by code. */
const FILTER_CODES = CATEGORIES.map((category): [Category, Uint8Array] => {
  const takes = new Uint8Array(CATEGORIES.length + 1);
  for (const c of categoriesForFilter(category)) takes[CATEGORY_CODES.get(c)!] = 1;
  return [category, takes];
});
/** 1 at the code of each category a category filter takes (all of them: no entry). */
const FILTER_CODES_OF = new Map<Category | 'all', Uint8Array>(FILTER_CODES);

/**
 * The order of `column` over all products and over each category filter's products. Plain loops
 * over typed arrays: the views order is set again every 2.5 s on the thread that answers, and a
 * filter callback with a set lookup per product kept it from answering for tens of milliseconds.
 */
function setOrders(snapshot: Snapshot, column: OrderColumn, all: Int32Array): void {
  const orders = new Map<Category | 'all', Int32Array>([['all', all]]);
  const rank = snapshot.ranks[column];
  for (let k = 0; k < all.length; k++) rank[all[k]!] = k;
  const { category } = snapshot;
  for (const [filter, takes] of FILTER_CODES) {
    let n = 0;
    for (let k = 0; k < all.length; k++) n += takes[category[all[k]!]!]!;
    const order = new Int32Array(n);
    for (let k = 0, m = 0; k < all.length; k++) if (takes[category[all[k]!]!]) order[m++] = all[k]!;
    orders.set(filter, order);
  }
  snapshot.orders[column] = orders;
}

/** Where product `i` goes in `order` (ascending by key, then id rank): the first place not before it. */
function placeIn(s: Snapshot, order: Int32Array, end: number, key: ArrayLike<number>, i: number): number {
  const { idRank } = s;
  let low = 0;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const j = order[middle]!;
    if (key[j]! < key[i]! || (key[j] === key[i] && idRank[j]! < idRank[i]!)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Sets product i's key in the order of `column` (price or discount) and moves it to its new place
 * in that order over all products and over each category filter that takes it: two binary
 * searches and a shift of the products between its places, where sorting the order again took
 * tens of milliseconds. False when the product is not where the copy says (the copy is then read
 * whole).
 */
function moveInOrder(
  s: Snapshot,
  column: 'price' | 'discount_percent',
  key: Float64Array | Int32Array,
  i: number,
  value: number,
): boolean {
  const orders: [Category | 'all', Int32Array][] = [['all', s.orders[column].get('all')!]];
  for (const [filter, takes] of FILTER_CODES)
    if (takes[s.category[i]!] === 1) orders.push([filter, s.orders[column].get(filter)!]);
  const from = orders.map(([, order]) => placeIn(s, order, order.length, key, i));
  if (orders.some(([, order], k) => order[from[k]!] !== i)) return false;
  key[i] = value;
  const rank = s.ranks[column];
  orders.forEach(([filter, order], k) => {
    const old = from[k]!;
    order.copyWithin(old, old + 1);
    const to = placeIn(s, order, order.length - 1, key, i);
    order.copyWithin(to + 1, to, order.length - 1);
    order[to] = i;
    if (filter === 'all') for (let m = Math.min(old, to); m <= Math.max(old, to); m++) rank[order[m]!] = m;
  });
  return true;
}

/** The position of the product with `id`, by its place in id order; -1 when the copy has none. */
function positionOf(s: Snapshot, id: string): number {
  let low = 0;
  let high = s.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const other = idOf(s, s.byId[middle]!);
    if (other === id) return s.byId[middle]!;
    if (other < id) low = middle + 1;
    else high = middle;
  }
  return -1;
}

/**
 * Applies products written since the copy's version, none of them reshaped (a price, the stock, a
 * discount, a flag, or columns the copy does not keep): their columns are set, and their places in
 * the price and discount orders moved. False when one is not in the copy, which is then read whole.
 */
function applyChanges(s: Snapshot, changes: readonly Change[]): boolean {
  for (const change of changes) {
    const i = positionOf(s, change.id);
    if (i < 0) return false;
    if (s.price[i] !== change.price && !moveInOrder(s, 'price', s.price, i, change.price)) return false;
    if (
      s.discountPercent[i] !== change.discountPercent &&
      !moveInOrder(s, 'discount_percent', s.discountPercent, i, change.discountPercent)
    )
      return false;
    s.quantity[i] = change.quantity;
    s.flags[i] = change.flags;
  }
  return true;
}

/**
 * Whether the index can answer `query`, given the plan of its words if it has any: not with the
 * minimum-rating filter, which moves with views.
 */
function answerable(query: ProductFacetsQuery, plan: SearchPlan | undefined): boolean {
  return !dependsOnViews(query) && (plan !== undefined || searchTextOf(query) === '');
}

/** The test a product must pass: the filters' (filterOf) and every word's; null when none can. */
function testOf(s: Snapshot, query: ProductFacetsQuery, plan: SearchPlan | undefined): Filter | null {
  const filter = filterOf(s, query);
  if (!filter || plan?.words.length === 0) return null;
  return plan ? withWords(filter, matchMarks(s.words, plan, targetPositionsOf(s)).marks, plan) : filter;
}

/**
 * The products a category or type a search word names, as textCondition's equality tests them:
 * found once per copy, then visited directly, where a test of every product for every such word
 * took a tenth of the search mix's time.
 */
function targetPositionsOf(s: Snapshot): TargetPositions {
  return (target) => {
    const key = 'category' in target ? `category ${target.category}` : `${target.field} ${target.value}`;
    let positions = s.targets.get(key);
    if (positions === undefined) {
      positions = findTarget(s, target);
      s.targets.set(key, positions);
    }
    return positions;
  };
}

function findTarget(s: Snapshot, target: WordTarget): Int32Array | null {
  const test = targetTest(s, target);
  if (!test) return null;
  let n = 0;
  for (let i = 0; i < s.count; i++) if (test(i)) n++;
  const positions = new Int32Array(n);
  for (let i = 0, m = 0; i < s.count; i++) if (test(i)) positions[m++] = i;
  return positions;
}

/** Whether product i is in the category or type `target` names; null when it names none. */
function targetTest(s: Snapshot, target: WordTarget): ((i: number) => boolean) | null {
  if ('category' in target) {
    const code = CATEGORY_CODES.get(target.category);
    return code === undefined ? null : (i) => s.category[i] === code;
  }
  const { codes, of } = s.types[target.field];
  const code = codes.find(target.value);
  return code === undefined ? null : (i) => of[i] === code;
}

/**
 * A listing's filters over the copy, as `passes` tests a product against them. A walk tests up to
 * every product of a category, on the thread that answers: one object of one shape for every
 * listing lets V8 inline the one test into each walk. With a closure per filter, and one more to
 * run them all (a call per filter per product), the listing mix's pages took 140 µs each in one
 * process, against 78 µs this way; under load the walk was a sixth of the API's time.
 */
interface Filter {
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
function passes(f: Filter, i: number): boolean {
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
const withWords = (f: Filter, marks: Uint8Array, plan: SearchPlan): Filter => ({
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
function filterOf(s: Snapshot, query: ProductFacetsQuery): Filter | null {
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

export interface IndexedPage {
  /** The list version the page was worked out at. */
  version: string;
  /** The page's product ids, in order. */
  ids: string[];
  /** Their families' variant counts (JSON text, null without a family), at `version`. */
  variantCounts: (string | null)[];
  /** How many products match, counted up to countLimit(page, limit), as the database counts. */
  counted: number;
}

/**
 * Walks the sort's order (backwards for a descending sort), keeping the page and counting on;
 * "Best match" ranks every match instead (relevancePageOf).
 */
function pageOf(s: Snapshot, query: ProductListQuery, plan: SearchPlan | undefined): IndexedPage {
  const filter = filterOf(s, query);
  if (!filter || plan?.words.length === 0) return indexedPage(s, [], 0);
  const found = plan && matchMarks(s.words, plan, targetPositionsOf(s));
  if (found && query.sort === 'relevance') return relevancePageOf(s, query, plan!, found.matches, filter);
  const test = found ? withWords(filter, found.marks, plan!) : filter;
  const [key] = sortKeysOf(query.sort);
  const column = key!.column.name as OrderColumn;
  const order = s.orders[column].get(query.category ?? 'all')!;
  const descending = key!.direction === 'desc';
  const from = (query.page - 1) * query.limit;
  const to = from + query.limit;
  const stop = countLimit(query.page, query.limit);
  // The category's products within the price bounds (all of them without bounds), by price.
  const byPrice = s.orders.price.get(query.category ?? 'all')!;
  const [low, high] = priceSpan(s, byPrice, query);
  const priced = byPrice.subarray(low, high);
  const candidates = found ? [found.matches] : candidatesOf(s, query, priced);
  const ranked = () => {
    const page = rankedPageOf(s, query, candidates!, test, column, descending);
    return indexedPage(s, page.positions, Math.min(page.matched, stop));
  };
  const size = candidates ? sizeOf(candidates) : Number.POSITIVE_INFINITY;
  const rankCost = RANK_COST * size;
  if (rankCost * size <= to * order.length) return ranked();
  // In the price order, the products a price filter lets through lie next to one another.
  const [first, end] = column === 'price' ? [low, high] : [0, order.length];
  // The walk gives up once it has cost what ranking the candidates would: where the matches lie at
  // the far end of the order (a brand's names all begin with it) or there are none, it would read
  // the whole order, 90 000 products for "Xiaomi" by name.
  const last = Math.min(end, first + rankCost);
  const positions: number[] = [];
  let passed = 0;
  let k = first;
  for (; k < last && passed < to; k++) {
    const i = order[descending ? first + end - 1 - k : k]!;
    if (!passes(test, i)) continue;
    if (passed >= from) positions.push(i);
    passed++;
  }
  if (passed < to && k < end) return ranked();
  // Short of the page's end, the walk has seen every match.
  const counted = passed < to ? passed : countOf(s, query, test, candidates, priced, stop);
  return indexedPage(s, positions, counted);
}

/** Whether `f` lets every product through but for its price bounds. */
const onlyPriced = (f: Filter) =>
  f.marks === null &&
  f.brands === null &&
  f.typeOf === null &&
  f.stock === 0 &&
  f.discounted === 0 &&
  f.flagMask === 0 &&
  f.specs.length === 0;

/**
 * How many products in the query's category pass `test`, up to `stop`: those `priced` (the
 * category's within its price bounds) when it has no other filter, else over the candidates (a
 * brand's, a type's, a specification value's products, the prices within the bounds, or a search's
 * matches), else over the category. The page's walk stops at the page's end: counting on
 * along the sort's order tested every product up to the thousandth match, 10 000 tests for a
 * filter that keeps one product in ten, where the page needs as many as its end.
 */
function countOf(
  s: Snapshot,
  query: ProductListQuery,
  test: Filter,
  candidates: readonly Int32Array[] | undefined,
  priced: Int32Array,
  stop: number,
): number {
  if (onlyPriced(test)) return Math.min(priced.length, stop);
  const takes = FILTER_CODES_OF.get(query.category ?? 'all');
  let counted = 0;
  // Without candidates there are no price bounds either: `priced` is the whole category.
  for (const list of candidates ?? [priced])
    for (let n = 0; n < list.length && counted < stop; n++) {
      const i = list[n]!;
      if ((takes === undefined || takes[s.category[i]!] === 1) && passes(test, i)) counted++;
    }
  return counted;
}

/** Where in `order` (ascending by price) the prices within the query's bounds begin and end. */
function priceSpan(s: Snapshot, order: Int32Array, query: ProductListQuery): [number, number] {
  const firstNotBelow = (bound: number, inclusive: boolean) => {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const price = s.price[order[middle]!]!;
      if (price < bound || (!inclusive && price === bound)) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return [
    query.priceMin === undefined ? 0 : firstNotBelow(Number(query.priceMin), true),
    query.priceMax === undefined ? order.length : firstNotBelow(Number(query.priceMax), false),
  ];
}

/**
 * The products that can pass the query's brand, type, specification or price filter, from
 * whichever of them names fewest; undefined without any. Lists of positions that no product is in
 * twice: a brand's (a product has one), a type's, one specification value's (where two values of
 * one filter could both be a product's), or the category's prices within the bounds.
 */
function candidatesOf(s: Snapshot, query: ProductListQuery, priced: Int32Array): Int32Array[] | undefined {
  const sources: Int32Array[][] = [];
  if (query.priceMin !== undefined || query.priceMax !== undefined) sources.push([priced]);
  const brands = (query.brand ?? []).flatMap((brand) => {
    const code = s.brands.find(brand);
    return code === undefined ? [] : [groupOf(s.byBrand, code)];
  });
  if (brands.length > 0) sources.push(brands);
  const field = query.productType ? typeFieldFor(query.productType, query.category) : null;
  const type = field ? s.types[field].codes.find(query.productType!) : undefined;
  if (field && type !== undefined) sources.push([groupOf(s.types[field].byCode, type)]);
  for (const chosen of groupSpecTokens(query.spec ?? []).values()) {
    const token = chosen.length === 1 ? s.specs.find(chosen[0]!) : undefined;
    if (token !== undefined) sources.push([groupOf(s.bySpec, token)]);
  }
  let fewest: Int32Array[] | undefined;
  for (const lists of sources) if (!fewest || sizeOf(lists) < sizeOf(fewest)) fewest = lists;
  return fewest;
}

const sizeOf = (lists: readonly Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);

/**
 * What ranking the candidates costs, in tests of a walk per candidate: sorting thousands of places
 * costs a few times what a walk's test of as many products does (8 000 took 475 µs on the
 * reference machine). A walk stops at the page's end, which it can expect after
 * `to * order length / matches` products, and the matches are at most the candidates; when that
 * costs more, the candidates are ranked instead (pageOf).
 */
const RANK_COST = 4;

/**
 * The page of the candidates that pass `test` in the category, by their places in the order of
 * `column`, and how many passed: where a brand or a type, or a search's words, leave few products,
 * sorting those few is cheaper than walking a category's order past all the others.
 */
function rankedPageOf(
  s: Snapshot,
  query: ProductListQuery,
  candidates: readonly Int32Array[],
  test: Filter,
  column: OrderColumn,
  descending: boolean,
): { positions: number[]; matched: number } {
  const takes = FILTER_CODES_OF.get(query.category ?? 'all');
  const rank = s.ranks[column];
  const places = s.words.scratch.positions;
  let matched = 0;
  for (const list of candidates)
    for (let n = 0; n < list.length; n++) {
      const i = list[n]!;
      if ((takes === undefined || takes[s.category[i]!] === 1) && passes(test, i))
        places[matched++] = rank[i]!;
    }
  const sorted = places.subarray(0, matched).sort();
  const all = s.orders[column].get('all')!;
  const from = (query.page - 1) * query.limit;
  const positions: number[] = [];
  for (let k = from; k < Math.min(from + query.limit, matched); k++)
    positions.push(all[sorted[descending ? matched - 1 - k : k]!]!);
  return { positions, matched };
}

/**
 * "Best match" as relevancePageSql orders it: score, then in stock, units sold, views and id (the
 * last two the views order). Every match is ranked, where the database ranks only the first
 * countLimit its index yields (product-list.ts says why); the count stops at the same limit.
 */
function relevancePageOf(
  s: Snapshot,
  query: ProductListQuery,
  plan: SearchPlan,
  matches: Int32Array,
  filter: Filter,
): IndexedPage {
  const takes = FILTER_CODES_OF.get(query.category ?? 'all');
  const { scratch } = s.words;
  let matched = 0;
  for (let n = 0; n < matches.length; n++) {
    const i = matches[n]!;
    if ((takes === undefined || takes[s.category[i]!] === 1) && passes(filter, i))
      scratch.positions[matched++] = i;
  }
  const positions = scratch.positions.subarray(0, matched);
  const score = scores(s.words, plan, positions, {
    named: (targets) => {
      const tests = targets.map((target) => targetTest(s, target)).filter((t) => t !== null);
      return (i) => tests.some((t) => t(i));
    },
    brandIs: (word) => {
      const codes = new Set(s.brandLower.flatMap((lower, code) => (lower === word ? [code] : [])));
      return (i) => codes.has(s.brand[i]!);
    },
  });
  const keys = scratch.keys.subarray(0, matched);
  positions.forEach((i, k) => {
    const inStock = s.quantity[i]! > 0 ? 1 : 0;
    keys[k] = ((score[k]! * 2 + inStock) * RANKS + s.soldRank[i]!) * RANKS + s.ranks.views[i]!;
  });
  const byViews = s.orders.views.get('all')!;
  const from = (query.page - 1) * query.limit;
  const best = largest(keys, from + query.limit);
  const page: number[] = [];
  for (let k = from; k < best.length; k++) page.push(byViews[best[k]! % RANKS]!);
  return indexedPage(s, page, Math.min(positions.length, countLimit(query.page, query.limit)));
}

/**
 * The filter panels' counts from the copy, as productFacets (product-facets.ts) counts them: the
 * results without the brand, type and specification filters, at most FACET_BOUND + 1 of them (the
 * first in name order; the database takes whichever its index yields), each facet counted over
 * the ones that pass the other facets' filters.
 */
function facetsOf(s: Snapshot, query: ProductFacetsQuery, plan: SearchPlan | undefined): ProductFacets {
  const { brand, productType, spec, ...others } = query;
  const test = testOf(s, others, plan);
  const page = query.category ? categoryPageOf(query.category) : undefined;
  const brandCodes = new Set((brand ?? []).map((b) => s.brands.find(b)));
  const typeField = productType ? typeFieldFor(productType, query.category) : undefined;
  const typeCode = typeField ? s.types[typeField].codes.find(productType!) : undefined;
  const pageTypes = page ? s.types[page.typeField] : undefined;
  const facetKeys: readonly SpecFilterKey[] = page ? SPEC_FILTERS_BY_PAGE[page.key] : [];
  // Per specification value (its code): which chosen filter it is one of (chosenIn), which
  // filter its key is (groupOf, -1 for a key nobody chose), and whether the page counts it.
  const groups = [...groupSpecTokens(spec ?? []).entries()];
  const specCount = s.specs.values.length;
  const chosenIn = new Int16Array(specCount).fill(-1);
  const groupOf = new Int16Array(specCount).fill(-1);
  const onPage = new Uint8Array(specCount);
  for (let code = 1; code < specCount; code++) {
    const key = s.specs.values[code]!.slice(0, s.specs.values[code]!.indexOf(':')) as SpecFilterKey;
    groupOf[code] = groups.findIndex(([k]) => k === key);
    onPage[code] = facetKeys.includes(key) ? 1 : 0;
  }
  groups.forEach(([, tokens], g) => {
    for (const token of tokens) {
      const code = s.specs.find(token);
      if (code !== undefined) chosenIn[code] = g;
    }
  });
  const brands = new Int32Array(s.brands.values.length);
  const types = new Int32Array(pageTypes?.codes.values.length ?? 0);
  const specs = new Int32Array(specCount);
  const passed = new Uint8Array(groups.length);
  let read = 0;
  let counted = 0;
  const order = s.orders.name.get(query.category ?? 'all')!;
  for (let k = 0; test && k < order.length && read <= FACET_BOUND; k++) {
    const i = order[k]!;
    if (!passes(test, i)) continue;
    read++;
    const brandChosen = !brand?.length || brandCodes.has(s.brand[i]!);
    const typeChosen = !productType || (typeField !== null && s.types[typeField!].of[i] === typeCode);
    const from = s.specStart[i]!;
    const to = s.specStart[i + 1]!;
    passed.fill(0);
    for (let t = from; t < to; t++) {
      const g = chosenIn[s.specCodes[t]!]!;
      if (g >= 0) passed[g] = 1;
    }
    // The chosen specification filter the product fails: none (-1), one (whose own values it is
    // still counted for), or more (-2).
    let failed = -1;
    for (let g = 0; g < groups.length && failed !== -2; g++) if (!passed[g]) failed = failed === -1 ? g : -2;
    if (brandChosen && typeChosen && failed === -1) counted++;
    if (typeChosen && failed === -1) brands[s.brand[i]!]!++;
    const type = pageTypes ? pageTypes.of[i]! : 0;
    if (brandChosen && failed === -1 && type !== 0) types[type]!++;
    if (brandChosen && typeChosen && failed !== -2)
      for (let t = from; t < to; t++) {
        const code = s.specCodes[t]!;
        if (onPage[code] && (failed === -1 || failed === groupOf[code])) specs[code]!++;
      }
  }
  const named = (counts: Int32Array, codes: Codes): [string, number][] => {
    const found: [string, number][] = [];
    counts.forEach((n, code) => {
      if (n > 0) found.push([codes.values[code]!, n]);
    });
    return found;
  };
  const byCount = (order: Map<string, number>) => (a: [string, number], b: [string, number]) =>
    b[1] - a[1] || order.get(a[0])! - order.get(b[0])!;
  return {
    brands: named(brands, s.brands)
      .sort(byCount(s.textOrder.brand))
      .map(([name, count]) => ({ name, count })),
    types:
      page && pageTypes
        ? named(types, pageTypes.codes)
            .sort(byCount(s.textOrder[page.typeField]))
            .map(([id, count]) => ({ id, count }))
        : [],
    specs: specFacetsOf(
      named(specs, s.specs).map(([token, count]) => ({ token, count })),
      facetKeys,
    ),
    counted,
    exact: read <= FACET_BOUND,
  };
}

/**
 * The dealers whose lower-cased name contains a word, in name order, and the most viewed products
 * having every word, as suggest's statements find them.
 */
function suggestionsOf(s: Snapshot, terms: SuggestionTerms): { brands: string[]; page: IndexedPage } {
  const brands = s.dealers
    .filter((d) => terms.words.some((w) => d.lower.includes(w)))
    .slice(0, LIMITS.suggestBrands)
    .map((d) => d.name);
  const positions: number[] = [];
  if (terms.words.length > 0 && terms.plan.words.length > 0) {
    const { marks, matches } = matchMarks(s.words, terms.plan, targetPositionsOf(s));
    const wanted = terms.plan.words.length;
    const byViews = s.orders.views.get('all')!;
    // Walking the views order finds the first matches after count / matches products, at most
    // all of them for a rare word: fewer matches than that are ranked by their places instead.
    if (matches.length ** 2 <= LIMITS.suggestProducts * s.count) {
      const places = s.words.scratch.keys.subarray(0, matches.length);
      for (let n = 0; n < matches.length; n++) places[n] = s.ranks.views[matches[n]!]!;
      for (const place of largest(places, LIMITS.suggestProducts)) positions.push(byViews[place]!);
    } else
      for (let k = byViews.length - 1; k >= 0 && positions.length < LIMITS.suggestProducts; k--)
        if (marks[byViews[k]!] === wanted) positions.push(byViews[k]!);
  }
  return { brands, page: indexedPage(s, positions, positions.length) };
}

export interface ListingIndexOptions {
  /**
   * How old the views order should be: views are written in batches this far apart anyway. It is
   * read again at half this age, and answers until VIEWS_STALE_LIMIT times this age.
   */
  viewsMaxAgeMs: number;
  /** When this process last wrote views (the view counter), so its own writes show at once. */
  viewsWrittenAt?: () => number;
  /** Told when a read fails; the next listing tries again, at most once a second. */
  onError?: (error: unknown) => void;
  now?: () => number;
  /** Products per read of the columns (CHUNK). */
  chunk?: number;
  /** The most products the copy keeps (MAX_PRODUCTS). */
  maxProducts?: number;
  /** The most distinct values of a text column the copy keeps (MAX_CODES). */
  maxCodes?: number;
}

const RETRY_AFTER_MS = 1_000;
/**
 * The views order answers until it is this many times as old as views wait. Its reads are spaced
 * like the copy's, and under load one took long enough that the next came after the order had gone
 * stale: meanwhile every "Best match" search went to the database, which cost it more than the read
 * (bench/RESULTS.md, eighth run). A popularity order half a minute old still ranks as shoppers expect.
 */
const VIEWS_STALE_LIMIT = 6;
/**
 * The most products the copy keeps, about 60 MB of a process whose old generation `npm start` caps
 * at 512 MB (README). A larger catalog lists from the database, and is counted again this often.
 */
const MAX_PRODUCTS = 250_000;
const TOO_LARGE_RETRY_MS = 10 * 60_000;
/**
 * Codes are kept in 16 bits: a catalog with more distinct brands, types or specification values
 * lists from the database rather than mistake one value for another.
 */
const MAX_CODES = 0xffff;
/** Reads of the copy take at most a fifth of the time: the next starts four of its durations after one ends. */
const READ_SPACING = 4;

/**
 * The listing columns and words of the catalog at one list version, read again in the background
 * when the version moves (catalog-cache.ts says what moves it) and, for the views order and units
 * sold, when half as old as views wait to be written. A page worked out here is only answered
 * when its products, read by id, come with the same version (ListingIndex.products); otherwise the
 * listing is read from the database as before, so an answer never comes from older data than the
 * database's, and no shopper waits for the copy.
 */
export class ListingIndex {
  private snapshot: Snapshot | undefined;
  /** Whether a copy was ever read, or the catalog found too large to keep (see `loaded`). */
  private everRead = false;
  /** Set when the copy must be read whole again (a change it cannot apply in place), until it is. */
  private behind = false;
  /** The latest list version the database was seen at (or told of), as a number. */
  private latest = 0;
  /** The changes being applied (catchUp), while they are. */
  private applying: Promise<void> | undefined;
  private reading: Promise<void> | undefined;
  /** Reads start no sooner (Date.now()): a second after one failed, and spaced by how long one takes. */
  private nextReadAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly pageReads: ReadBatcher<readonly string[], PageRead>;

  constructor(
    private readonly db: Database,
    private readonly options: ListingIndexOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.pageReads = new ReadBatcher((pages) => readPages(db, pages), PAGE_READS_RUNNING);
  }

  /** The list version of the copy; undefined until it is first read. */
  get version(): string | undefined {
    return this.snapshot?.version;
  }

  /**
   * The page of `query` (with `plan`, the plan of its words, if it has any) from the copy, or
   * undefined when the database must answer: when the copy is not at `version`, the list version
   * just read from the database, it is read again.
   */
  page(query: ProductListQuery, version: string, plan?: SearchPlan): IndexedPage | undefined {
    if (!answerable(query, plan)) return undefined;
    this.seen(version);
    const s = this.snapshot;
    if (!s || this.behind || Number(s.version) < Number(version)) return undefined;
    const relevance = plan !== undefined && query.sort === 'relevance';
    if ((relevance || sortKeysOf(query.sort)[0]!.column === productStats.views) && !this.viewsFresh(s))
      return undefined;
    if (relevance && !rankableInMemory(s.words, plan)) return undefined;
    return pageOf(s, query, plan);
  }

  /**
   * The search box's brands and products (product-queries.ts suggest) from the copy, when it is
   * at `version`; otherwise undefined (and the copy is read again).
   */
  suggestions(terms: SuggestionTerms, version: string): { brands: string[]; page: IndexedPage } | undefined {
    this.seen(version);
    const s = this.snapshot;
    if (!s || this.behind || Number(s.version) < Number(version)) return undefined;
    return this.viewsFresh(s) ? suggestionsOf(s, terms) : undefined;
  }

  /**
   * The plan of a search's words (search-plan.ts), the words nearest misspelt ones found in the
   * copy too; the database is asked only while there is no copy, or its vocabulary is too large.
   */
  searchPlan(text: string): Promise<SearchPlan> {
    const words = this.snapshot?.words;
    return planSearch(this.db, text, words && ((word) => lookUpWord(words, word)));
  }

  /**
   * The products of `page` as one JSON array in its order, in pieces, or undefined when the
   * database is no longer at the page's version (the copy is then read again).
   */
  async products(page: IndexedPage): Promise<readonly string[] | undefined> {
    const { version, rows } = await this.pageReads.read(page.ids);
    if (version !== page.version) {
      this.seen(version);
      return undefined;
    }
    return keptJsonPieces(rows.map((row) => ({ ...row, variantCounts: page.variantCounts[row.at] ?? null })));
  }

  /**
   * The filter panels' counts of `query` (with `plan`, the plan of its words, if it has any) from
   * the copy, when it is at `version`, the list version just read from the database; otherwise
   * undefined (and the copy is read again).
   */
  facets(query: ProductFacetsQuery, version: string, plan?: SearchPlan): ProductFacets | undefined {
    if (!answerable(query, plan)) return undefined;
    this.seen(version);
    const s = this.snapshot;
    // A copy at a later version than the one read is no older than the database either.
    return s && !this.behind && Number(s.version) >= Number(version) ? facetsOf(s, query, plan) : undefined;
  }

  /**
   * Tells the copy the list version the database was just seen at (or that a notification named):
   * at a later one than the copy's, the products written since are applied in the background.
   */
  seen(version: string): void {
    const seen = Number(version);
    if (seen > this.latest) this.latest = seen;
    if (!this.snapshot || this.behind) this.read(() => this.readAll());
    else if (Number(this.snapshot.version) < this.latest) void this.catchUp();
  }

  /** Whether the database was seen at a later version than the copy's, whose changes it applies. */
  get catchingUp(): boolean {
    const s = this.snapshot;
    return s !== undefined && !this.behind && Number(s.version) < this.latest;
  }

  /**
   * Applies the changes written up to the latest version seen (and `version`, if given), waiting
   * for them: true when the copy is then at least at that version. A copy being read whole is not
   * waited for (seconds): false, and the database answers meanwhile.
   */
  async caughtUp(version?: string): Promise<boolean> {
    if (version !== undefined) this.seen(version);
    await this.applying;
    const s = this.snapshot;
    return s !== undefined && !this.behind && Number(s.version) >= this.latest;
  }

  /**
   * Applies the products written since the copy's version, one read of the change log after
   * another until the copy is at the latest version seen; a change that reshapes the copy, or a log
   * that no longer reaches back to it, has the copy read whole instead.
   */
  private catchUp(): Promise<void> {
    this.applying ??= (async () => {
      try {
        for (let s = this.snapshot; s && !this.behind && Number(s.version) < this.latest; s = this.snapshot) {
          const applied = await this.applyWritten(s);
          if (applied === 'whole') {
            this.behind = true;
            this.read(() => this.readAll());
          }
          if (applied !== 'applied') return;
        }
      } catch (error) {
        this.options.onError?.(error);
        // Read whole instead, retried a second apart while the database is away.
        this.behind = true;
        this.read(() => this.readAll());
      } finally {
        this.applying = undefined;
      }
    })();
    return this.applying;
  }

  /** One read of the change log after `s`'s version, applied in place when it can be. */
  private async applyWritten(s: Snapshot): Promise<'applied' | 'whole' | 'none'> {
    const rows = await runPreparedOn(this.db)(changesStatement.statement, [s.version]);
    const version = String(rows[0]?.version);
    // Read whole meanwhile, or nothing newer: a later notification or listing starts again.
    if (this.snapshot !== s || this.behind || Number(version) <= Number(s.version)) return 'none';
    if (rows[0]?.kept !== true) return 'whole';
    const changes: Change[] = [];
    for (const row of rows) {
      // A dealer, a truncate (no product), a product added, removed, renamed, moved.
      if (row.reshaped === true || row.deleted === true) return 'whole';
      if (row.id == null) continue;
      if (row.deleted !== false) return 'whole';
      changes.push({
        id: String(row.id),
        price: Number(row.price),
        quantity: Number(row.quantity),
        discountPercent: Number(row.discountPercent),
        flags: (row.used ? USED : 0) | (row.isNew ? NEW : 0) | (row.isExclusive ? EXCLUSIVE : 0),
      });
    }
    if (!applyChanges(s, changes)) return 'whole';
    s.version = version;
    return 'applied';
  }

  /**
   * Whether the copy has been read since the process started (readiness waits for it): once read,
   * later reads after catalog changes happen in the background while the database answers. A
   * catalog too large to keep counts as loaded, since it is listed from the database by design.
   */
  get loaded(): boolean {
    return this.everRead;
  }

  /** Starts reading the copy in the background if none was ever read (a start that could not read it). */
  load(): void {
    if (!this.everRead) this.read(() => this.readAll());
  }

  /** Reads the whole copy now (tests, and a server that wants it before its first listing). */
  async ready(): Promise<void> {
    await this.reading;
    await this.readAll();
  }

  /**
   * Whether the views order may be used: not once this process has written views since it was read,
   * nor once VIEWS_STALE_LIMIT times as old as views wait. It is read again in the background when
   * half as old as they wait: read only once stale, every answer that walks it went to the database
   * while it was read (a tenth of a second or more under load).
   */
  private viewsFresh(s: Snapshot): boolean {
    const age = this.now() - s.viewsReadAt;
    const written = s.viewsReadAt <= (this.options.viewsWrittenAt?.() ?? 0);
    if (written || age >= this.options.viewsMaxAgeMs / 2) this.read(() => this.readViews(s));
    return !written && age < this.options.viewsMaxAgeMs * VIEWS_STALE_LIMIT;
  }

  private read(how: () => Promise<void>): void {
    const started = this.now();
    if (this.reading || started < this.nextReadAt) return;
    this.reading = how()
      .catch((error: unknown) => {
        this.nextReadAt = Math.max(this.nextReadAt, this.now() + RETRY_AFTER_MS);
        this.options.onError?.(error);
      })
      .finally(() => {
        this.reading = undefined;
        // A catalog written faster than the copy can be read leaves listings on the database for
        // a while, rather than spend most of a core reading copies nobody gets to use.
        this.nextReadAt = Math.max(this.nextReadAt, this.now() + (this.now() - started) * READ_SPACING);
      });
  }

  private async readAll(): Promise<void> {
    // A copy read again is behind the database and answers nothing: let it go first, so that two
    // copies (about 30 MB each at 100 000 products) never share the process's memory.
    this.snapshot = undefined;
    const readAt = this.now();
    const chunk = this.options.chunk ?? CHUNK;
    // On a connection of its own: through the pool, each chunk waited behind the listings asked
    // meanwhile, and a server started under load read its copy for 8 s, answering from the
    // database all the while. In one snapshot of the database where it has connections to hold
    // (PostgreSQL): a catalog written every second (stock, prices) would otherwise abandon every
    // read of 1-2 s; what was written since is applied afterwards (catchUp).
    const read = await preparedSessionOn(this.db)(
      async (runOnOne) => {
        const [views] = await runOnOne(viewsStatement.statement, []);
        const version = String(views?.version);
        const count = Number(views?.count ?? 0);
        if (count > (this.options.maxProducts ?? MAX_PRODUCTS)) return { version, count };
        const [texts] = await runOnOne(textOrderStatement.statement, []);
        if (String(texts?.version) !== version) return undefined;
        const wideWordChars = texts?.wideWordChars === true;
        const columns = new ColumnsReader(count, wordCharTest(wideWordChars));
        // The keyset of the last row read: the next chunk starts after it.
        let after: [unknown, unknown] | undefined;
        for (;;) {
          const rows = after
            ? await runOnOne(NEXT_COLUMNS.statement, [...after, chunk])
            : await runOnOne(FIRST_COLUMNS.statement, [chunk]);
          // Written while the copy was being read (PGlite): the next listing reads it again.
          if (rows.some((row) => String(row.version) !== version)) return undefined;
          for (const row of rows) if (!columns.add(row)) return undefined;
          if (rows.length < chunk)
            return columns.length === count
              ? { version, count, views, texts, wideWordChars, columns }
              : undefined;
          after = [rows.at(-1)!.name, rows.at(-1)!.id];
        }
      },
      { oneSnapshot: true },
    );
    if (!read) return;
    const { version, count, views, texts, wideWordChars, columns } = read;
    if (!columns) {
      // Kept under the process's memory cap: a catalog this large lists from the database.
      this.nextReadAt = this.now() + TOO_LARGE_RETRY_MS;
      this.everRead = true;
      throw new Error(`${count} products are more than the listing index keeps`);
    }
    const rank = (values: unknown) => new Map(((values as string[] | null) ?? []).map((v, i) => [v, i]));
    const textOrder = Object.fromEntries(
      (['brand', ...TYPE_FIELDS] as const).map((field) => [field, rank(texts?.[field])]),
    ) as Snapshot['textOrder'];
    const inDatabaseOrder = (texts?.known as string[] | null) ?? [];
    const known = [...inDatabaseOrder].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const ranked =
      inDatabaseOrder.length > MAX_RANKED_WORDS ? undefined : new RankedWords(inDatabaseOrder, wideWordChars);
    this.snapshot = columns.snapshot(
      version,
      viewsReadOf(views, readAt),
      this.options.maxCodes ?? MAX_CODES,
      textOrder,
      { known, ranked, wideWordChars },
      ((texts?.dealers as string[] | null) ?? []).map((name, i) => ({
        name,
        lower: (texts?.dealersLower as string[] | undefined)?.[i] ?? name,
      })),
    );
    this.behind = false;
    this.everRead = true;
    // Written while it was read: those products are applied now.
    this.seen(version);
  }

  /**
   * A notification that the list version moved (drizzle/0029 sends the version on the channel
   * `product_changes`): the products written are applied before a listing asks.
   */
  notified(payload: string): void {
    if (this.snapshot && /^\d+$/.test(payload)) this.seen(payload);
  }

  private async readViews(s: Snapshot): Promise<void> {
    const readAt = this.now();
    const [views] = await runPreparedOn(this.db)(viewsStatement.statement, []);
    // At another version, the same products are still in the same places unless one was reshaped
    // (or added or removed), and then the copy is read whole before it answers again.
    if (this.snapshot !== s || Number(views?.count) !== s.count) {
      if (this.snapshot === s) this.seen(String(views?.version));
      return;
    }
    if (String(views?.version) !== s.version) this.seen(String(views?.version));
    // No view or sale since the last read: the order stands. Sorting every product again, twice,
    // held every request on this thread for tens of milliseconds each time views are due.
    if (String(views?.viewsAndSold ?? '') === s.viewsText) {
      s.viewsReadAt = readAt;
      return;
    }
    setViews(s, viewsReadOf(views, readAt));
  }
}
