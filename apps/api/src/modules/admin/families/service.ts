import type {
  AdminProduct,
  FamilySummary,
  FamilyWritePayload,
  ProductVariantPayload,
  VariantOptions,
} from '@kahraba/domain';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { productFamilies, products } from '../../../db/schema.js';
import { kebab } from '../../../db/seed/catalog-text.js';
import { AppError } from '../../../http/app-error.js';
import { findLiveProduct, isUuid } from '../../cart/queries.js';
import { withCounts } from '../../catalog/product-wire.js';
import { writeAudit } from '../audit.js';
import { toAdminProduct } from '../products/queries.js';
import { isUniqueViolation } from '../unique-violation.js';
import { siblingWithOptions, toFamilySummary } from './queries.js';

/** The family's name as a slug; `-2`, `-3`... when another family has it already. */
async function freeFamilySlug(tx: Transaction, name: string): Promise<string> {
  const base = kebab(name) || 'family';
  const rows = await tx
    .select({ slug: productFamilies.slug })
    .from(productFamilies)
    // kebab() leaves only [a-z0-9-], so `base` holds no LIKE wildcards.
    .where(or(eq(productFamilies.slug, base), like(productFamilies.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

export async function createFamily(
  db: Database,
  actorId: string,
  payload: FamilyWritePayload,
): Promise<FamilySummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productFamilies)
      .values({ ...payload, slug: await freeFamilySlug(tx, payload.name) })
      .returning();
    const created = toFamilySummary(row!, 0);
    await writeAudit(tx, {
      actorId,
      action: 'family.create',
      entityId: row!.id,
      before: null,
      after: created,
    });
    return created;
  });
}

const variantState = (row: { familyId: string | null; options: VariantOptions | null }) => ({
  familyId: row.familyId,
  options: row.options,
});

/**
 * Puts a product into a family with its value on each of the family's axes, moves it to another,
 * or takes it out (familyId null). The options must be exactly the family's axes, and no other
 * live variant may have the same ones: the product page could not tell them apart. A colour the
 * family has no Arabic name for needs one, so the Arabic page never shows an English word.
 */
export async function setProductVariant(
  db: Database,
  actorId: string,
  productId: string,
  payload: ProductVariantPayload,
): Promise<AdminProduct> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findLiveProduct(tx, productId, { lock: true });
      if (!current) throw new AppError('PRODUCT_NOT_FOUND');
      const options = payload.options as Record<string, string>;
      let familyId: string | null = null;
      let chosen: VariantOptions | null = null;
      if (payload.familyId === null) {
        if (Object.keys(options).length > 0) throw new AppError('VARIANT_OPTIONS_MISMATCH');
      } else {
        if (!isUuid(payload.familyId)) throw new AppError('FAMILY_NOT_FOUND');
        const [family] = await tx
          .select()
          .from(productFamilies)
          .where(eq(productFamilies.id, payload.familyId))
          .for('update');
        if (!family) throw new AppError('FAMILY_NOT_FOUND');
        const keys = Object.keys(options);
        if (keys.length !== family.axes.length || !family.axes.every((axis) => options[axis] !== undefined))
          throw new AppError('VARIANT_OPTIONS_MISMATCH');
        const color = options.color;
        if (color !== undefined) await nameColorInArabic(tx, family, color, payload.colorAr);
        if (await siblingWithOptions(tx, family.id, options, current.id))
          throw new AppError('VARIANT_OPTIONS_TAKEN');
        familyId = family.id;
        chosen = options;
      }
      const [row] = await tx
        .update(products)
        .set({ familyId, options: chosen, updatedAt: sql`now()` })
        .where(eq(products.id, current.id))
        .returning();
      await writeAudit(tx, {
        actorId,
        action: 'product.variant',
        entityId: current.id,
        before: variantState(current),
        after: { ...variantState(row!), ...(payload.colorAr ? { colorAr: payload.colorAr } : {}) },
      });
      return toAdminProduct(await withCounts(tx, row!));
    });
  } catch (error) {
    // Two staff giving two products the same options at once: the unique index refuses the second.
    if (isUniqueViolation(error, 'products_family_options_key')) throw new AppError('VARIANT_OPTIONS_TAKEN');
    throw error;
  }
}

async function nameColorInArabic(
  tx: Transaction,
  family: typeof productFamilies.$inferSelect,
  color: string,
  colorAr: string | null,
): Promise<void> {
  const known = family.valueNamesAr.color?.[color];
  if (!colorAr) {
    if (known) return;
    throw new AppError(
      'VALIDATION_ERROR',
      {},
      { issues: [{ path: 'colorAr', message: 'colorNameArRequired' }] },
    );
  }
  if (known === colorAr) return;
  await tx
    .update(productFamilies)
    .set({
      valueNamesAr: { ...family.valueNamesAr, color: { ...family.valueNamesAr.color, [color]: colorAr } },
      updatedAt: sql`now()`,
    })
    .where(eq(productFamilies.id, family.id));
}
