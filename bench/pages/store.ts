// What the page benchmarks need from a running store: product ids read from the API, and signed-in
// shoppers (bench/api/database.ts made their accounts) each with a session cookie, a cart and an order.
import type { PreparedCatalog } from '../api/database.ts';
import { benchShopper } from '../web/shopper.ts';
import type { PageShopper } from './urls.ts';

const PAGE_SIZE = 100;

/** Up to `count` product ids, as the API lists them (newest first), a page of 100 at a time. */
export async function productIdsFromApi(baseUrl: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count && page <= Math.ceil(count / PAGE_SIZE); page++) {
    const response = await fetch(`${baseUrl}/api/product?limit=${PAGE_SIZE}&page=${page}`);
    if (!response.ok) throw new Error(`GET /api/product page ${page} answered ${response.status}`);
    const body = (await response.json()) as { data?: Array<{ id?: string }> };
    const found = (body.data ?? []).flatMap((product) => (product.id ? [product.id] : []));
    ids.push(...found);
    if (found.length < PAGE_SIZE) break;
  }
  if (ids.length === 0) throw new Error('GET /api/product listed no products');
  return ids.slice(0, count);
}

/**
 * Signs the catalog's bench shoppers in (at most `count`), one after another as the login limits
 * allow, each with an order and a filled cart of a product with ample stock.
 */
export async function signedInShoppers(
  baseUrl: string,
  catalog: PreparedCatalog,
  password: string,
  count: number,
): Promise<PageShopper[]> {
  const products = catalog.checkoutProductIds;
  if (products.length === 0) throw new Error('the catalog has no product to order');
  const shoppers: PageShopper[] = [];
  for (const [i, email] of catalog.shopperEmails.slice(0, count).entries())
    shoppers.push(await benchShopper(baseUrl, products[i % products.length]!, { email, password }));
  return shoppers;
}
