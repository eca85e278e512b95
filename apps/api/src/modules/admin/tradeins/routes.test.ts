import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type TestUser } from '../../../test/factories.js';
import { auditOf, createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let replacement: string;
let asModerator: ReturnType<typeof requestAs>;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  replacement = (await createProduct(ctx.database.db, { name: 'Galaxy S25 Ultra', price: 60_000 })).id;
  asModerator = requestAs(ctx.app, cast.moderator);
});
afterAll(() => ctx.close());

/** A trade-in sent through the shop, as the shopper's page sends it. */
async function submitTradeIn(shopper: TestUser, name = 'iPhone 12') {
  const res = await requestAs(ctx.app, shopper)('POST', '/api/tradein', {
    category: 'MobileTablet',
    productType: 'Mobile',
    specs: { name, ram: '4GB', internalMemory: '128GB' },
    replacement,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

const decide = (id: string, decision: object, as = asModerator) =>
  as('POST', `/api/admin/tradeins/${id}/decision`, decision);

const mine = async (shopper: TestUser) =>
  (await requestAs(ctx.app, shopper)('GET', '/api/tradein/mine')).json().data as Array<
    Record<string, unknown>
  >;

describe('trade-in decisions', () => {
  it('approves with a credit the shopper then sees in their account, once', async () => {
    const shopper = await createUser(ctx.database.db, { name: 'Omar Adel' });
    const id = await submitTradeIn(shopper);
    expect(await mine(shopper)).toMatchObject([
      { _id: id, status: 'pending', offeredCredit: null, rejectReason: null },
    ]);

    const res = await decide(id, { decision: 'approve', offeredCredit: 12_500.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: id,
      status: 'approved',
      offeredCredit: 12_500.5,
      rejectReason: null,
      decidedBy: { _id: cast.moderator.id, name: 'Karim Support' },
      decidedAt: expect.any(String),
      customer: { _id: shopper.id, name: 'Omar Adel' },
      replacementProduct: { _id: replacement, name: 'Galaxy S25 Ultra' },
      specs: { name: 'iPhone 12', ram: '4GB', internalMemory: '128GB' },
    });
    expect(await mine(shopper)).toMatchObject([{ _id: id, status: 'approved', offeredCredit: 12_500.5 }]);

    const again = await decide(
      id,
      { decision: 'reject', reason: 'Changed our mind' },
      requestAs(ctx.app, cast.admin),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TRADE_IN_ALREADY_DECIDED', details: { status: 'approved' } });
    expect(await auditOf(ctx.database.db, id)).toMatchObject([
      {
        action: 'tradeIn.approve',
        entity: 'tradeIn',
        actorId: cast.moderator.id,
        before: { status: 'pending', offeredCredit: null, rejectReason: null },
        after: { status: 'approved', offeredCredit: 12_500.5, rejectReason: null },
      },
    ]);
  });

  it('rejects with a reason the shopper sees', async () => {
    const shopper = await createUser(ctx.database.db);
    const id = await submitTradeIn(shopper);
    const res = await decide(id, { decision: 'reject', reason: '  The screen is cracked.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'rejected',
      rejectReason: 'The screen is cracked.',
      offeredCredit: null,
    });
    expect(await mine(shopper)).toMatchObject([
      { status: 'rejected', rejectReason: 'The screen is cracked.' },
    ]);
    expect((await auditOf(ctx.database.db, id)).map((e) => e.action)).toEqual(['tradeIn.reject']);
  });

  it('lets only one of two staff deciding at the same time win', async () => {
    const id = await submitTradeIn(await createUser(ctx.database.db));
    const results = await Promise.all([
      decide(id, { decision: 'approve', offeredCredit: 100 }),
      decide(id, { decision: 'reject', reason: 'No' }, requestAs(ctx.app, cast.admin)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(ctx.database.db, id)).toHaveLength(1);
  });

  it('answers 400 for a decision that is not one, and 404 for an unknown trade-in', async () => {
    const id = await submitTradeIn(await createUser(ctx.database.db));
    for (const body of [
      { decision: 'approve' },
      { decision: 'approve', offeredCredit: 0 },
      { decision: 'approve', offeredCredit: -5 },
      { decision: 'reject', reason: '   ' },
      { decision: 'maybe' },
      { decision: 'approve', offeredCredit: 5, reason: 'both' },
    ]) {
      const res = await decide(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await decide(unknown, { decision: 'approve', offeredCredit: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TRADE_IN_NOT_FOUND');
      expect((await asModerator('GET', `/api/admin/tradeins/${unknown}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/admin/tradeins', () => {
  it('lists newest first, by status, with paging, and shows one', async () => {
    const shopper = await createUser(ctx.database.db, { phone: '' });
    const older = await submitTradeIn(shopper, 'Old phone');
    const newer = await submitTradeIn(shopper, 'Newer phone');
    const page = (await asModerator('GET', '/api/admin/tradeins?status=pending&limit=100')).json().data;
    const ids = page.items.map((t: { _id: string }) => t._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.items.every((t: { status: string }) => t.status === 'pending')).toBe(true);
    await decide(older, { decision: 'approve', offeredCredit: 900 });
    const approved = (await asModerator('GET', '/api/admin/tradeins?status=approved')).json().data;
    expect(approved.items.map((t: { _id: string }) => t._id)).toContain(older);
    expect(approved.items.map((t: { _id: string }) => t._id)).not.toContain(newer);
    const paged = (await asModerator('GET', '/api/admin/tradeins?limit=1&page=2')).json().data;
    expect(paged).toMatchObject({ limit: 1, page: 2, items: [expect.any(Object)] });
    expect(paged.pages).toBe(paged.total);

    const one = await asModerator('GET', `/api/admin/tradeins/${newer}`);
    expect(one.json().data).toMatchObject({
      _id: newer,
      customer: { _id: shopper.id, phone: null },
      decidedBy: null,
      decidedAt: null,
    });
    expect((await asModerator('GET', '/api/admin/tradeins?status=lost')).statusCode).toBe(400);
  });
});
