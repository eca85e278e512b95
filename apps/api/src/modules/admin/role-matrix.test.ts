import { can, type Role, SESSION_COOKIE, type StaffPermission } from '@kahraba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testToken } from '../../test/factories.js';
import {
  createStaffCast,
  type Method,
  registeredRoutes,
  requestAs,
  type StaffCast,
} from '../../test/staff.js';
import { createTestApp, type TestContext, testConfig } from '../../test/test-app.js';

/**
 * Every staff route and the permission it needs: the one table the whole matrix is driven by. A
 * route added under /api/admin without a row here fails the first test.
 */
const STAFF_ROUTES: readonly { method: Method; url: string; permission: StaffPermission }[] = [
  { method: 'GET', url: '/api/admin/dashboard', permission: 'dashboard.read' },
  { method: 'GET', url: '/api/admin/products', permission: 'catalog.read' },
  { method: 'GET', url: '/api/admin/products/:id', permission: 'catalog.read' },
  { method: 'GET', url: '/api/admin/products/:id/stock', permission: 'catalog.read' },
  { method: 'POST', url: '/api/admin/products', permission: 'catalog.write' },
  { method: 'PUT', url: '/api/admin/products/:id', permission: 'catalog.write' },
  { method: 'DELETE', url: '/api/admin/products/:id', permission: 'catalog.write' },
  { method: 'POST', url: '/api/admin/products/:id/stock', permission: 'catalog.write' },
  { method: 'PUT', url: '/api/admin/products/:id/variant', permission: 'catalog.write' },
  { method: 'GET', url: '/api/admin/product-families', permission: 'catalog.read' },
  { method: 'POST', url: '/api/admin/product-families', permission: 'catalog.write' },
  { method: 'POST', url: '/api/admin/uploads', permission: 'catalog.write' },
  { method: 'GET', url: '/api/admin/orders', permission: 'orders.manage' },
  { method: 'GET', url: '/api/admin/orders/:id', permission: 'orders.manage' },
  { method: 'PATCH', url: '/api/admin/orders/:id/status', permission: 'orders.manage' },
  { method: 'GET', url: '/api/admin/tradeins', permission: 'tradeIns.manage' },
  { method: 'GET', url: '/api/admin/tradeins/:id', permission: 'tradeIns.manage' },
  { method: 'POST', url: '/api/admin/tradeins/:id/decision', permission: 'tradeIns.manage' },
  { method: 'GET', url: '/api/admin/conversations', permission: 'chat.manage' },
  {
    method: 'GET',
    url: '/api/admin/conversations/:shopperId/:contactId/messages',
    permission: 'chat.manage',
  },
  {
    method: 'POST',
    url: '/api/admin/conversations/:shopperId/:contactId/messages',
    permission: 'chat.manage',
  },
  { method: 'GET', url: '/api/admin/stream', permission: 'chat.manage' },
  { method: 'GET', url: '/api/admin/dealers', permission: 'catalog.read' },
  { method: 'POST', url: '/api/admin/dealers', permission: 'dealers.write' },
  { method: 'PUT', url: '/api/admin/dealers/:id', permission: 'dealers.write' },
  { method: 'DELETE', url: '/api/admin/dealers/:id', permission: 'dealers.write' },
  { method: 'GET', url: '/api/admin/users', permission: 'staff.manage' },
  { method: 'POST', url: '/api/admin/users', permission: 'staff.manage' },
  { method: 'PATCH', url: '/api/admin/users/:id', permission: 'staff.manage' },
  { method: 'GET', url: '/api/admin/audit', permission: 'audit.read' },
  { method: 'GET', url: '/api/admin/outbox', permission: 'outbox.read' },
  { method: 'GET', url: '/api/admin/outbox/:id', permission: 'outbox.read' },
  { method: 'GET', url: '/api/admin/reviews', permission: 'reviews.moderate' },
  { method: 'PATCH', url: '/api/admin/reviews/:id', permission: 'reviews.moderate' },
  { method: 'GET', url: '/api/admin/coupons', permission: 'coupons.read' },
  { method: 'GET', url: '/api/admin/coupons/:id', permission: 'coupons.read' },
  { method: 'POST', url: '/api/admin/coupons', permission: 'coupons.write' },
  { method: 'PUT', url: '/api/admin/coupons/:id', permission: 'coupons.write' },
  { method: 'GET', url: '/api/admin/installment-plans', permission: 'installments.read' },
  { method: 'GET', url: '/api/admin/installment-plans/:id', permission: 'installments.read' },
  { method: 'POST', url: '/api/admin/installment-plans', permission: 'installments.write' },
  { method: 'PUT', url: '/api/admin/installment-plans/:id', permission: 'installments.write' },
  { method: 'GET', url: '/api/admin/trade-in-estimates', permission: 'tradeInEstimates.read' },
  { method: 'PUT', url: '/api/admin/trade-in-estimates', permission: 'tradeInEstimates.write' },
  { method: 'GET', url: '/api/admin/delivery-zones', permission: 'delivery.read' },
  { method: 'PUT', url: '/api/admin/delivery-zones/:governorateId', permission: 'delivery.write' },
];

