import { type APIRequestContext, expect } from '@playwright/test';

// What e2e specs look up in the demo catalog through the API, shared so each spec states only what
// it relies on.

/** What a spec that buys a product reads of it from a listing. */
export interface BuyableProduct {
  _id: string;
  name: string;
  price: number;
  priceAfterDiscount: number | null;
  quantity: number;
  referralCode: string | null;
}

/**
 * The first product of a listing (`query`, the part after `/api/product?`) with at least `minStock`
 * units and no referral prompt, so a spec can put it in the cart and order it.
 */
export async function buyableProduct(
  request: APIRequestContext,
  query: string,
  minStock: number,
): Promise<BuyableProduct> {
  const list = await (await request.get(`/api/product?${query}`)).json();
  const found = (list.data as BuyableProduct[]).find((p) => p.quantity >= minStock && !p.referralCode);
  expect(found).toBeDefined();
  return found!;
}

export interface Variant {
  id: string;
  options: Record<string, string>;
  price: number;
  priceAfterDiscount: number | null;
  inStock: boolean;
}

export interface ProductDetail {
  _id: string;
  name: string;
  nameAr: string | null;
  options: Record<string, string>;
  family: { valueNamesAr: { color?: Record<string, string> }; variants: Variant[] };
}

/** The price a shopper pays for a variant. */
export const effectivePrice = (v: Pick<Variant, 'price' | 'priceAfterDiscount'>) =>
  v.priceAfterDiscount !== null && v.priceAfterDiscount < v.price ? v.priceAfterDiscount : v.price;

export interface ColourChoice {
  product: ProductDetail;
  self: Variant;
  other: Variant;
  sibling: ProductDetail;
}

/**
 * In-stock products whose family has another in-stock colour at another price: the product, its
 * own variant, the other colour's variant and that variant's detail. `skip` passes over the first
 * ones found, so specs running side by side can take different families.
 */
export async function productWithAnotherColour(request: APIRequestContext, skip = 0): Promise<ColourChoice> {
  const list = await (await request.get('/api/product?limit=100&inStock=in&sort=name-asc')).json();
  let seen = 0;
  for (const candidate of list.data as { _id: string; variantCounts?: { color?: number } | null }[]) {
    if ((candidate.variantCounts?.color ?? 0) < 2) continue;
    const product: ProductDetail = (await (await request.get(`/api/product/${candidate._id}`)).json()).data;
    const self = product.family.variants.find((v) => v.id === product._id)!;
    const other = product.family.variants.find(
      (v) =>
        v.inStock && v.options.color !== product.options.color && effectivePrice(v) !== effectivePrice(self),
    );
    if (!other || seen++ < skip) continue;
    const sibling: ProductDetail = (await (await request.get(`/api/product/${other.id}`)).json()).data;
    return { product, self, other, sibling };
  }
  expect.soft(seen, 'families with two colours in stock').toBeGreaterThan(skip);
  throw new Error('the demo catalog has too few families with two colours in stock');
}
