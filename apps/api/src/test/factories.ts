import { randomUUID } from 'node:crypto';
import type { Role } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { productFamilies, productStats, products, sessions, users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import { TOKEN_LIFETIME_MS, type TokenService } from '../modules/auth/tokens.js';
import { type NewProduct, withDerivedFields } from '../modules/catalog/product-derived.js';
import type { ProductCounts, ProductRow } from '../modules/catalog/product-wire.js';

let sequence = 0;

/** A product's row with plausible defaults, for tests that insert several in one statement. */
export function newProductValues(overrides: Partial<NewProduct> = {}) {
  sequence += 1;
  const name = overrides.name ?? `Test Phone ${sequence}`;
  const base: NewProduct = {
    slug: `test-product-${sequence}-${randomUUID().slice(0, 8)}`,
    name,
    brand: 'Samsung',
    category: 'Mobile',
    productType: 'MobileTablet',
    deviceType: 'Mobile',
    description: 'A phone for tests.',
    descriptionAr: 'هاتف للاختبارات.',
    price: 10_000,
    quantity: 10,
    productCode: `KH-TEST-${sequence}-${randomUUID().slice(0, 6)}`,
    image: '/media/products/mobile-samsung-0.svg',
    images: ['/media/products/mobile-samsung-0.svg'],
    specs: {},
    ...overrides,
  };
  return withDerivedFields(base);
}

/**
 * Inserts a product with plausible defaults, and its views and units sold (product_stats) when
 * given; tests state only what they rely on.
 */
export async function createProduct(
  db: Database,
  overrides: Partial<NewProduct & ProductCounts> = {},
): Promise<ProductRow> {
  const { views = 0, sold = 0, ...values } = overrides;
  const [inserted] = await db.insert(products).values(newProductValues(values)).returning();
  if (views > 0 || sold > 0)
    await db.update(productStats).set({ views, sold }).where(eq(productStats.productId, inserted!.id));
  return { ...inserted!, views, sold };
}

/** Inserts a product family (variants point at it with createProduct's familyId and options). */
export async function createProductFamily(
  db: Database,
  overrides: Partial<typeof productFamilies.$inferInsert> = {},
) {
  sequence += 1;
  const [inserted] = await db
    .insert(productFamilies)
    .values({
      slug: `test-family-${sequence}-${randomUUID().slice(0, 8)}`,
      name: `Test Phone Family ${sequence}`,
      nameAr: 'عائلة هاتف للاختبارات',
      brand: 'Samsung',
      axes: ['color', 'storage'],
      valueNamesAr: { color: { Gray: 'رمادي', Blue: 'أزرق' } },
      ...overrides,
    })
    .returning();
  return inserted!;
}

let userSequence = 0;

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/**
 * Inserts a shopper whose password is known (returned beside the row as `password`), so tests
 * can log in as them. E-mails are unique per call. Each also gets a standing session whose id is
 * the user's own, so testToken and authHeaders can sign requests without logging in.
 */
export async function createUser(
  db: Database,
  overrides: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  userSequence += 1;
  const { password = 'secret-password', ...values } = overrides;
  const [inserted] = await db
    .insert(users)
    .values({
      name: `Test Shopper ${userSequence}`,
      email: `shopper-${userSequence}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '01001234567',
      role: 'user',
      ...values,
      passwordHash: await hashPassword(password),
    })
    .returning();
  await db
    .insert(sessions)
    .values({ id: inserted!.id, userId: inserted!.id, expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) });
  return { ...inserted!, password };
}

/**
 * Headers that sign a request in as `user` (a token from the app's own token service, as a login
 * would issue): `app.inject({ method: 'GET', url: '/api/cart', headers: authHeaders(ctx.app, user) })`.
 */
export function authHeaders(
  app: { tokens: TokenService },
  user: { id: string; role: Role },
): { authorization: string } {
  return { authorization: `Bearer ${testToken(app, user)}` };
}

/** A token of the standing session createUser gave `user`. */
export function testToken(app: { tokens: TokenService }, user: { id: string; role: Role }): string {
  return app.tokens.issue(user, user.id);
}
