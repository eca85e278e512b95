import { sql } from 'drizzle-orm';
import { products } from '../../../db/schema.js';
import { statementTemplate } from '../product-json.js';
import { positionOf, type Snapshot } from './columns.js';
import { moveInOrder } from './orders.js';

// Products written since the copy's version, applied in place (decision 0025).

/**
 * The products written after the version the copy has applied (product_changes, drizzle/0029), one
 * row each with what the copy keeps of it in place, and the database's version; one row with no
 * product when nothing was written. `kept` says whether the log still holds the first version
 * after the copy's: it keeps the last 10 000, and a copy further behind is read whole.
 */
export const changesStatement = statementTemplate(
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
export interface Change {
  id: string;
  price: number;
  quantity: number;
  discountPercent: number;
  flags: number;
}

/**
 * Applies products written since the copy's version, none of them reshaped (a price, the stock, a
 * discount, a flag, or columns the copy does not keep): their columns are set, and their places in
 * the price and discount orders moved. False when one is not in the copy, which is then read whole.
 */
export function applyChanges(snapshot: Snapshot, changes: readonly Change[]): boolean {
  for (const change of changes) {
    const i = positionOf(snapshot, change.id);
    if (i < 0) return false;
    if (
      snapshot.price[i] !== change.price &&
      !moveInOrder(snapshot, 'price', snapshot.price, i, change.price)
    )
      return false;
    if (
      snapshot.discountPercent[i] !== change.discountPercent &&
      !moveInOrder(snapshot, 'discount_percent', snapshot.discountPercent, i, change.discountPercent)
    )
      return false;
    snapshot.quantity[i] = change.quantity;
    snapshot.flags[i] = change.flags;
  }
  return true;
}
