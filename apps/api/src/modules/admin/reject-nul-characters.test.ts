import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { requestAs } from '../../test/staff.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.database.db, { role: 'admin' });
});
afterAll(() => ctx.close());

describe('NUL characters in staff input', () => {
  it.each([
    '/api/admin/products?q=%00',
    '/api/admin/orders?q=KH%00',
    '/api/admin/users?q=%00',
    '/api/admin/audit?entityId=%00',
  ])('answers 400 naming the parameter for GET %s', async (url) => {
    const res = await requestAs(ctx.app, admin)('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_PARAMETER',
      message: expect.stringMatching(/"(q|entityId)"/),
    });
  });

  it('answers 400 naming the field of a body', async () => {
    const res = await requestAs(ctx.app, admin)('POST', '/api/admin/dealers', { name: 'Bad\u0000Name' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [{ path: 'name', message: 'NUL character' }] },
    });
  });

  it('lets ordinary text through', async () => {
    const res = await requestAs(ctx.app, admin)('POST', '/api/admin/dealers', { name: 'Good Name' });
    expect(res.statusCode).toBe(201);
  });
});
