import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type DatabaseHandle, openDatabase } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';
import { openEventStream, readEvents } from '../../test/event-stream.js';
import { authHeaders, createUser, type TestUser, testToken } from '../../test/factories.js';
import { createScratchPostgresDatabase, testConfig } from '../../test/test-app.js';

// Two API instances, each with its own connections, on one PostgreSQL database and (when the
// machine has one) one Redis, with no JWT_SECRET: what a deployment behind a load balancer is.
// CI sets TEST_DATABASE_URL (and TEST_REDIS_URL); PGlite is one process, so there is nothing to
// show without them.
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  const handles: DatabaseHandle[] = [];
  let a: App;
  let b: App;
  let shopper: TestUser;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(adminUrl!);
    // The first handle migrates the new database; the second opens it as a second server would.
    handles.push(await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 }));
    handles.push(await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 }));
    const config = testConfig({
      jwtSecret: undefined,
      trustProxyHops: 1,
      ...(redisUrl
        ? { redisUrl, rateLimitNamespace: `kahraba-test-${randomBytes(6).toString('hex')}:` }
        : {}),
      authRateLimits: { loginFailuresPerAccountAndIp: [{ failures: 5, windowMs: 60_000 }] },
    });
    // Started at the same moment, both racing to keep the signing secret.
    const apps = await Promise.all(handles.map((database) => buildApp(config, { database })));
    a = apps[0]!;
    b = apps[1]!;
    await Promise.all([a.ready(), b.ready()]);
    shopper = await createUser(handles[0]!.db, { password: 'right-password' });
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  });

  const logIn = (app: App, password = 'right-password', ip = '10.20.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password },
      headers: { 'x-forwarded-for': ip },
    });
  const me = (app: App, token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });

  it('keep one signing secret in the database, with no JWT_SECRET set', async () => {
    const rows = await handles[0]!.db.select().from(serverSecrets);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.length).toBeGreaterThanOrEqual(32);
  });

  it('accept on B a session started on A, and the reverse', async () => {
    const fromA = await logIn(a);
    expect(fromA.statusCode, fromA.body).toBe(200);
    expect((await me(b, fromA.json().token)).statusCode).toBe(200);
    const fromB = await logIn(b);
    expect((await me(a, fromB.json().token)).statusCode).toBe(200);
  });

  it('refuse on B a session logged out on A', async () => {
    const { token } = (await logIn(b)).json();
    expect((await me(b, token)).statusCode).toBe(200);
    const out = await a.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("bring a message sent through A to the recipient's stream held by B", async () => {
    const staff = await createUser(handles[0]!.db, { role: 'moderator' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const port = (b.server.address() as AddressInfo).port;
    const staffToken = testToken(b, staff);
    const stream = await openEventStream(`http://127.0.0.1:${port}`, '/api/messages/stream', staffToken);
    const heard = readEvents(stream, (event) => event.event === 'message', 10_000);
    // The stream is listening once it has answered; the message goes through the other instance.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await a.inject({
      method: 'POST',
      url: '/api/messages',
      headers: authHeaders(a, shopper),
      payload: { to: staff.id, message: 'Is the S25 in stock in Giza?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const events = await heard;
    expect(events.map((event) => event.event)).toContain('message');
    expect(JSON.stringify(events)).toContain('Is the S25 in stock in Giza?');
  });

  it("show a product edited through A in B's listing and on its page", async () => {
    const admin = await createUser(handles[0]!.db, { role: 'admin' });
    const payload = {
      name: 'Two Instances Phone',
      nameAr: 'هاتف النسختين',
      brand: 'Nothing',
      category: 'Mobile',
      productType: 'MobileTablet',
      description: 'A phone sold by two servers.',
      price: 20_000,
      priceAfterDiscount: null,
      quantity: 5,
      specs: { deviceType: 'Mobile', ram: '8GB', internalMemory: '128GB', screen: '' },
      images: ['/media/products/mobile-samsung-1.svg'],
    };
    const created = await a.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: authHeaders(a, admin),
      payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    const edited = await a.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: authHeaders(a, admin),
      payload: { ...payload, name: 'Two Instances Phone, cheaper', price: 18_500 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const onB = await b.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(onB.json().data).toMatchObject({ name: 'Two Instances Phone, cheaper', price: 18_500 });
    const listed = await b.inject({ method: 'GET', url: '/api/product?search=two%20instances%20phone' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((p: { _id: string; price: number }) => [p._id, p.price])).toContainEqual([
      id,
      18_500,
    ]);
  });

  it.skipIf(!redisUrl)(
    'hold one login limit across both: of 30 simultaneous wrong passwords, 5 are checked',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, n) => logIn(n % 2 === 0 ? a : b, `wrong-${n}`, '10.20.0.2')),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(25);
      // Held back on both, whichever instance is asked next.
      expect((await logIn(a, 'right-password', '10.20.0.2')).statusCode).toBe(429);
      expect((await logIn(b, 'right-password', '10.20.0.2')).statusCode).toBe(429);
    },
  );
});
