import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFamilies } from '../../../db/schema.js';
import { authHeaders, createProduct, createProductFamily } from '../../../test/factories.js';
import { auditOf, createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let asAdmin: ReturnType<typeof requestAs>;
let asModerator: ReturnType<typeof requestAs>;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  asAdmin = requestAs(ctx.app, cast.admin);
  asModerator = requestAs(ctx.app, cast.moderator);
});
afterAll(() => ctx.close());

const arabic = { 'accept-language': 'ar' };

describe('POST /api/admin/product-families', () => {
  it('lets an admin start a family, audited, with a slug from its name', async () => {
    const res = await asAdmin('POST', '/api/admin/product-families', {
      name: 'Nothing Phone (3)',
      nameAr: 'ناثينج فون 3',
      brand: 'Nothing',
      axes: ['color', 'storage'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const family = res.json().data;
    expect(family).toMatchObject({ name: 'Nothing Phone (3)', axes: ['color', 'storage'], variantCount: 0 });
    const [row] = await ctx.database.db
      .select()
      .from(productFamilies)
      .where(eq(productFamilies.id, family.id));
    expect(row?.slug).toBe('nothing-phone-3');
    const [entry] = await auditOf(ctx.database.db, family.id);
    expect(entry).toMatchObject({ action: 'family.create', entity: 'family', actorId: cast.admin.id });
  });

  it('refuses repeated or unknown axes with a 400', async () => {
    const repeated = await asAdmin('POST', '/api/admin/product-families', {
      name: 'Twice',
      brand: 'Apple',
      axes: ['color', 'color'],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe('VALIDATION_ERROR');
    const unknown = await asAdmin('POST', '/api/admin/product-families', {
      name: 'Flavours',
      brand: 'Apple',
      axes: ['flavour'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('lets a moderator read the families but not start one', async () => {
    const list = await asModerator('GET', '/api/admin/product-families?q=nothing');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((f: { name: string }) => f.name)).toContain('Nothing Phone (3)');
    const create = await asModerator('POST', '/api/admin/product-families', {
      name: 'Not allowed',
      brand: 'Apple',
      axes: ['color'],
    });
    expect(create.statusCode).toBe(403);
  });
});

describe('PUT /api/admin/products/:id/variant', () => {
  it("puts a product into a family with its options, shows the family in the console's list, and audits it", async () => {
    const family = await createProductFamily(ctx.database.db, { name: 'Galaxy S26 Test' });
    const product = await createProduct(ctx.database.db, { name: 'Galaxy S26 Test 256GB - Gray' });
    const res = await asAdmin('PUT', `/api/admin/products/${product.id}/variant`, {
      familyId: family.id,
      options: { color: 'Gray', storage: '256GB' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      familyId: family.id,
      options: { color: 'Gray', storage: '256GB' },
    });

    const list = await asModerator('GET', '/api/admin/products?q=galaxy%20s26%20test');
    expect(list.json().data.items[0]).toMatchObject({ _id: product.id, family: { name: 'Galaxy S26 Test' } });

    const [entry] = await auditOf(ctx.database.db, product.id);
    expect(entry).toMatchObject({
      action: 'product.variant',
      entity: 'product',
      before: { familyId: null, options: null },
      after: { familyId: family.id, options: { color: 'Gray', storage: '256GB' } },
    });

    // And takes it out again.
    const out = await asAdmin('PUT', `/api/admin/products/${product.id}/variant`, { familyId: null });
    expect(out.json().data).toMatchObject({ familyId: null, options: null });
  });

  it('refuses options that are not exactly the family axes, in the language asked', async () => {
    const family = await createProductFamily(ctx.database.db);
    const product = await createProduct(ctx.database.db);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/variant`,
      headers: { ...arabic, ...authHeaders(ctx.app, cast.admin) },
      payload: { familyId: family.id, options: { color: 'Gray' } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VARIANT_OPTIONS_MISMATCH',
      message: 'أدخل قيمة واحدة لكل خيار من خيارات العائلة دون غيرها.',
    });
    const extra = await asAdmin('PUT', `/api/admin/products/${product.id}/variant`, {
      familyId: family.id,
      options: { color: 'Gray', storage: '256GB', ram: '8GB' },
    });
    expect(extra.json().code).toBe('VARIANT_OPTIONS_MISMATCH');
    const badCode = await asAdmin('PUT', `/api/admin/products/${product.id}/variant`, {
      familyId: family.id,
      options: { color: 'Gray', storage: 'big' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a second variant with the same options (409) and an unknown family (400)', async () => {
    const family = await createProductFamily(ctx.database.db);
    await createProduct(ctx.database.db, {
      familyId: family.id,
      options: { color: 'Blue', storage: '256GB' },
    });
    const other = await createProduct(ctx.database.db);
    const taken = await asAdmin('PUT', `/api/admin/products/${other.id}/variant`, {
      familyId: family.id,
      options: { storage: '256GB', color: 'Blue' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('VARIANT_OPTIONS_TAKEN');
    const unknown = await asAdmin('PUT', `/api/admin/products/${other.id}/variant`, {
      familyId: '00000000-0000-4000-8000-000000000000',
      options: { color: 'Blue' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('FAMILY_NOT_FOUND');
  });

  it("needs an Arabic name for a colour the family does not know, and keeps it for the family's page", async () => {
    const family = await createProductFamily(ctx.database.db);
    const product = await createProduct(ctx.database.db);
    const unnamed = await asAdmin('PUT', `/api/admin/products/${product.id}/variant`, {
      familyId: family.id,
      options: { color: 'Mint', storage: '256GB' },
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().details.issues).toEqual([{ path: 'colorAr', message: 'colorNameArRequired' }]);
    const named = await asAdmin('PUT', `/api/admin/products/${product.id}/variant`, {
      familyId: family.id,
      options: { color: 'Mint', storage: '256GB' },
      colorAr: 'نعناعي',
    });
    expect(named.statusCode, named.body).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(page.json().data.family.valueNamesAr.color).toMatchObject({ Mint: 'نعناعي', Gray: 'رمادي' });
  });

  it('lets a moderator read but not set a variant', async () => {
    const product = await createProduct(ctx.database.db);
    const res = await asModerator('PUT', `/api/admin/products/${product.id}/variant`, { familyId: null });
    expect(res.statusCode).toBe(403);
  });
});
