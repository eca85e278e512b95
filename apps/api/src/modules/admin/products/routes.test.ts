import type { ProductWritePayloadInput } from '@kahraba/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema.js';
import { createProduct } from '../../../test/factories.js';
import { auditOf, createStaffCast, placeOrder, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let asAdmin: ReturnType<typeof requestAs>;
let asModerator: ReturnType<typeof requestAs>;
let asShopper: ReturnType<typeof requestAs>;
let asGuest: ReturnType<typeof requestAs>;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  asAdmin = requestAs(ctx.app, cast.admin);
  asModerator = requestAs(ctx.app, cast.moderator);
  asShopper = requestAs(ctx.app, cast.shopper);
  asGuest = requestAs(ctx.app, null);
});
afterAll(() => ctx.close());

const phone = (overrides: Partial<ProductWritePayloadInput> = {}): ProductWritePayloadInput => ({
  name: 'Nothing Phone (3)',
  nameAr: 'ناثينج فون 3',
  brand: 'Nothing',
  category: 'Mobile',
  productType: 'MobileTablet',
  description: 'A phone with a light on its back.',
  price: 42_000,
  priceAfterDiscount: 37_800,
  quantity: 12,
  specs: { deviceType: 'Mobile', ram: '12GB', internalMemory: '256GB', screen: '' },
  images: [
    '/media/uploads/0123456789abcdef0123456789abcdef-800.webp',
    '/media/products/mobile-samsung-1.svg',
  ],
  ...overrides,
});

