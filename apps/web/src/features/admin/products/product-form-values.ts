import {
  type AdminProduct,
  type Category,
  PRODUCT_TYPES_BY_CATEGORY,
  type ProductType,
  type ProductWritePayload,
  type ProductWritePayloadInput,
  productWritePayloadSchema,
  SPEC_FIELDS,
} from '@kahraba/domain';
import type { DefaultValues } from 'react-hook-form';

/** The product form holds what POST/PUT /admin/products take, checked by the same schema. */
export type ProductFormValues = ProductWritePayloadInput;

/** Every field the form shows: a field problem the API names outside these goes in a toast. */
export function isProductFormField(path: string): boolean {
  const [top = ''] = path.split('.');
  return Object.hasOwn(productWritePayloadSchema.shape, top);
}

export function allowedTypes(category: Category): readonly ProductType[] {
  return PRODUCT_TYPES_BY_CATEGORY[category];
}

/** Only the spec fields of `productType`, so a changed type never sends another type's specs. */
export function specsOf(
  specs: Readonly<Record<string, string | undefined>> | undefined,
  productType: ProductType,
): Record<string, string> {
  const allowed = SPEC_FIELDS[productType] as readonly string[];
  return Object.fromEntries(
    Object.entries(specs ?? {}).filter(
      (entry): entry is [string, string] => allowed.includes(entry[0]) && typeof entry[1] === 'string',
    ),
  );
}

/** Empty spec fields are left out: "not given", not a blank line on the product page. */
export function withoutEmptySpecs(payload: ProductWritePayload): ProductWritePayload {
  return {
    ...payload,
    specs: Object.fromEntries(Object.entries(payload.specs).filter(([, value]) => value !== '')),
  };
}

const TYPE_FIELDS_ON_PRODUCT = ['deviceType', 'laptopType', 'wearableType', 'audioType', 'subType'] as const;

/** The form's starting values: empty for a new product, the product's own for an edit. */
export function productFormDefaults(product?: AdminProduct): DefaultValues<ProductFormValues> {
  if (!product) {
    return {
      name: '',
      nameAr: null,
      brand: '',
      category: 'Mobile',
      productType: 'MobileTablet',
      description: '',
      descriptionAr: '',
      priceAfterDiscount: null,
      isExclusive: false,
      isNew: true,
      used: false,
      usedStatus: null,
      referralCode: null,
      installments: null,
      specs: {},
      images: [],
    };
  }
  // The list filters read the type fields from the product itself; older products may have them
  // only there and not among their specs.
  const typeFields = Object.fromEntries(
    TYPE_FIELDS_ON_PRODUCT.flatMap((field) => {
      const value = product[field];
      return typeof value === 'string' && value !== '' ? [[field, value]] : [];
    }),
  );
  return {
    name: product.name,
    nameAr: product.nameAr ?? null,
    brand: product.brand,
    category: product.category,
    productType: product.productType,
    description: product.description,
    descriptionAr: product.descriptionAr ?? '',
    price: product.price,
    priceAfterDiscount: product.priceAfterDiscount,
    quantity: product.quantity,
    isExclusive: product.isExclusive,
    isNew: product.isNew,
    used: product.used,
    usedStatus: product.usedStatus,
    referralCode: product.referralCode,
    installments: product.installments,
    specs: specsOf({ ...typeFields, ...product.specs }, product.productType),
    images: product.images.length > 0 ? product.images : [product.image].filter(Boolean),
  };
}
