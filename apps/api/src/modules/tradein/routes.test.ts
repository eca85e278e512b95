import {
  TRADE_IN_CATEGORIES,
  TRADE_IN_FORMS,
  TRADE_IN_TYPES,
  type TradeInCategory,
  type TradeInType,
} from '@kahraba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createProduct, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let shopper: TestUser;
let other: TestUser;
/** An in-stock replacement for every trade-in category. */
const replacementFor = {} as Record<TradeInCategory, string>;
let tablet: string;
let outOfStockPhone: string;

const productOf: Record<TradeInCategory, Parameters<typeof createProduct>[1]> = {
  MobileTablet: { category: 'Mobile', productType: 'MobileTablet', deviceType: 'Mobile' },
  Laptop: { category: 'Laptop', productType: 'Laptop', deviceType: null, laptopType: 'Student' },
  Accessories: { category: 'Accessories', productType: 'Cable', deviceType: null },
  Wearables: { category: 'Wearables', productType: 'Wearable', deviceType: null, wearableType: 'SmartWatch' },
  Audio: { category: 'Audio', productType: 'Audio', deviceType: null, audioType: 'InEar' },
  Gaming: { category: 'Gaming', productType: 'Gaming', deviceType: null, subType: 'PlayStation' },
};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  shopper = await createUser(db);
  other = await createUser(db);
  for (const category of TRADE_IN_CATEGORIES) {
    replacementFor[category] = (
      await createProduct(db, { name: `New ${category}`, ...productOf[category] })
    ).id;
  }
  tablet = (await createProduct(db, { name: 'Galaxy Tab', category: 'Tablet', deviceType: 'Tablet' })).id;
  outOfStockPhone = (await createProduct(db, { name: 'Sold-out Phone', quantity: 0 })).id;
});

afterAll(async () => {
  await ctx?.close();
});

/** A value each field of a form accepts. */
const sample = (name: string, kind: string) =>
  kind === 'number' ? '2.4' : kind === 'list' ? 'GPS, NFC' : `my ${name}`;

function filledSpecs(type: TradeInType, { onlyRequired = false } = {}) {
  return Object.fromEntries(
    TRADE_IN_FORMS[type]
      .filter((f) => !onlyRequired || f.required)
      .map((f) => [f.name, sample(f.name, f.kind)]),
  );
}

function submit(body: unknown, user: TestUser | null = shopper, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tradein',
    headers: { ...(user ? authHeaders(ctx.app, user) : {}), 'accept-language': lang },
    payload: body as object,
  });
}

const cases = TRADE_IN_CATEGORIES.flatMap((category) =>
  TRADE_IN_TYPES[category].map((type) => ({ category, type: type as TradeInType })),
);

