import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const souhoola = {
  provider: 'Souhoola Plus',
  providerAr: 'سهولة بلس',
  months: [24, 6, 12],
  monthlyRatePercent: 1.75,
  adminFeeKind: 'fixed',
  adminFee: 250,
  minAmount: 1000,
  maxAmount: 150_000,
  sortOrder: 55,
};

describe('/api/admin/installment-plans', () => {
  it('lists the seeded plans to both staff roles, banks first', async () => {
    const res = await asModerator('GET', '/api/admin/installment-plans');
    expect(res.statusCode, res.body).toBe(200);
    const providers = res.json().data.map((p: { provider: string }) => p.provider);
    expect(providers.slice(0, 3)).toEqual(['NBE', 'Banque Misr', 'CIB']);
    expect(providers).toEqual(expect.arrayContaining(['valU', 'Souhoola', 'Contact']));
  });

  it('creates a plan with its months sorted, reads it back, and audits it', async () => {
    const res = await asAdmin('POST', '/api/admin/installment-plans', souhoola);
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json().data;
    expect(plan).toMatchObject({ ...souhoola, months: [6, 12, 24], disabled: false });
    expect((await asModerator('GET', `/api/admin/installment-plans/${plan._id}`)).json().data).toEqual(plan);
    expect(await auditOf(ctx.database.db, plan._id)).toMatchObject([
      {
        action: 'installmentPlan.create',
        entity: 'installmentPlan',
        actorId: cast.admin.id,
        before: null,
        after: plan,
      },
    ]);
  });

  it('edits and disables a plan, keeping both sides in the audit log', async () => {
    const created = (await asAdmin('POST', '/api/admin/installment-plans', souhoola)).json().data;
    const res = await asAdmin('PUT', `/api/admin/installment-plans/${created._id}`, {
      ...souhoola,
      monthlyRatePercent: 2,
      disabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ monthlyRatePercent: 2, disabled: true });
    const entries = await auditOf(ctx.database.db, created._id);
    expect(entries.map((e) => e.action)).toEqual(['installmentPlan.create', 'installmentPlan.update']);
    expect(entries[1]).toMatchObject({
      before: { monthlyRatePercent: 1.75, disabled: false },
      after: { monthlyRatePercent: 2, disabled: true },
    });
    // A disabled plan is no longer offered to shoppers.
    const offers = (await ctx.app.inject({ method: 'GET', url: '/api/installment-plans?amount=5000' })).json()
      .data.offers as { planId: string }[];
    expect(offers.some((o) => o.planId === created._id)).toBe(false);
  });

  it.each([
    [{ ...souhoola, months: [] }, 'no months'],
    [{ ...souhoola, months: [6, 6] }, 'a month twice'],
    [{ ...souhoola, months: [61] }, 'more than 60 months'],
    [{ ...souhoola, provider: '  ' }, 'a blank provider'],
    [{ ...souhoola, adminFeeKind: 'percent', adminFee: 120 }, 'a fee over 100 %'],
    [{ ...souhoola, minAmount: 5000, maxAmount: 1000 }, 'a maximum below the minimum'],
    [{ ...souhoola, monthlyRatePercent: -1 }, 'negative interest'],
    [{ ...souhoola, adminFee: 10.005 }, 'a fraction of a piastre'],
    [{ ...souhoola, colour: 'red' }, 'an unknown field'],
  ] as [object, string][])('answers 400 for %j (%s)', async (body) => {
    const res = await asAdmin('POST', '/api/admin/installment-plans', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 for an unknown plan and 403 to a moderator who tries to write', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('GET', `/api/admin/installment-plans/${unknown}`)).json().code).toBe(
      'INSTALLMENT_PLAN_NOT_FOUND',
    );
    expect((await asAdmin('PUT', `/api/admin/installment-plans/${unknown}`, souhoola)).statusCode).toBe(404);
    expect((await asModerator('POST', '/api/admin/installment-plans', souhoola)).statusCode).toBe(403);
    const seeded = (await asModerator('GET', '/api/admin/installment-plans')).json().data[0];
    expect(
      (await asModerator('PUT', `/api/admin/installment-plans/${seeded._id}`, souhoola)).statusCode,
    ).toBe(403);
  });
});
