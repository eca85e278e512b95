import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createProduct, type TestUser } from '../../test/factories.js';
import { auditOf, createStaffCast, requestAs, type StaffCast } from '../../test/staff.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let phone: string;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  phone = (await createProduct(ctx.database.db, { name: 'Galaxy A56' })).id;
});
afterAll(() => ctx.close());

const estimate = (query: string, lang = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/tradein/estimate?${query}`,
    headers: { 'accept-language': lang },
  });

const mobileSpecs = { name: 'iPhone 13', ram: '4 GB', internalMemory: '128 GB' };

function submit(user: TestUser, body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tradein',
    headers: authHeaders(ctx.app, user),
    payload: {
      category: 'MobileTablet',
      productType: 'Mobile',
      specs: mobileSpecs,
      replacement: phone,
      ...body,
    },
  });
}

describe('GET /api/tradein/estimate', () => {
  it('scales the seeded range of the type by the condition, for guests too', async () => {
    // Mobile, excellent: EGP 4,000-30,000; fair keeps 60 %.
    const excellent = await estimate('type=Mobile&condition=excellent');
    expect(excellent.statusCode, excellent.body).toBe(200);
    expect(excellent.json().data.estimate).toEqual({
      type: 'Mobile',
      condition: 'excellent',
      min: 4000,
      max: 30_000,
    });
    expect((await estimate('type=Mobile&condition=fair')).json().data.estimate).toMatchObject({
      min: 2400,
      max: 18_000,
    });
    expect((await estimate('type=Apple%20Watch&condition=poor')).json().data.estimate).toMatchObject({
      min: 900,
      max: 4200,
    });
  });

  it('narrows to the model the shopper named: 45–60 % of its price, within the type’s range', async () => {
    const model = await createProduct(ctx.database.db, { name: 'Galaxy S24', price: 20_000 });
    // Excellent: 9,000–12,000 (a 1.33× spread, not the type's 7.5×); good keeps 80 %.
    expect(
      (await estimate(`type=Mobile&condition=excellent&model=${model.id}`)).json().data.estimate,
    ).toMatchObject({
      min: 9000,
      max: 12_000,
    });
    expect(
      (await estimate(`type=Mobile&condition=good&model=${model.id}`)).json().data.estimate,
    ).toMatchObject({
      min: 7200,
      max: 9600,
    });
    // A model dearer than anything staff would pay for stays within the type's range.
    const flagship = await createProduct(ctx.database.db, { name: 'Galaxy S25 Ultra', price: 100_000 });
    expect(
      (await estimate(`type=Mobile&condition=excellent&model=${flagship.id}`)).json().data.estimate,
    ).toMatchObject({
      min: 30_000,
      max: 30_000,
    });
    // An unknown model narrows nothing.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await estimate(`type=Mobile&condition=excellent&model=${unknown}`)).json().data.estimate,
    ).toMatchObject({
      min: 4000,
      max: 30_000,
    });
  });

  it.each(['type=Toaster&condition=good', 'type=Mobile&condition=broken', 'type=Mobile', ''])(
    'answers 400 in the shopper’s language for %s',
    async (query) => {
      const res = await estimate(query, 'ar');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'INVALID_PARAMETER' });
      expect(res.json().message).toMatch(/^قيمة "(type|condition)" غير صحيحة\.$/);
    },
  );
});

describe('POST /api/tradein with a condition', () => {
  it('stores the condition and the estimate of that moment, and staff see both', async () => {
    const res = await submit(cast.shopper, { condition: 'good' });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data;
    expect(sent).toMatchObject({ condition: 'good', estimate: { min: 3200, max: 24_000 } });
    const mine = (await requestAs(ctx.app, cast.shopper)('GET', '/api/tradein/mine')).json().data;
    expect(mine[0]).toMatchObject({ condition: 'good', estimate: { min: 3200, max: 24_000 } });
    const staffView = (
      await requestAs(ctx.app, cast.moderator)('GET', `/api/admin/tradeins/${sent._id}`)
    ).json().data;
    expect(staffView).toMatchObject({ condition: 'good', estimate: { min: 3200, max: 24_000 } });
  });

  it('stores the estimate narrowed to the model the shopper named', async () => {
    const model = await createProduct(ctx.database.db, { name: 'Galaxy S24', price: 20_000 });
    const res = await submit(cast.shopper, { condition: 'good', model: model.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ condition: 'good', estimate: { min: 7200, max: 9600 } });
  });

  it('still takes a request without a condition (SPEC §3 payload), with no estimate', async () => {
    const res = await submit(cast.shopper, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ condition: null, estimate: null });
  });

  it('refuses an unknown condition with 400', async () => {
    const res = await submit(cast.shopper, { condition: 'like new' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('/api/admin/trade-in-estimates', () => {
  it('shows the table to a moderator and lets only an admin replace it, audited', async () => {
    const asModerator = requestAs(ctx.app, cast.moderator);
    const asAdmin = requestAs(ctx.app, cast.admin);
    const table = (await asModerator('GET', '/api/admin/trade-in-estimates')).json().data;
    expect(table.factors).toEqual({ excellent: 1, good: 0.8, fair: 0.6, poor: 0.35 });
    expect(table.ranges[0]).toEqual({ type: 'Mobile', min: 4000, max: 30_000 });
    expect(table.ranges).toHaveLength(24);

    const edited = {
      ranges: [
        { type: 'Mobile', min: 5000, max: 32_000 },
        ...table.ranges.slice(1).filter((r: { type: string }) => r.type !== 'Cable'),
      ],
      factors: { excellent: 1, good: 0.75, fair: 0.5, poor: 0.25 },
    };
    expect((await asModerator('PUT', '/api/admin/trade-in-estimates', edited)).statusCode).toBe(403);
    const res = await asAdmin('PUT', '/api/admin/trade-in-estimates', edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ranges).toHaveLength(23);

    expect((await estimate('type=Mobile&condition=good')).json().data.estimate).toMatchObject({
      min: 3750,
      max: 24_000,
    });
    // A type left out of the table has no estimate.
    expect((await estimate('type=Cable&condition=good')).json().data.estimate).toBeNull();

    const [entry] = await auditOf(ctx.database.db, 'table');
    expect(entry).toMatchObject({
      action: 'tradeInEstimate.update',
      entity: 'tradeInEstimate',
      actorId: cast.admin.id,
      before: { factors: { good: 0.8 } },
      after: { factors: { good: 0.75 } },
    });
  });

  it.each([
    [
      {
        ranges: [{ type: 'Mobile', min: 9000, max: 100 }],
        factors: { excellent: 1, good: 0.8, fair: 0.6, poor: 0.3 },
      },
      'min above max',
    ],
    [
      { ranges: [], factors: { excellent: 1, good: 0.8, fair: 0.9, poor: 0.3 } },
      'a worse condition worth more',
    ],
    [{ ranges: [], factors: { excellent: 1.2, good: 0.8, fair: 0.6, poor: 0.3 } }, 'a factor above 1'],
    [
      {
        ranges: [
          { type: 'Mobile', min: 1, max: 2 },
          { type: 'Mobile', min: 1, max: 2 },
        ],
        factors: { excellent: 1, good: 0.8, fair: 0.6, poor: 0.3 },
      },
      'a type twice',
    ],
    [
      {
        ranges: [{ type: 'Toaster', min: 1, max: 2 }],
        factors: { excellent: 1, good: 0.8, fair: 0.6, poor: 0.3 },
      },
      'an unknown type',
    ],
    [{ ranges: [] }, 'no factors'],
  ] as [object, string][])('answers 400 for %j (%s)', async (body) => {
    const res = await requestAs(ctx.app, cast.admin)('PUT', '/api/admin/trade-in-estimates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
