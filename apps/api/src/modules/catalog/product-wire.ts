import { displayRating, type Product, reviewAverage } from '@kahraba/domain';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { productStats, products } from '../../db/schema.js';

/** A product's views and units sold, kept apart from its row in product_stats (decision 0029). */
export type ProductCounts = Pick<typeof productStats.$inferSelect, 'views' | 'sold'>;

/** A row of `products` with its counts: what the API sends of a product. */
export type ProductRow = typeof products.$inferSelect & ProductCounts;

/** The columns of a ProductRow, for a select from `products` joined to `product_stats`. */
export const productRowColumns = {
  ...getTableColumns(products),
  views: productStats.views,
  sold: productStats.sold,
};

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

/**
 * A product row as the API sends it: SPEC §3 field names, `_id` and `id`, `__t` for the type.
 * The catalog's own reads build the same JSON in SQL (product-json.ts); change both together.
 */
export function toProductWire(row: ProductRow, variantCounts?: Product['variantCounts']): Product {
  // Shoppers' visible reviews, where there are any, give the stars and their count (decision 0011);
  // otherwise the product's catalog rating and SPEC's default, as before.
  const reviewed = reviewAverage(row.reviewsStarSum, row.reviewsCount);
  const rating = reviewed ?? displayRating(row);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    category: row.category as Product['category'],
    productType: row.productType as Product['productType'],
    __t: row.productType as Product['productType'],
    description: row.description,
    price: row.price,
    priceAfterDiscount: row.priceAfterDiscount,
    discount: row.discount,
    discountPercentage: row.discountPercent,
    quantity: row.quantity,
    image: row.image,
    images: row.images.length > 0 ? row.images : [row.image],
    ratingsQuantity: reviewed === null ? row.ratingsQuantity : row.reviewsCount,
    reviews: row.reviewsCount,
    isExclusive: row.isExclusive,
    isNew: row.isNew,
    badge: row.badge,
    productCode: row.productCode,
    referralCode: row.referralCode,
    installments: row.installments,
    used: row.used,
    usedStatus: row.usedStatus,
    specs: row.specs,
    deviceType: row.deviceType,
    laptopType: row.laptopType,
    wearableType: row.wearableType,
    audioType: row.audioType,
    subType: row.subType,
    company: row.companyName ? { name: row.companyName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    familyId: row.familyId,
    options: row.options,
    // The counts that change all day, then the Arabic fields: the catalog keeps both apart from the
    // rest and adds them in this order (product-json.ts, decision 0029).
    sold: row.sold,
    rating,
    ratingsAverage: rating,
    views: row.views,
    // The Arabic fields last.
    nameAr: row.nameAr,
    descriptionAr: row.descriptionAr,
    // Counted over the family by the catalog's SQL (product-json.ts) for cards; elsewhere left out.
    ...(variantCounts === undefined ? {} : { variantCounts }),
  };
}
