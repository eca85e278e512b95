import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartLines, orders, products } from '../../db/schema.js';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// The order's shipping fee and promised days come from the delivery zone of its address.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const call = (method: 'GET' | 'POST', url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: authHeaders(ctx.app, user), ...(payload ? { payload } : {}) });

const saveAddress = async (user: TestUser, governorateId: string, areaId: string) => {
  const res = await call('POST', '/api/user/me/addresses', user, {
    recipientName: 'Mona Abdel Hamid',
    phone: '01012345678',
    governorateId,
    areaId,
    street: '12 Tahrir St',
    building: '5',
    floor: '3',
    apartment: '7',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.address._id as string;
};

const shopperWithCart = async (price = 1000) => {
  const user = await createUser(ctx.database.db, { email: `fee-${Math.random()}@example.com` });
  const product = await createProduct(ctx.database.db, { price, quantity: 5 });
  expect((await call('POST', '/api/cart', user, { product: product.id, quantity: 2 })).statusCode).toBe(200);
  return { user, product };
};

const order = (user: TestUser, address: object, shippingMethod = 'standard') =>
  call('POST', '/api/order', user, { ...address, paymentMethod: 'cash', shippingMethod, notes: '' });

describe('placing an order with a delivery address', () => {
  it('charges the zone fee of a saved address and records its governorate, area and promised days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T16:00:00Z')); // Thursday 18:00 Cairo
    const { user } = await shopperWithCart(1000);
    const addressId = await saveAddress(user, 'giza', 'dokki');
    const res = await order(user, { addressId });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data.order;
    expect(placed).toMatchObject({ subtotal: 2000, shippingFee: 50, total: 2050 });
    expect(placed.delivery).toEqual({ earliest: '2026-11-28', latest: '2026-11-29' });
    expect(placed.shippingAddress).toMatchObject({
      firstName: 'Mona',
      lastName: 'Abdel Hamid',
      phone: '01012345678',
      address: '12 Tahrir St',
      city: 'Dokki',
      postalCode: '',
      governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
      area: { id: 'dokki', name: { en: 'Dokki', ar: 'الدقي' } },
      building: '5',
      floor: '3',
      apartment: '7',
    });
    expect(placed.shippingAddress.email).toBe(user.email);
  });

  it('charges express by its own fee where it is offered', async () => {
    const { user } = await shopperWithCart(1000);
    const addressId = await saveAddress(user, 'cairo', 'maadi');
    const res = await order(user, { addressId }, 'express');
    expect(res.json().data.order).toMatchObject({ shippingFee: 90, total: 2090 });
  });

  it('refuses express to a governorate without it, placing nothing and leaving stock and cart alone', async () => {
    const { user, product } = await shopperWithCart();
    const addressId = await saveAddress(user, 'south-sinai', 'dahab');
    const res = await order(user, { addressId }, 'express');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SHIPPING_METHOD_UNAVAILABLE');
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const [stock] = await ctx.database.db.select().from(products).where(eq(products.id, product.id));
    expect(stock!.quantity).toBe(5);
    expect(await ctx.database.db.select().from(cartLines).where(eq(cartLines.userId, user.id))).toHaveLength(
      1,
    );
  });

  it('refuses another shopper’s saved address', async () => {
    const { user } = await shopperWithCart();
    const stranger = await createUser(ctx.database.db);
    const theirs = await saveAddress(stranger, 'giza', 'haram');
    const res = await order(user, { addressId: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ADDRESS_NOT_FOUND');
  });

  it('keeps free-form addresses working: priced by the governorate named, or SPEC’s flat fee when none is', async () => {
    const freeForm = {
      firstName: 'Mona',
      lastName: 'Hassan',
      email: 'mona@example.com',
      phone: '01001234567',
      address: '3 Corniche',
    };
    const byCity = await shopperWithCart(1000);
    const cairo = await order(byCity.user, { shippingAddress: { ...freeForm, city: 'Cairo' } });
    expect(cairo.json().data.order).toMatchObject({
      shippingFee: 50,
      total: 2050,
      shippingAddress: { governorate: { id: 'cairo' }, postalCode: '' },
    });

    const byId = await shopperWithCart(1000);
    const luxor = await order(byId.user, {
      shippingAddress: { ...freeForm, city: 'Esna', governorateId: 'luxor', areaId: 'esna' },
    });
    expect(luxor.json().data.order).toMatchObject({
      shippingFee: 100,
      shippingAddress: { governorate: { id: 'luxor' }, area: { id: 'esna', name: { ar: 'إسنا' } } },
    });

    const unknown = await shopperWithCart(1000);
    const flat = await order(
      unknown.user,
      { shippingAddress: { ...freeForm, city: 'Somewhere', postalCode: '11511' } },
      'express',
    );
    expect(flat.json().data.order).toMatchObject({ shippingFee: 200, total: 2200 });
    expect(flat.json().data.order.shippingAddress.governorate).toBeUndefined();
  });

  it('refuses an order with no address, or an area outside the named governorate', async () => {
    const { user } = await shopperWithCart();
    const none = await order(user, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('SHIPPING_ADDRESS_REQUIRED');
    const mismatched = await order(user, {
      shippingAddress: {
        firstName: 'Mona',
        lastName: 'Hassan',
        email: 'mona@example.com',
        phone: '01001234567',
        address: '3 Corniche',
        city: 'Giza',
        governorateId: 'giza',
        areaId: 'zamalek',
      },
    });
    expect(mismatched.json().code).toBe('AREA_NOT_IN_GOVERNORATE');
  });
});
