import { TYPE_FIELDS, type TypeField } from '@kahraba/domain';
import { sql } from 'drizzle-orm';
import { type Database, preparedSessionOn, type RawRow } from '../../../db/client.js';
import { dealers, productFamilies, products } from '../../../db/schema.js';
import { listVersionSql } from '../catalog-cache.js';
import { TYPE_COLUMNS } from '../product-filters.js';
import { statementTemplate } from '../product-json.js';
import { Int32Buffer, PostingsBuilder } from '../search-index/postings.js';
import {
  MAX_RANKED_WORDS,
  nameTokens,
  RankedWords,
  SearchScratch,
  type SearchWords,
  wordCharTest,
} from '../search-index/search-words.js';
import {
  CATEGORY_CODES,
  Codes,
  EXCLUSIVE,
  groupedBy,
  groupedByMany,
  NEW,
  ORDER_COLUMNS,
  type Snapshot,
  USED,
  UUID_LENGTH,
} from './columns.js';
import { setOrders } from './orders.js';
import { setViews, type ViewsRead, viewsReadOf, viewsStatement } from './views.js';

// Reading the whole copy from the database (decision 0016): its columns, a chunk at a time, the
// views order, and the texts in the database's order.

/**
 * How many products a read of the columns takes at a time. Its rows are the copy's only garbage,
 * and a chunk this small dies in the young generation (8 MB under `npm start`): larger chunks
 * outlived it, and raised the process's peak memory with every read of the copy.
 */
export const CHUNK = 1_000;

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
export const FIRST_COLUMNS = columnsStatement(false);
export const NEXT_COLUMNS = columnsStatement(true);

/**
 * Brands and type values in the database's text order (its collation, which JavaScript does not
 * have); the catalog's search words and the dealers (whom suggestions name), in that order too;
 * and whether its regular expressions take letters of every script for word characters (not
 * under the C locale).
 */
export const textOrderStatement = statementTemplate(
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
 * The copy's columns as they are read, chunk by chunk, straight into typed arrays sized for the
 * products counted when the read began. Gathered first in arrays of numbers and a string per id,
 * they outlived the young generation, to be copied at the end, and raised the idle server's peak
 * memory.
 */
export class ColumnsReader {
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
    for (const token of nameTokens(String(row.lowerName), this.isWordChar)) this.names.add(position, token);
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
    const snapshot: Snapshot = {
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
      views: new Int32Array(n),
      sold: new Int32Array(n),
      dealers,
      targets: new Map(),
    };
    const idRank = snapshot.idRank;
    byId.forEach((i, rank) => {
      idRank[i] = rank;
    });
    const sorted = (key: ArrayLike<number>) =>
      Int32Array.from({ length: n }, (_, i) => i).sort(
        (a, b) => key[a]! - key[b]! || idRank[a]! - idRank[b]!,
      );
    setOrders(
      snapshot,
      'name',
      Int32Array.from({ length: n }, (_, i) => i),
    );
    setOrders(snapshot, 'created_at', sorted(this.createdAt));
    setOrders(snapshot, 'price', sorted(snapshot.price));
    setOrders(snapshot, 'discount_percent', sorted(snapshot.discountPercent));
    setViews(snapshot, views);
    return snapshot;
  }
}

/**
 * The most products the copy keeps, about 60 MB of a process whose old generation `npm start` caps
 * at 512 MB (README). A larger catalog lists from the database (ListingIndex counts it again later).
 */
export const MAX_PRODUCTS = 250_000;
/**
 * Codes are kept in 16 bits: a catalog with more distinct brands, types or specification values
 * lists from the database rather than mistake one value for another.
 */
export const MAX_CODES = 0xffff;

/**
 * The whole copy, read from the database (decision 0016): undefined when products were written
 * in the middle of the read (PGlite) or more were added than counted; `tooLarge` with their count
 * when the catalog holds more than `maxProducts`.
 */
export async function readColumns(
  db: Database,
  limits: { readAt: number; chunk: number; maxProducts: number; maxCodes: number },
): Promise<Snapshot | { tooLarge: number } | undefined> {
  // On a connection of its own: through the pool, each chunk waited behind the listings asked
  // meanwhile, and a server started under load answered from the database for seconds. In one
  // snapshot of the database where it has connections to hold (PostgreSQL): a catalog written
  // every second (stock, prices) would otherwise abandon every read of the whole copy; what was
  // written since is applied afterwards (catchUp).
  const read = await preparedSessionOn(db)(
    async (runOnOne) => {
      const [views] = await runOnOne(viewsStatement.statement, []);
      const version = String(views?.version);
      const count = Number(views?.count ?? 0);
      if (count > limits.maxProducts) return { version, count };
      const [texts] = await runOnOne(textOrderStatement.statement, []);
      if (String(texts?.version) !== version) return undefined;
      const wideWordChars = texts?.wideWordChars === true;
      const columns = new ColumnsReader(count, wordCharTest(wideWordChars));
      // The keyset of the last row read: the next chunk starts after it.
      let after: [unknown, unknown] | undefined;
      for (;;) {
        const rows = after
          ? await runOnOne(NEXT_COLUMNS.statement, [...after, limits.chunk])
          : await runOnOne(FIRST_COLUMNS.statement, [limits.chunk]);
        // Written while the copy was being read (PGlite): the next listing reads it again.
        if (rows.some((row) => String(row.version) !== version)) return undefined;
        for (const row of rows) if (!columns.add(row)) return undefined;
        if (rows.length < limits.chunk)
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
  if (!columns) return { tooLarge: count };
  const rank = (values: unknown) => new Map(((values as string[] | null) ?? []).map((v, i) => [v, i]));
  const textOrder = Object.fromEntries(
    (['brand', ...TYPE_FIELDS] as const).map((field) => [field, rank(texts?.[field])]),
  ) as Snapshot['textOrder'];
  const inDatabaseOrder = (texts?.known as string[] | null) ?? [];
  const known = [...inDatabaseOrder].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ranked =
    inDatabaseOrder.length > MAX_RANKED_WORDS ? undefined : new RankedWords(inDatabaseOrder, wideWordChars);
  return columns.snapshot(
    version,
    viewsReadOf(views, limits.readAt),
    limits.maxCodes,
    textOrder,
    { known, ranked, wideWordChars },
    ((texts?.dealers as string[] | null) ?? []).map((name, i) => ({
      name,
      lower: (texts?.dealersLower as string[] | undefined)?.[i] ?? name,
    })),
  );
}
