import { type ProductFamily, sortAxisValues, type VariantAxis, type VariantOptions } from '@kahraba/domain';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { productFamilies, products } from '../../db/schema.js';

const variant = alias(products, 'variant');

/**
 * A product's family with every live variant, as JSON, for the product page to offer the options:
 * each sibling's options, price, whether it is in stock and its image, enough to switch without
 * another read. Read in the product's own statement (product-queries.ts), so a product page costs
 * one statement rather than three: the two reads of a family, unprepared, took more of the
 * database's time than the product itself. Null for a product without variants.
 */
export const familyJsonSql: SQL = sql`case when ${products.familyId} is not null then (
  select json_build_object('id', ${productFamilies.id}, 'name', ${productFamilies.name},
    'nameAr', ${productFamilies.nameAr}, 'brand', ${productFamilies.brand}, 'axes', ${productFamilies.axes},
    'valueNamesAr', ${productFamilies.valueNamesAr},
    'variants', (select coalesce(json_agg(json_build_object('id', ${variant.id}, 'slug', ${variant.slug},
        'options', ${variant.options}, 'price', ${variant.price}::float8,
        'priceAfterDiscount', ${variant.priceAfterDiscount}::float8, 'inStock', ${variant.quantity} > 0,
        'image', ${variant.image}) order by ${variant.createdAt}, ${variant.id}), '[]')
      from ${products} as ${sql.identifier('variant')} where ${variant.familyId} = ${productFamilies.id} and ${variant.deletedAt} is null))
  from ${productFamilies} where ${productFamilies.id} = ${products.familyId}) end::text`;

interface FamilyJson {
  id: string;
  name: string;
  nameAr: string | null;
  brand: string;
  axes: VariantAxis[];
  valueNamesAr: ProductFamily['valueNamesAr'];
  variants: {
    id: string;
    slug: string;
    options: VariantOptions | null;
    price: number;
    priceAfterDiscount: number | null;
    inStock: boolean;
    image: string;
  }[];
}

/** The family that familyJsonSql wrote, its variants in the order of their options. */
export function familyFromJson(json: string): ProductFamily {
  const family = JSON.parse(json) as FamilyJson;
  return {
    _id: family.id,
    id: family.id,
    name: family.name,
    nameAr: family.nameAr,
    brand: family.brand,
    axes: family.axes,
    valueNamesAr: family.valueNamesAr,
    variants: sortByOptions(
      family.axes,
      family.variants.map((v) => ({
        _id: v.id,
        id: v.id,
        slug: v.slug,
        options: v.options ?? {},
        price: v.price,
        priceAfterDiscount: v.priceAfterDiscount,
        inStock: v.inStock,
        image: v.image,
      })),
    ),
  };
}
/** Variants in the order of their options (first axis first), so every reader lists them alike. */
function sortByOptions<V extends { options: VariantOptions }>(
  axes: ProductFamily['axes'],
  variants: V[],
): V[] {
  const rank = new Map(
    axes.map((axis) => {
      const values = sortAxisValues(
        axis,
        variants.flatMap((v) => v.options[axis] ?? []),
      );
      return [axis, new Map(values.map((value, index) => [value, index]))] as const;
    }),
  );
  const position = (v: V, axis: ProductFamily['axes'][number]) =>
    rank.get(axis)?.get(v.options[axis] ?? '') ?? Number.MAX_SAFE_INTEGER;
  return [...variants].sort((a, b) => {
    for (const axis of axes) {
      const order = position(a, axis) - position(b, axis);
      if (order !== 0) return order;
    }
    return 0;
  });
}
