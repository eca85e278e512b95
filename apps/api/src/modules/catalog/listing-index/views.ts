import { sql } from 'drizzle-orm';
import type { RawRow } from '../../../db/client.js';
import { productStats, products } from '../../../db/schema.js';
import { listVersionSql } from '../catalog-cache.js';
import { statementTemplate } from '../product-json.js';
import type { Snapshot } from './columns.js';
import { setOrders } from './orders.js';

// The views order and units sold, which move without the list version and are read again as
// views are written (decision 0016).

/**
 * Each live product's views and units sold, which move without the list version, read again as
 * views are written: in id order, which the copy maps to positions (Snapshot.byId), so the
 * database sorts nothing but uuids: the live ids' index (drizzle/0031) joined to product_stats,
 * where views and units sold are kept apart from the product row (decision 0029). Sorting by name
 * there, or reading the whole table, cost it several times as much of its CPU every time the views
 * are due. They come as text ("views,sold,views,sold…")
 * read straight into typed arrays (intsOf): as arrays, the driver made a string and a number of
 * each of 200 000 values.
 */
export const viewsStatement = statementTemplate(
  sql`select ${listVersionSql} as "version", count(*)::int as "count",
      coalesce(string_agg(${productStats.views}::text || ',' || ${productStats.sold}::text, ',' order by ${products.id}), '') as "viewsAndSold"
    from ${products} join ${productStats} on ${productStats.productId} = ${products.id} where ${products.deletedAt} is null`,
  { named: false },
);

/** Each product's views and units sold, in id order (viewsStatement), and when they were read. */
export interface ViewsRead {
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

export function viewsReadOf(row: RawRow | undefined, readAt: number): ViewsRead {
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
export const RANKS = 2 ** 18;

/**
 * Id ranks (indexes into `values`) ascending by (value, id rank), sorted as plain numbers: each key
 * is value * RANKS + id rank, exact below 2^53 (values are int4), so no comparator is called.
 */
function idRanksBy(values: Int32Array): Float64Array {
  const keys = new Float64Array(values.length);
  for (let r = 0; r < values.length; r++) keys[r] = values[r]! * RANKS + r;
  return keys.sort();
}

/**
 * The views order, each product's place in it, the rank of its units sold (equal sales, equal
 * rank), and both counts of each product for its JSON.
 */
export function setViews(snapshot: Snapshot, views: ViewsRead): void {
  for (let r = 0; r < views.views.length; r++) {
    const i = snapshot.byId[r]!;
    snapshot.views[i] = views.views[r]!;
    snapshot.sold[i] = views.sold[r]!;
  }
  const order = new Int32Array(snapshot.count);
  const byViews = idRanksBy(views.views);
  for (let k = 0; k < byViews.length; k++) {
    const i = snapshot.byId[byViews[k]! % RANKS]!;
    order[k] = i;
  }
  setOrders(snapshot, 'views', order);
  const bySold = idRanksBy(views.sold);
  for (let k = 0, rank = 0; k < bySold.length; k++) {
    const r = bySold[k]! % RANKS;
    if (k > 0 && views.sold[r] !== views.sold[bySold[k - 1]! % RANKS]) rank++;
    snapshot.soldRank[snapshot.byId[r]!] = rank;
  }
  snapshot.viewsReadAt = views.readAt;
  snapshot.viewsText = views.text;
}
