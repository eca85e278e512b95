import { CATEGORIES, type Category, categoriesForFilter } from '@kahraba/domain';
import { CATEGORY_CODES, type OrderColumn, type Snapshot } from './columns.js';

// The copy's sort orders: set when it is read, and kept in place as prices and discounts change.

/** Per category filter, which category codes it takes in (categoriesForFilter), as 1s by code. */
const FILTER_CODES = CATEGORIES.map((category): [Category, Uint8Array] => {
  const takes = new Uint8Array(CATEGORIES.length + 1);
  for (const c of categoriesForFilter(category)) takes[CATEGORY_CODES.get(c)!] = 1;
  return [category, takes];
});
/** 1 at the code of each category a category filter takes (all of them: no entry). */
export const FILTER_CODES_OF = new Map<Category | 'all', Uint8Array>(FILTER_CODES);

/**
 * The order of `column` over all products and over each category filter's products. Plain loops
 * over typed arrays: the views order is set again every 2.5 s on the thread that answers, and a
 * filter callback with a set lookup per product kept it from answering for tens of milliseconds.
 */
export function setOrders(snapshot: Snapshot, column: OrderColumn, all: Int32Array): void {
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
function placeIn(
  snapshot: Snapshot,
  order: Int32Array,
  end: number,
  key: ArrayLike<number>,
  i: number,
): number {
  const { idRank } = snapshot;
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
export function moveInOrder(
  snapshot: Snapshot,
  column: 'price' | 'discount_percent',
  key: Float64Array | Int32Array,
  i: number,
  value: number,
): boolean {
  const orders: [Category | 'all', Int32Array][] = [['all', snapshot.orders[column].get('all')!]];
  for (const [filter, takes] of FILTER_CODES)
    if (takes[snapshot.category[i]!] === 1) orders.push([filter, snapshot.orders[column].get(filter)!]);
  const from = orders.map(([, order]) => placeIn(snapshot, order, order.length, key, i));
  if (orders.some(([, order], k) => order[from[k]!] !== i)) return false;
  key[i] = value;
  const rank = snapshot.ranks[column];
  orders.forEach(([filter, order], k) => {
    const old = from[k]!;
    order.copyWithin(old, old + 1);
    const to = placeIn(snapshot, order, order.length - 1, key, i);
    order.copyWithin(to + 1, to, order.length - 1);
    order[to] = i;
    if (filter === 'all') for (let m = Math.min(old, to); m <= Math.max(old, to); m++) rank[order[m]!] = m;
  });
  return true;
}
