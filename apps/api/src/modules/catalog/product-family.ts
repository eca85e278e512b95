import { type ProductFamily, sortAxisValues, type VariantOptions } from '@kahraba/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { productFamilies, products } from '../../db/schema.js';

/**
 * A family with every live variant, as the product page needs it to offer the options: each
 * sibling's options, price, whether it is in stock and its image, enough to switch without
 * another read. Two indexed reads: the family row, and its variants by the family index.
 */
export async function findProductFamily(db: Database, familyId: string): Promise<ProductFamily | undefined> {
  const [[family], variants] = await Promise.all([
    db.select().from(productFamilies).where(eq(productFamilies.id, familyId)).limit(1),
    db
      .select({
        id: products.id,
        slug: products.slug,
        options: products.options,
        price: products.price,
        priceAfterDiscount: products.priceAfterDiscount,
        quantity: products.quantity,
        image: products.image,
      })
      .from(products)
      .where(and(eq(products.familyId, familyId), isNull(products.deletedAt)))
      .orderBy(asc(products.createdAt), asc(products.id)),
  ]);
  if (!family) return undefined;
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
      variants.map((v) => ({
        _id: v.id,
        id: v.id,
        slug: v.slug,
        options: v.options ?? {},
        price: v.price,
        priceAfterDiscount: v.priceAfterDiscount,
        inStock: v.quantity > 0,
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
