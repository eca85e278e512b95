import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let second: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  second = await createUser(ctx.database.db, { name: 'Second Admin', role: 'admin', phone: '' });
});
afterAll(() => ctx.close());

const audit = async (query = '') => {
  const res = await requestAs(ctx.app, cast.admin)('GET', `/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/admin/audit', () => {
  it('lists who changed what, newest first, filtered by entity, entity id and actor', async () => {
    const dealer = (
      await requestAs(ctx.app, cast.admin)('POST', '/api/admin/dealers', { name: 'Anker' })
    ).json().data;
    await requestAs(ctx.app, second)('PUT', `/api/admin/dealers/${dealer._id}`, {
      name: 'Anker Innovations',
    });
    await requestAs(ctx.app, second)('PATCH', `/api/admin/users/${cast.shopper.id}`, { disabled: true });

    const all = await audit();
    expect(all).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(all.items.map((e: { action: string }) => e.action)).toEqual([
      'user.update',
      'dealer.update',
      'dealer.create',
    ]);
    expect(all.items[1]).toMatchObject({
      actor: { _id: second.id, name: 'Second Admin', phone: null },
      entity: 'dealer',
      entityId: dealer._id,
      before: { name: 'Anker' },
      after: { name: 'Anker Innovations' },
      createdAt: expect.any(String),
    });
    expect(all.items[2]).toMatchObject({ actor: { _id: cast.admin.id }, before: null });

    const dealerEntries = await audit(`?entity=dealer&entityId=${dealer._id}`);
    expect(dealerEntries.items.map((e: { action: string }) => e.action)).toEqual([
      'dealer.update',
      'dealer.create',
    ]);
    expect((await audit(`?actor=${second.id}`)).total).toBe(2);
    expect((await audit('?entity=order')).total).toBe(0);
    expect((await audit('?actor=not-a-uuid')).total).toBe(0);
    const paged = await audit('?limit=2&page=2');
    expect(paged).toMatchObject({ total: 3, limit: 2, page: 2, pages: 2 });
    expect(paged.items.map((e: { action: string }) => e.action)).toEqual(['dealer.create']);
  });

  it('answers 400 for an unknown entity', async () => {
    const res = await requestAs(ctx.app, cast.admin)('GET', '/api/admin/audit?entity=galaxy');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_PARAMETER');
  });

  it('is for admins only', async () => {
    expect((await requestAs(ctx.app, cast.moderator)('GET', '/api/admin/audit')).statusCode).toBe(403);
  });
});
