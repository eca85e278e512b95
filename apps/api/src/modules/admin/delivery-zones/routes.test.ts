import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createStaffCast, requestAs, type StaffCast } from '../../../test/staff.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let cast: StaffCast;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
});
afterAll(() => ctx.close());

const cheaperGiza = {
  standard: { fee: 45, minDays: 1, maxDays: 2 },
  express: { fee: 80, minDays: 1, maxDays: 1 },
};

describe('/api/admin/delivery-zones', () => {
  it('lets a moderator read the zones but not change them', async () => {
    const as = requestAs(ctx.app, cast.moderator);
    const res = await as('GET', '/api/admin/delivery-zones');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(27);
    expect(res.json().data[0]).toMatchObject({
      governorate: { id: expect.any(String) },
      standard: { fee: 50 },
    });
    expect((await as('PUT', '/api/admin/delivery-zones/giza', cheaperGiza)).statusCode).toBe(403);
  });

  it('lets an admin change a zone, with an audit entry, and the shop quotes the new fee', async () => {
    const as = requestAs(ctx.app, cast.admin);
    const res = await as('PUT', '/api/admin/delivery-zones/giza', cheaperGiza);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ governorate: { id: 'giza' }, ...cheaperGiza });
    const [entry] = await auditOf(ctx.database.db, 'giza');
    expect(entry).toMatchObject({
      action: 'deliveryZone.update',
      entity: 'deliveryZone',
      actorId: cast.admin.id,
    });
    expect(entry!.before).toMatchObject({ standard: { fee: 50 } });
    expect(entry!.after).toMatchObject({ standard: { fee: 45 } });
    const quote = await ctx.app.inject({ method: 'GET', url: '/api/delivery/quote?governorate=giza' });
    expect(quote.json().data.quote.fee).toBe(45);
  });

  it('stops offering express when it is set to null', async () => {
    const as = requestAs(ctx.app, cast.admin);
    const res = await as('PUT', '/api/admin/delivery-zones/luxor', { ...cheaperGiza, express: null });
    expect(res.json().data.express).toBeNull();
    const quote = await ctx.app.inject({
      method: 'GET',
      url: '/api/delivery/quote?governorate=luxor&method=express',
    });
    expect(quote.json().code).toBe('SHIPPING_METHOD_UNAVAILABLE');
  });

  it('refuses fewer most days than fewest, negative fees and unknown governorates', async () => {
    const as = requestAs(ctx.app, cast.admin);
    const backwards = await as('PUT', '/api/admin/delivery-zones/giza', {
      ...cheaperGiza,
      standard: { fee: 45, minDays: 3, maxDays: 2 },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('DELIVERY_DAYS_ORDER');
    const negative = await as('PUT', '/api/admin/delivery-zones/giza', {
      ...cheaperGiza,
      standard: { fee: -1, minDays: 1, maxDays: 2 },
    });
    expect(negative.statusCode).toBe(400);
    const unknown = await as('PUT', '/api/admin/delivery-zones/atlantis', cheaperGiza);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('DELIVERY_ZONE_NOT_FOUND');
  });
});
