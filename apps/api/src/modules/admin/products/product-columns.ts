import type { ProductWritePayload } from '@kahraba/domain';
import type { products } from '../../../db/schema.js';

/**
 * The columns the category pages filter on. Each is a spec field of its product type (SPEC_FIELDS
 * lists deviceType for MobileTablet, laptopType for Laptop, ...), so it is copied from the specs;
 * the payload schema has already refused spec fields the type does not have.
 */
const TYPE_COLUMNS = ['deviceType', 'laptopType', 'wearableType', 'audioType', 'subType'] as const;

type FormColumns = Omit<
  typeof products.$inferInsert,
  'id' | 'slug' | 'productCode' | 'quantity' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;

const orNull = (text: string | null) => (text === null || text === '' ? null : text);

/**
 * The product columns the staff form sets. Derived columns follow the seed: `image` is the first of
 * `images`, the type columns come from the specs; discountPercent and searchText are added by
 * withDerivedFields when the row is written. A cleared (empty) spec field is left out.
 */
export function formColumns(payload: ProductWritePayload): FormColumns {
  const specs = Object.fromEntries(Object.entries(payload.specs).filter(([, value]) => value !== ''));
  const typeColumns = Object.fromEntries(TYPE_COLUMNS.map((column) => [column, specs[column] ?? null]));
  return {
    name: payload.name,
    nameAr: orNull(payload.nameAr),
    brand: payload.brand,
    category: payload.category,
    productType: payload.productType,
    ...typeColumns,
    description: payload.description,
    descriptionAr: payload.descriptionAr,
    price: payload.price,
    priceAfterDiscount: payload.priceAfterDiscount,
    isExclusive: payload.isExclusive,
    isNew: payload.isNew,
    used: payload.used,
    usedStatus: payload.used ? orNull(payload.usedStatus) : null,
    referralCode: orNull(payload.referralCode),
    installments: payload.installments,
    specs,
    image: payload.images[0]!,
    images: payload.images,
  };
}
