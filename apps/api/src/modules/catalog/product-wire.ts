import { displayRating, type Product } from '@kahraba/domain';
import type { products } from '../../db/schema.js';

export type ProductRow = typeof products.$inferSelect;

/**
 * A product row as the API sends it: SPEC §3 field names, `_id` and `id`, `__t` for the type.
 * The catalog's own reads build the same JSON in SQL (product-json.ts); change both together.
 */
export function toProductWire(row: ProductRow): Product {
  const rating = displayRating(row);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    nameAr: row.nameAr,
    slug: row.slug,
    brand: row.brand,
    category: row.category as Product['category'],
    productType: row.productType as Product['productType'],
    __t: row.productType as Product['productType'],
    description: row.description,
    descriptionAr: row.descriptionAr,
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
    ratingsQuantity: row.ratingsQuantity,
    // Written reviews are not collected yet; the product page says so (SPEC §2).
    reviews: 0,
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
  };
}
