import type { Product } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { productStats, type products } from '../../db/schema.js';
import { PRODUCT_FIELDS, type ProductRow, rowRatings } from './product-shape.js';

export { type ProductCounts, type ProductRow, productRowColumns } from './product-shape.js';

/** A row of `products` (as written, returned or locked) with its counts read. */
export async function withCounts(
  db: Database | Transaction,
  row: typeof products.$inferSelect,
): Promise<ProductRow> {
  const [counts] = await db
    .select({ views: productStats.views, sold: productStats.sold })
    .from(productStats)
    .where(eq(productStats.productId, row.id));
  // Every product has its row (drizzle/0031 adds it with the product).
  return { ...row, ...counts! };
}

/** The product's fields PRODUCT_FIELDS leaves out: none but the family's variantCounts. */
type FieldsLeftOut = Exclude<keyof Product, (typeof PRODUCT_FIELDS)[number]['key']>;
// Fails to compile when a field of the product schema is missing from PRODUCT_FIELDS. The
// optional price fields are never sent (salePrice, discountedPrice).
const everyFieldListed: FieldsLeftOut extends 'variantCounts' | 'salePrice' | 'discountedPrice'
  ? true
  : never = true;
void everyFieldListed;

/**
 * A product row as the API sends it (SPEC §3): the fields of PRODUCT_FIELDS, in its order. The
 * catalog's own reads have the database write the same JSON from the same list (product-json.ts).
 */
export function toProductWire(row: ProductRow, variantCounts?: Product['variantCounts']): Product {
  const ratings = rowRatings(row);
  const wire: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) wire[field.key] = field.js(row, ratings);
  // Counted over the family by the catalog's SQL (product-json.ts) for cards; elsewhere left out.
  if (variantCounts !== undefined) wire.variantCounts = variantCounts;
  return wire as Product;
}