describe('POST /api/tradein over the whole taxonomy', () => {
  it.each(cases)('accepts a filled-in $type ($category) as pending', async ({ category, type }) => {
    const res = await submit({
      category,
      productType: type,
      specs: filledSpecs(type),
      replacement: replacementFor[category],
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      category,
      productType: type,
      status: 'pending',
      user: shopper.id,
      replacement: replacementFor[category],
    });
    for (const field of TRADE_IN_FORMS[type].filter((f) => f.required)) {
      expect(data.specs[field.name]).toBe(`my ${field.name}`);
    }
  });

  const requiredCases = cases.flatMap(({ category, type }) =>
    TRADE_IN_FORMS[type].filter((f) => f.required).map((f) => ({ category, type, field: f.name })),
  );

  it.each(requiredCases)('refuses a $type without $field, naming it', async ({ category, type, field }) => {
    const specs = filledSpecs(type, { onlyRequired: true });
    specs[field] = '   ';
    const res = await submit({ category, productType: type, specs, replacement: replacementFor[category] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('TRADE_IN_INVALID');
    expect(body.details.missing).toEqual([field]);
    expect(body.message).toMatch(/^Please fill in: /);
  });
});

describe('POST /api/tradein validation', () => {
  it('names every missing field in form order, in English and in Arabic', async () => {
    const body = {
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: { name: 'iPhone 12' },
      replacement: replacementFor.MobileTablet,
    };
    const en = await submit(body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'TRADE_IN_INVALID',
      message: 'Please fill in: RAM, Internal memory',
      details: { missing: ['ram', 'internalMemory'] },
    });
    const ar = await submit(body, shopper, 'ar');
    expect(ar.json().message).toBe('يرجى إدخال: الذاكرة العشوائية (RAM)، الذاكرة الداخلية');
  });

  it('refuses a spec field the form does not have', async () => {
    const res = await submit({
      category: 'Gaming',
      productType: 'PlayStation',
      specs: { name: 'PS4', ram: '8GB' },
      replacement: replacementFor.Gaming,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TRADE_IN_SPECS_INVALID', details: { unknown: ['ram'] } });
  });

  it('refuses a CPU speed that is not a number', async () => {
    const res = await submit({
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: { ...filledSpecs('Mobile', { onlyRequired: true }), cpuSpeedGHz: 'fast' },
      replacement: replacementFor.MobileTablet,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TRADE_IN_SPECS_INVALID',
      message: 'Please check: CPU speed (GHz)',
      details: { invalidNumbers: ['cpuSpeedGHz'] },
    });
  });

  it('stores a CPU speed as a number, also typed with Arabic digits', async () => {
    const res = await submit({
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: { ...filledSpecs('Mobile', { onlyRequired: true }), cpuSpeedGHz: '٢٫٤' },
      replacement: replacementFor.MobileTablet,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.specs.cpuSpeedGHz).toBe(2.4);
  });

  it('refuses overlong text', async () => {
    const res = await submit({
      category: 'Laptop',
      productType: 'Laptop',
      specs: { ...filledSpecs('Laptop', { onlyRequired: true }), processor: 'x'.repeat(201) },
      replacement: replacementFor.Laptop,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TRADE_IN_SPECS_INVALID',
      details: { invalidValues: ['processor'] },
    });
  });

  it('refuses a type of another category', async () => {
    const res = await submit({
      category: 'Laptop',
      productType: 'Mobile',
      specs: filledSpecs('Mobile'),
      replacement: replacementFor.Laptop,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TRADE_IN_TYPE_MISMATCH');
  });

  it('refuses a category or type outside the taxonomy', async () => {
    const res = await submit({
      category: 'Fridge',
      productType: 'Mobile',
      specs: filledSpecs('Mobile'),
      replacement: replacementFor.MobileTablet,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a replacement of another category', async () => {
    const res = await submit({
      category: 'Audio',
      productType: 'JBL',
      specs: { name: 'Flip 5' },
      replacement: replacementFor.Laptop,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REPLACEMENT_CATEGORY_MISMATCH');
  });

  it('accepts a tablet as the replacement of a phone', async () => {
    const res = await submit({
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: filledSpecs('Mobile', { onlyRequired: true }),
      replacement: tablet,
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an out-of-stock replacement', async () => {
    const res = await submit({
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: filledSpecs('Mobile', { onlyRequired: true }),
      replacement: outOfStockPhone,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Sold-out Phone is out of stock.' });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['something that is not an id', 'not-a-product'],
  ])('refuses %s as the replacement', async (_label, replacement) => {
    const res = await submit({
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: filledSpecs('Mobile', { onlyRequired: true }),
      replacement,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REPLACEMENT_NOT_FOUND');
  });

  it('refuses fields beside the four of the payload', async () => {
    const res = await submit({
      category: 'Gaming',
      productType: 'Xbox',
      specs: { name: 'Xbox One' },
      replacement: replacementFor.Gaming,
      status: 'approved',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a guest with 401', async () => {
    const res = await submit(
      {
        category: 'Gaming',
        productType: 'Xbox',
        specs: { name: 'Xbox One' },
        replacement: replacementFor.Gaming,
      },
      null,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /api/tradein/mine', () => {
  it("lists only the caller's requests, newest first, with the replacement product", async () => {
    const first = await submit(
      {
        category: 'Gaming',
        productType: 'Nintendo',
        specs: { name: 'Switch' },
        replacement: replacementFor.Gaming,
      },
      other,
    );
    const second = await submit(
      { category: 'Audio', productType: 'Bose', specs: { name: 'QC35' }, replacement: replacementFor.Audio },
      other,
    );
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/tradein/mine',
      headers: authHeaders(ctx.app, other),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((t: { _id: string }) => t._id)).toEqual([second.json().data._id, first.json().data._id]);
    expect(list[0]).toMatchObject({
      status: 'pending',
      productType: 'Bose',
      replacementProduct: { _id: replacementFor.Audio, name: 'New Audio', price: 10_000 },
    });

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/tradein/mine',
      headers: authHeaders(ctx.app, shopper),
    });
    const ids = mine.json().data.map((t: { _id: string; user: string }) => t._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(first.json().data._id);
    expect(ids).not.toContain(second.json().data._id);
    expect(mine.json().data.every((t: { user: string }) => t.user === shopper.id)).toBe(true);
  });

  it('is empty for a user who sent nothing', async () => {
    const fresh = await createUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/tradein/mine',
      headers: authHeaders(ctx.app, fresh),
    });
    expect(res.json()).toEqual({ status: 'success', data: [] });
  });

  it('answers a guest with 401', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/tradein/mine' });
    expect(res.statusCode).toBe(401);
  });
});