/** The event stream never ends, so it is checked over a real connection instead of inject. */
const isStream = (url: string) => url === '/api/admin/stream';

// Ids nothing has: a permitted caller gets past the guard and then a 404 or 400, never a change.
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:\w+/g, UNKNOWN_ID);

let ctx: TestContext;
let cast: StaffCast;

beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createStaffCast(ctx.database.db);
});
afterAll(() => ctx.close());

describe('staff route permissions', () => {
  it('has a row in the table for every /api/admin route the app serves, and no other', () => {
    const table = STAFF_ROUTES.map((r) => `${r.method} ${r.url}`).sort();
    expect(registeredRoutes(ctx.app, '/api/admin')).toEqual(table);
  });

  it.each(STAFF_ROUTES)('$method $url: a guest gets 401', async ({ method, url }) => {
    const res = await requestAs(ctx.app, null)(method, concrete(url), method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
  });

  it.each(STAFF_ROUTES)('$method $url: a shopper gets 403', async ({ method, url }) => {
    const res = await requestAs(ctx.app, cast.shopper)(
      method,
      concrete(url),
      method === 'GET' ? undefined : {},
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', code: 'FORBIDDEN' });
  });

  const staffCases = STAFF_ROUTES.filter((r) => !isStream(r.url)).flatMap((route) =>
    (['moderator', 'admin'] as const).map((role) => ({
      ...route,
      role,
      allowed: can(role, route.permission),
    })),
  );

  it.each(staffCases)('$method $url: $role allowed=$allowed', async ({ method, url, role, allowed }) => {
    const res = await requestAs(ctx.app, cast[role])(
      method,
      concrete(url),
      method === 'GET' ? undefined : {},
    );
    if (allowed) {
      // Past the guard: the answer is the route's own (a list, or 400/404 for the made-up input).
      expect([401, 403], res.body).not.toContain(res.statusCode);
      expect(res.statusCode, res.body).toBeLessThan(500);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('opens the inbox stream for both staff roles, by the session cookie EventSource sends', async () => {
    const app = await buildApp(testConfig(), { database: ctx.database });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = (who: keyof typeof cast) => `${SESSION_COOKIE}=${testToken(app, cast[who])}`;
    try {
      for (const role of ['moderator', 'admin'] as const satisfies Role[]) {
        const controller = new AbortController();
        const res = await fetch(`${baseUrl}/api/admin/stream`, {
          headers: { cookie: cookie(role) },
          signal: controller.signal,
        });
        expect(res.status, role).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
        controller.abort();
      }
      expect(
        (await fetch(`${baseUrl}/api/admin/stream`, { headers: { cookie: cookie('shopper') } })).status,
      ).toBe(403);
      // No route takes a token from the URL any more: it would end up in logs and history.
      const adminToken = testToken(app, cast.admin);
      expect((await fetch(`${baseUrl}/api/admin/stream?token=${adminToken}`)).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('staff API in the OpenAPI document', () => {
  it('lists every staff route under the admin tag with bearer auth and its permission', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const { method, url, permission } of STAFF_ROUTES) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(['admin']);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.description).toContain(permission);
    }
  });
});
