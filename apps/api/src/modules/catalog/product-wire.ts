import { displayRating, type Product, reviewAverage } from '@kahraba/domain';
import type { products } from '../../db/schema.js';

export type ProductRow = typeof products.$inferSelect;

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
    sold: row.sold,
    image: row.image,
    images: row.images.length > 0 ? row.images : [row.image],
    rating,
    ratingsAverage: rating,
    ratingsQuantity: reviewed === null ? row.ratingsQuantity : row.reviewsCount,
    reviews: row.reviewsCount,
    views: row.views,
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
    // The Arabic fields last: the catalog keeps them apart from the rest (product-json.ts).
    nameAr: row.nameAr,
    descriptionAr: row.descriptionAr,
    // Counted over the family by the catalog's SQL (product-json.ts) for cards; elsewhere left out.
    ...(variantCounts === undefined ? {} : { variantCounts }),
  };
}
