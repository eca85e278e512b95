import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { authHeaders, createUser, type TestUser } from '../../test/factories.js';
import { createTestDatabase, testConfig } from '../../test/test-app.js';
import { bearerAuth, requireRole, requireUser, signedInUser } from './authenticate.js';

// The hooks later features use, on routes of their own.
let database: DatabaseHandle;
let app: App;
let shopper: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig(), { database });
  app.get(
    '/api/test/whoami',
    { onRequest: requireUser, schema: { security: bearerAuth } },
    async (request) => ({
      user: signedInUser(request),
    }),
  );
  app.get('/api/test/staff', { preHandler: requireRole('admin', 'moderator') }, async (request) => ({
    user: request.user,
  }));
  await app.ready();
  shopper = await createUser(database.db);
  admin = await createUser(database.db, { role: 'admin' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('requireUser', () => {
  it('puts the id and role of the caller on request.user', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/whoami',
      headers: authHeaders(app, shopper),
    });
    // createUser's standing session has the user's own id (test/factories.ts).
    expect(res.json()).toEqual({ user: { id: shopper.id, role: 'user', sessionId: shopper.id } });
  });

  it('takes the role from the account, not from the token', async () => {
    // A token issued while the account was a user still reads as admin once promoted (and the reverse).
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/whoami',
      headers: authHeaders(app, { id: admin.id, role: 'user' }),
    });
    expect(res.json().user.role).toBe('admin');
  });
});

describe('requireRole', () => {
  it('answers 401 to a guest', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/staff' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 FORBIDDEN to a user without the role', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/staff',
      headers: authHeaders(app, shopper),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lets a user with one of the roles through', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/staff', headers: authHeaders(app, admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({ id: admin.id, role: 'admin', sessionId: admin.id });
  });
});