const create = async (payload: ProductWritePayloadInput = phone()) => {
  const res = await asAdmin('POST', '/api/admin/products', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe('POST /api/admin/products', () => {
  it('creates a product with the columns the seed derives, and audits it', async () => {
    const product = await create();
    expect(product).toMatchObject({
      name: 'Nothing Phone (3)',
      slug: 'nothing-phone-3',
      productCode: expect.stringMatching(/^KH-MOB-\d{5}$/),
      category: 'Mobile',
      productType: 'MobileTablet',
      __t: 'MobileTablet',
      deviceType: 'Mobile',
      laptopType: null,
      discountPercentage: 10,
      quantity: 12,
      lowStock: false,
      image: '/media/uploads/0123456789abcdef0123456789abcdef-800.webp',
      images: phone().images,
      // A cleared spec field is not stored.
      specs: { deviceType: 'Mobile', ram: '12GB', internalMemory: '256GB' },
    });
    // The shop finds it by its folded search text and in its category page's type filter.
    const search = await asGuest('GET', '/api/product?q=nothing%20phone');
    expect(search.json().data.map((p: { _id: string }) => p._id)).toContain(product._id);
    const byType = await asGuest('GET', '/api/product?category=Mobile&productType=Mobile');
    expect(byType.json().data.map((p: { _id: string }) => p._id)).toContain(product._id);

    const [entry] = await auditOf(ctx.database.db, product._id);
    expect(entry).toMatchObject({
      actorId: cast.admin.id,
      action: 'product.create',
      entity: 'product',
      before: null,
      after: { _id: product._id, name: 'Nothing Phone (3)', quantity: 12 },
    });
  });

  it('numbers codes on from the highest and gives a taken slug a suffix', async () => {
    await createProduct(ctx.database.db, { productCode: 'KH-LAP-00420' });
    const first = await create(phone({ name: 'Pixel 10 Pro' }));
    const second = await create(phone({ name: 'Pixel 10 Pro', category: 'Tablet' }));
    expect(first.slug).toBe('pixel-10-pro');
    expect(second.slug).toBe('pixel-10-pro-2');
    expect(first.productCode).toBe('KH-MOB-00421');
    expect(second.productCode).toBe('KH-TAB-00422');
  });

  it('answers 400 with the field for a form that does not fit the product type', async () => {
    const cases: [Partial<ProductWritePayloadInput>, string][] = [
      [{ productType: 'Laptop' }, 'typeNotInCategory'],
      [{ specs: { processor: 'M4' } }, 'unknownSpec'],
      [{ priceAfterDiscount: 50_000 }, 'discountNotLower'],
      [{ images: [] }, 'imageRequired'],
      [{ images: ['/media/../../etc/passwd'] }, 'imagePath'],
      [{ images: ['https://example.com/x.png'] }, 'imagePath'],
      [{ used: true, usedStatus: null }, 'usedStatusRequired'],
    ];
    for (const [overrides, message] of cases) {
      const res = await asAdmin('POST', '/api/admin/products', phone(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
      expect(JSON.stringify(res.json().details), message).toContain(message);
    }
    const noBody = await asAdmin('POST', '/api/admin/products');
    expect(noBody.statusCode).toBe(400);
  });

  it('lets a moderator read products but not write them', async () => {
    const product = await create(phone({ name: 'Moderated Phone' }));
    expect((await asModerator('GET', `/api/admin/products/${product._id}`)).statusCode).toBe(200);
    const res = await asModerator('PUT', `/api/admin/products/${product._id}`, phone());
    expect(res.statusCode).toBe(403);
  });
});

describe('PUT /api/admin/products/:id', () => {
  it('replaces the form, keeps slug, code and stock, rederives the type columns, and audits before/after', async () => {
    const product = await create(phone({ name: 'Convertible' }));
    const res = await asAdmin(
      'PUT',
      `/api/admin/products/${product._id}`,
      phone({
        name: 'Convertible Laptop',
        category: 'Laptop',
        productType: 'Laptop',
        specs: { laptopType: 'X360', processor: 'Core Ultra 7' },
        price: 55_000,
        priceAfterDiscount: null,
        quantity: 999,
        images: ['/media/products/laptop-lenovo-0.svg'],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: product._id,
      name: 'Convertible Laptop',
      slug: product.slug,
      productCode: product.productCode,
      quantity: 12,
      category: 'Laptop',
      deviceType: null,
      laptopType: 'X360',
      discountPercentage: 0,
      image: '/media/products/laptop-lenovo-0.svg',
    });
    const entries = await auditOf(ctx.database.db, product._id);
    expect(entries.map((e) => e.action)).toEqual(['product.create', 'product.update']);
    expect(entries[1]).toMatchObject({
      before: { name: 'Convertible', category: 'Mobile', price: 42_000 },
      after: { name: 'Convertible Laptop', category: 'Laptop', price: 55_000 },
    });
  });

  it('answers 404 for a product that does not exist or was deleted', async () => {
    const product = await create(phone({ name: 'Short-lived' }));
    expect((await asAdmin('DELETE', `/api/admin/products/${product._id}`)).statusCode).toBe(200);
    for (const id of [product._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await asAdmin('PUT', `/api/admin/products/${id}`, phone());
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
  });
});

describe('GET /api/admin/products', () => {
  it("pages with the shop's filters, and filters and sorts by stock", async () => {
    const brand = 'LowStockBrand';
    const made = [];
    for (const quantity of [0, 3, 5, 6, 40])
      made.push(await createProduct(ctx.database.db, { brand, quantity }));
    const res = await asModerator(
      'GET',
      `/api/admin/products?brand=${brand}&lowStock=true&sort=stock-desc&limit=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 3, page: 1, limit: 2, pages: 2 });
    expect(page.items.map((p: { quantity: number }) => p.quantity)).toEqual([5, 3]);
    expect(page.items.every((p: { lowStock: boolean }) => p.lowStock)).toBe(true);
    const second = (
      await asModerator(
        'GET',
        `/api/admin/products?brand=${brand}&lowStock=true&sort=stock-desc&limit=2&page=2`,
      )
    ).json().data;
    expect(second.items.map((p: { quantity: number }) => p.quantity)).toEqual([0]);
    const all = (await asModerator('GET', `/api/admin/products?brand=${brand}&sort=stock-asc`)).json().data;
    expect(all.items.map((p: { quantity: number }) => p.quantity)).toEqual([0, 3, 5, 6, 40]);
    expect(all.items.map((p: { lowStock: boolean }) => p.lowStock)).toEqual([true, true, true, false, false]);
  });

  it('answers 400 naming a bad parameter', async () => {
    const res = await asAdmin('GET', '/api/admin/products?lowStock=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMETER' });
  });
});

describe('stock adjustments', () => {
  it('adds and removes units with a reason, refuses going below zero, and keeps a history', async () => {
    const product = await create(phone({ name: 'Stocked Phone', quantity: 4 }));
    const url = `/api/admin/products/${product._id}/stock`;
    const added = await asAdmin('POST', url, { delta: 10, reason: 'Delivery from the distributor' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ quantity: 14, lowStock: false });
    const removed = await asAdmin('POST', url, { delta: -11, reason: 'Damaged in the warehouse' });
    expect(removed.json().data).toMatchObject({ quantity: 3, lowStock: true });

    const refused = await asAdmin('POST', url, { delta: -4, reason: 'Stocktake' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STOCK_BELOW_ZERO',
      message: 'Stock cannot go below zero: there are 3 in stock.',
    });
    expect((await asAdmin('POST', url, { delta: 0, reason: 'Nothing' })).statusCode).toBe(400);
    expect((await asAdmin('POST', url, { delta: 1, reason: '  ' })).statusCode).toBe(400);

    const history = await asModerator('GET', url);
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toMatchObject([
      { delta: -11, quantityAfter: 3, reason: 'Damaged in the warehouse', actor: { _id: cast.admin.id } },
      {
        delta: 10,
        quantityAfter: 14,
        reason: 'Delivery from the distributor',
        actor: { name: 'Nour Admin' },
      },
    ]);
    const stockEntries = (await auditOf(ctx.database.db, product._id)).filter(
      (e) => e.action === 'product.stock',
    );
    expect(stockEntries.map((e) => [e.before, e.after])).toEqual([
      [{ quantity: 4 }, { quantity: 14, delta: 10, reason: 'Delivery from the distributor' }],
      [{ quantity: 14 }, { quantity: 3, delta: -11, reason: 'Damaged in the warehouse' }],
    ]);
  });

  it('refuses a stock the database cannot hold with 400', async () => {
    const product = await createProduct(ctx.database.db, { quantity: 2_147_000_000 });
    const res = await asAdmin('POST', `/api/admin/products/${product.id}/stock`, {
      delta: 1_000_000,
      reason: 'Typo',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ issues: [{ path: 'delta', message: 'stockTooLarge' }] });
  });

  it('counts every one of concurrent adjustments', async () => {
    const product = await create(phone({ name: 'Busy Phone', quantity: 0 }));
    const url = `/api/admin/products/${product._id}/stock`;
    await Promise.all(Array.from({ length: 8 }, () => asAdmin('POST', url, { delta: 3, reason: 'Restock' })));
    expect((await asAdmin('GET', `/api/admin/products/${product._id}`)).json().data.quantity).toBe(24);
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('takes the product off every shop list while past orders keep their lines', async () => {
    const db = ctx.database.db;
    const doomed = await createProduct(db, {
      name: 'Doomed Exclusive Phone',
      isExclusive: true,
      used: true,
      usedStatus: 'Good',
      views: 1_000_000,
      quantity: 10,
    });
    const sibling = await createProduct(db, { name: 'Sibling Phone', views: 999_999 });
    const order = await placeOrder(ctx.app, cast.shopper, [{ product: doomed.id, quantity: 2 }]);
    // Another shopper still has it in the cart when it goes.
    const late = requestAs(ctx.app, cast.moderator);
    expect((await late('POST', '/api/cart', { product: doomed.id, quantity: 1 })).statusCode).toBe(200);

    const res = await asAdmin('DELETE', `/api/admin/products/${doomed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { _id: doomed.id } });

    const ids = (body: { data: { _id: string }[] | { products: { _id: string }[] } }) =>
      (Array.isArray(body.data) ? body.data : body.data.products).map((p) => p._id);
    expect(ids((await asGuest('GET', '/api/product?q=doomed')).json())).toEqual([]);
    expect((await asGuest('GET', `/api/product/${doomed.id}`)).statusCode).toBe(404);
    expect((await asGuest('GET', `/api/product/${doomed.slug}`)).statusCode).toBe(404);
    expect(ids((await asGuest('GET', '/api/product/suggest?q=doomed')).json())).toEqual([]);
    expect(ids((await asGuest('GET', `/api/product/${sibling.id}/related`)).json())).not.toContain(doomed.id);
    expect(ids((await asGuest('GET', '/api/analytics/most-viewed')).json())).not.toContain(doomed.id);
    expect(ids((await asGuest('GET', '/api/analytics/top-exclusive')).json())).not.toContain(doomed.id);
    expect(ids((await asGuest('GET', '/api/product/used')).json())).not.toContain(doomed.id);
    expect((await asAdmin('GET', `/api/admin/products/${doomed.id}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', '/api/admin/products?q=doomed')).json().data).toMatchObject({
      items: [],
      total: 0,
    });

    // It can no longer be bought: not added to a cart, and a cart holding it cannot check out.
    const add = await asShopper('POST', '/api/cart', { product: doomed.id, quantity: 1 });
    expect(add.statusCode).toBe(404);
    const checkout = await late('POST', '/api/order', {
      shippingAddress: {
        firstName: 'K',
        lastName: 'S',
        email: 'k@example.com',
        phone: '0100',
        address: 'Street',
        city: 'Giza',
        postalCode: '12345',
      },
      paymentMethod: 'cash',
      shippingMethod: 'standard',
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().code).toBe('CART_EMPTY');

    // The past order still shows what was bought, to the shopper and to staff.
    const mine = await asShopper('GET', `/api/order/${order._id}`);
    expect(mine.json().data.order.items).toEqual([
      {
        product: { _id: doomed.id, name: 'Doomed Exclusive Phone', nameAr: null, images: [doomed.image] },
        quantity: 2,
        price: 10_000,
      },
    ]);
    const staffView = await asAdmin('GET', `/api/admin/orders/${order._id}`);
    expect(staffView.json().data.items).toHaveLength(1);
    const [row] = await db.select().from(products).where(eq(products.id, doomed.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    const entries = await auditOf(db, doomed.id);
    expect(entries).toMatchObject([
      { action: 'product.delete', before: { _id: doomed.id, name: 'Doomed Exclusive Phone' }, after: null },
    ]);
  });
});
