import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;
let asAdmin: ReturnType<typeof requestAs>;
let asGuest: ReturnType<typeof requestAs>;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
  asAdmin = requestAs(ctx.app, cast.admin);
  asGuest = requestAs(ctx.app, null);
});
afterAll(() => ctx.close());

const shopDealers = async () =>
  (await asGuest('GET', '/api/dealer')).json().data.dealers.map((d: { name: string }) => d.name) as string[];

describe('dealers/brands', () => {
  it('creates, edits and deletes a dealer the shop lists, with an audit entry for each', async () => {
    const created = await asAdmin('POST', '/api/admin/dealers', {
      name: 'Honor',
      brief: 'Magic phones and laptops.',
      briefAr: 'هواتف وحواسب ماجيك.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const dealer = created.json().data;
    expect(dealer).toMatchObject({
      name: 'Honor',
      brief: 'Magic phones and laptops.',
      logo: null,
      createdAt: expect.any(String),
    });
    expect(await shopDealers()).toContain('Honor');
    const suggested = (await asGuest('GET', '/api/product/suggest?q=hono')).json().data.brands;
    expect(suggested).toContain('Honor');

    const edited = await asAdmin('PUT', `/api/admin/dealers/${dealer._id}`, {
      name: 'HONOR',
      brief: 'Magic series.',
      logo: '/media/uploads/0123456789abcdef0123456789abcdef-400.webp',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'HONOR', brief: 'Magic series.', briefAr: '' });

    const listed = (await requestAs(ctx.app, cast.moderator)('GET', '/api/admin/dealers')).json().data;
    expect(listed.map((d: { _id: string }) => d._id)).toContain(dealer._id);

    const deleted = await asAdmin('DELETE', `/api/admin/dealers/${dealer._id}`);
    expect(deleted.json()).toEqual({ status: 'success', data: { _id: dealer._id } });
    expect(await shopDealers()).not.toContain('HONOR');
    expect((await asGuest('GET', '/api/product/suggest?q=hono')).json().data.brands).toEqual([]);
    expect(
      (await asAdmin('GET', '/api/admin/dealers')).json().data.map((d: { _id: string }) => d._id),
    ).not.toContain(dealer._id);
    expect((await asAdmin('DELETE', `/api/admin/dealers/${dealer._id}`)).statusCode).toBe(404);

    const entries = await auditOf(ctx.database.db, dealer._id);
    expect(entries.map((e) => [e.action, e.entity])).toEqual([
      ['dealer.create', 'dealer'],
      ['dealer.update', 'dealer'],
      ['dealer.delete', 'dealer'],
    ]);
    expect(entries[1]).toMatchObject({ before: { name: 'Honor' }, after: { name: 'HONOR' } });
    expect(entries[2]).toMatchObject({ before: { name: 'HONOR' }, after: null });

    // A deleted dealer's name is free again.
    expect((await asAdmin('POST', '/api/admin/dealers', { name: 'Honor' })).statusCode).toBe(201);
  });

  it('answers 409 for a name another dealer has, in any case', async () => {
    expect((await asAdmin('POST', '/api/admin/dealers', { name: 'Realme' })).statusCode).toBe(201);
    const other = (await asAdmin('POST', '/api/admin/dealers', { name: 'Tecno' })).json().data;
    for (const [method, url] of [
      ['POST', '/api/admin/dealers'],
      ['PUT', `/api/admin/dealers/${other._id}`],
    ] as const) {
      const res = await asAdmin(method, url, { name: 'realme' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'DEALER_NAME_TAKEN',
        message: 'A dealer with this name already exists.',
      });
    }
    // Renaming a dealer to its own name in another case is no clash.
    expect((await asAdmin('PUT', `/api/admin/dealers/${other._id}`, { name: 'TECNO' })).statusCode).toBe(200);
    // Two admins adding the same name at once: the unique index lets one in.
    const race = await Promise.all([
      asAdmin('POST', '/api/admin/dealers', { name: 'Vivo' }),
      asAdmin('POST', '/api/admin/dealers', { name: 'Vivo' }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 400 for a bad payload and 404 for an unknown dealer', async () => {
    for (const body of [{ name: '' }, { name: 'X', logo: 'javascript:alert(1)' }, { name: 'X', extra: 1 }]) {
      const res = await asAdmin('POST', '/api/admin/dealers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await asAdmin('PUT', '/api/admin/dealers/00000000-0000-4000-8000-000000000000', {
      name: 'Nobody',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('DEALER_NOT_FOUND');
  });
});
