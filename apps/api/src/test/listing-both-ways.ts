import { type ProductListQueryInput, productListQuerySchema } from '@kahraba/domain';
import type { Database } from '../db/client.js';
import { CatalogCache } from '../modules/catalog/catalog-cache.js';
import { jsonTextOf } from '../modules/catalog/json-text.js';
import type { ListingIndex } from '../modules/catalog/listing-index.js';
import { listFromIndex, listProducts } from '../modules/catalog/product-list.js';
import { readListVersion } from '../modules/catalog/product-queries.js';

/**
 * The same listing through the listing index, at the list version just read, and through the
 * database alone, their products' JSON as one text each: the index's tests require the two to be
 * equal.
 */
export async function listBothWays(db: Database, index: ListingIndex, input: ProductListQueryInput) {
  const query = productListQuerySchema.parse(input);
  const indexed = await listFromIndex(index, query, await readListVersion(db));
  const database = await listProducts(db, new CatalogCache(), query);
  return {
    indexed: indexed && { ...indexed, dataJson: jsonTextOf(indexed.dataJson) },
    database: { ...database, dataJson: jsonTextOf(database.dataJson) },
  };
}
