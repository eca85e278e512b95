import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
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

const logIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('staff accounts', () => {
  it('creates a moderator who can log in and work the console, and audits it without the password', async () => {
    const res = await asAdmin('POST', '/api/admin/users', {
      name: 'Salma Support',
      email: '  Salma@Kahraba.EG ',
      password: 'long-enough-password',
    });
    expect(res.statusCode, res.body).toBe(201);
    const account = res.json().data;
    expect(account).toMatchObject({
      name: 'Salma Support',
      email: 'salma@kahraba.eg',
      phone: null,
      role: 'moderator',
      disabled: false,
      createdAt: expect.any(String),
    });
    const login = await logIn('salma@kahraba.eg', 'long-enough-password');
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/orders', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers })).statusCode).toBe(403);

    const [entry] = await auditOf(ctx.database.db, account._id);
    expect(entry).toMatchObject({
      action: 'user.create',
      entity: 'user',
      before: null,
      after: { name: 'Salma Support', email: 'salma@kahraba.eg', role: 'moderator', disabled: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2/i);
  });

  it('answers 409 for an e-mail that has an account and 400 for a weak payload', async () => {
    const res = await asAdmin('POST', '/api/admin/users', {
      name: 'Copy',
      email: cast.shopper.email.toUpperCase(),
      password: 'long-enough-password',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    for (const body of [
      { name: 'A', email: 'a@kahraba.eg', password: 'short' },
      { name: 'A', email: 'not-an-email', password: 'long-enough-password' },
      { name: 'A', email: 'a2@kahraba.eg', password: 'long-enough-password', role: 'user' },
    ]) {
      expect((await asAdmin('POST', '/api/admin/users', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('changes a role, audited with before and after, and ends the sessions of the account', async () => {
    const shopper = await createUser(ctx.database.db, { password: 'shopper-password' });
    const token = (await logIn(shopper.email, 'shopper-password')).json().token;
    const res = await asAdmin('PATCH', `/api/admin/users/${shopper.id}`, { role: 'moderator' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: shopper.id, role: 'moderator', disabled: false });
    // Sessions from before the change end; signing in again gives one with the new role.
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(old.statusCode).toBe(401);
    const fresh = (await logIn(shopper.email, 'shopper-password')).json().token;
    const asPromoted = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(asPromoted.statusCode).toBe(200);
    expect(await auditOf(ctx.database.db, shopper.id)).toMatchObject([
      { action: 'user.update', before: { role: 'user' }, after: { role: 'moderator' } },
    ]);
  });

  it('disables an account: it cannot log in and its sessions end, for good even once re-enabled', async () => {
    const staff = await createUser(ctx.database.db, { role: 'moderator', password: 'moderator-password' });
    const token = (await logIn(staff.email, 'moderator-password')).json().token;
    const headers = { authorization: `Bearer ${token}` };

    const res = await asAdmin('PATCH', `/api/admin/users/${staff.id}`, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.disabled).toBe(true);

    const login = await logIn(staff.email, 'moderator-password');
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_DISABLED');
    for (const url of ['/api/admin/orders', '/api/user/me', '/api/cart']) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode, url).toBe(401);
    }
    expect(
      (await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(staff.email)}`)).json().data.items,
    ).toMatchObject([{ _id: staff.id, disabled: true }]);

    expect(
      (await asAdmin('PATCH', `/api/admin/users/${staff.id}`, { disabled: false })).json().data.disabled,
    ).toBe(false);
    // Re-enabling does not bring the old sessions back: the staff member signs in again.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/orders', headers })).statusCode).toBe(401);
    const again = (await logIn(staff.email, 'moderator-password')).json().token;
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/orders',
          headers: { authorization: `Bearer ${again}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await auditOf(ctx.database.db, staff.id)).map((e) => [e.before, e.after])).toMatchObject([
      [{ disabled: false }, { disabled: true }],
      [{ disabled: true }, { disabled: false }],
    ]);
  });

  it("refuses changes to one's own account, payloads without a change, and unknown accounts", async () => {
    for (const body of [{ role: 'user' }, { disabled: true }]) {
      const res = await asAdmin('PATCH', `/api/admin/users/${cast.admin.id}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
    }
    expect((await asAdmin('PATCH', `/api/admin/users/${cast.shopper.id}`, {})).statusCode).toBe(400);
    expect(
      (await asAdmin('PATCH', `/api/admin/users/${cast.shopper.id}`, { role: 'owner' })).statusCode,
    ).toBe(400);
    const unknown = await asAdmin('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', {
      role: 'user',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
    expect(
      (await asAdmin('GET', '/api/admin/users?role=admin'))
        .json()
        .data.items.map((u: { _id: string }) => u._id),
    ).toContain(cast.admin.id);
  });
});

describe('GET /api/admin/users', () => {
  it('lists accounts newest first, by role and by a search on name, e-mail or phone', async () => {
    const first = await createUser(ctx.database.db, { name: 'Yasmin Fathy', phone: '01555000111' });
    const second = await createUser(ctx.database.db, { name: 'Yasmin Kamal' });
    const byName = (await asAdmin('GET', '/api/admin/users?q=yasmin')).json().data;
    expect(byName).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(byName.items.map((u: { _id: string }) => u._id)).toEqual([second.id, first.id]);
    expect((await asAdmin('GET', '/api/admin/users?q=01555000111')).json().data.items).toMatchObject([
      { _id: first.id },
    ]);
    const moderators = (await asAdmin('GET', '/api/admin/users?role=moderator&limit=100')).json().data.items;
    expect(moderators.every((u: { role: string }) => u.role === 'moderator')).toBe(true);
    expect(moderators.map((u: { _id: string }) => u._id)).toContain(cast.moderator.id);
  });
});

describe('two admins disabling each other at the same time', () => {
  it('lets one through and refuses the other, who is no longer allowed', async () => {
    const [a, b] = [
      await createUser(ctx.database.db, { role: 'admin' }),
      await createUser(ctx.database.db, { role: 'admin' }),
    ];
    const results = await Promise.all([
      requestAs(ctx.app, a)('PATCH', `/api/admin/users/${b.id}`, { disabled: true }),
      requestAs(ctx.app, b)('PATCH', `/api/admin/users/${a.id}`, { disabled: true }),
    ]);
    const [won, lost] = results.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    // 403 when refused inside the change, 401 when the loser's account was already disabled on arrival.
    expect([401, 403]).toContain(lost);
    const stillEnabled = (await asAdmin('GET', '/api/admin/users?role=admin&limit=100'))
      .json()
      .data.items.filter(
        (u: { _id: string; disabled: boolean }) => [a.id, b.id].includes(u._id) && !u.disabled,
      );
    expect(stillEnabled).toHaveLength(1);
  });
});
