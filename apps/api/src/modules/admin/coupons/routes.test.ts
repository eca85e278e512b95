import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let asAdmin: ReturnType<typeof requestAs>;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  asAdmin = requestAs(ctx.app, cast.admin);
});
afterAll(() => ctx.close());

const ramadan = {
  code: 'ramadan10',
  kind: 'percent',
  value: 10,
  minSubtotal: 1000,
  expiresAt: '2027-04-01T00:00:00.000Z',
  maxUses: 100,
  maxUsesPerShopper: 1,
  category: 'Mobile',
};

describe('/api/admin/coupons', () => {
  it('creates a code upper-cased with its defaults, lists it, and audits it', async () => {
    const res = await asAdmin('POST', '/api/admin/coupons', ramadan);
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json().data;
    expect(coupon).toMatchObject({
      code: 'RAMADAN10',
      kind: 'percent',
      value: 10,
      minSubtotal: 1000,
      expiresAt: '2027-04-01T00:00:00.000Z',
      maxUses: 100,
      maxUsesPerShopper: 1,
      category: 'Mobile',
      brand: null,
      disabled: false,
      usedCount: 0,
    });
    const list = (await requestAs(ctx.app, cast.moderator)('GET', '/api/admin/coupons')).json().data;
    expect(list.map((c: { code: string }) => c.code)).toContain('RAMADAN10');
    expect(
      (await requestAs(ctx.app, cast.moderator)('GET', `/api/admin/coupons/${coupon._id}`)).json().data,
    ).toEqual(coupon);
    expect(await auditOf(ctx.database.db, coupon._id)).toMatchObject([
      { action: 'coupon.create', entity: 'coupon', actorId: cast.admin.id, before: null, after: coupon },
    ]);
  });

  it('edits and disables a code, keeping both sides in the audit log', async () => {
    const created = (
      await asAdmin('POST', '/api/admin/coupons', { code: 'SAMSUNG500', kind: 'fixed', value: 500 })
    ).json().data;
    const res = await asAdmin('PUT', `/api/admin/coupons/${created._id}`, {
      code: 'SAMSUNG500',
      kind: 'fixed',
      value: 750,
      brand: 'Samsung',
      disabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ value: 750, brand: 'Samsung', disabled: true });
    const entries = await auditOf(ctx.database.db, created._id);
    expect(entries.map((e) => e.action)).toEqual(['coupon.create', 'coupon.update']);
    expect(entries[1]).toMatchObject({
      before: { value: 500, disabled: false },
      after: { value: 750, disabled: true },
    });
  });

  it('refuses a code another coupon has, in any case, with 409', async () => {
    await asAdmin('POST', '/api/admin/coupons', { code: 'EID2026', kind: 'fixed', value: 100 });
    const res = await asAdmin('POST', '/api/admin/coupons', { code: 'eid2026', kind: 'percent', value: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COUPON_CODE_TAKEN');
    const other = (
      await asAdmin('POST', '/api/admin/coupons', { code: 'EID2027', kind: 'fixed', value: 100 })
    ).json().data;
    const rename = await asAdmin('PUT', `/api/admin/coupons/${other._id}`, {
      code: 'EID2026',
      kind: 'fixed',
      value: 1,
    });
    expect(rename.statusCode).toBe(409);
  });

  it.each([
    [{ code: 'AB', kind: 'fixed', value: 10 }, 'a code under 3 characters'],
    [{ code: 'TEN OFF', kind: 'fixed', value: 10 }, 'a code with a space'],
    [{ code: 'TOOMUCH', kind: 'percent', value: 101 }, 'a percent over 100'],
    [{ code: 'NOTHING', kind: 'fixed', value: 0 }, 'a zero amount'],
    [{ code: 'PIASTRE', kind: 'fixed', value: 10.005 }, 'a fraction of a piastre'],
    [{ code: 'NOWHERE', kind: 'fixed', value: 10, category: 'Toys' }, 'an unknown category'],
    [{ code: 'ZEROUSE', kind: 'fixed', value: 10, maxUses: 0 }, 'a limit of 0 uses'],
    [{ code: 'BADDATE', kind: 'fixed', value: 10, expiresAt: 'tomorrow' }, 'an expiry that is not a date'],
  ] as [object, string][])('answers 400 for %j (%s)', async (body) => {
    const res = await asAdmin('POST', '/api/admin/coupons', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 for an unknown coupon and 403 to a moderator who tries to write', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('GET', `/api/admin/coupons/${unknown}`)).json().code).toBe('COUPON_NOT_FOUND');
    const put = await asAdmin('PUT', `/api/admin/coupons/${unknown}`, {
      code: 'GHOST',
      kind: 'fixed',
      value: 1,
    });
    expect(put.statusCode).toBe(404);
    const asModerator = requestAs(ctx.app, cast.moderator);
    expect(
      (await asModerator('POST', '/api/admin/coupons', { code: 'MODS', kind: 'fixed', value: 1 })).statusCode,
    ).toBe(403);
  });
});
