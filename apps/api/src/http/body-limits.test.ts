import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createUser, type TestUser } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { SMALL_BODY_LIMIT } from './body-limits.js';
import { VALIDATION_ISSUES_MAX } from './error-handler.js';

let ctx: TestContext;
let shopper: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await createUser(ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

/** A JSON object of `count` unknown keys, as the outside test sent (80 000 of them in 870 kB). */
function unknownKeys(count: number): string {
  const fields = Array.from({ length: count }, (_, i) => `"k${i}":1`);
  return `{"email":"a@b.eg","password":"x",${fields.join(',')}}`;
}

describe('small bodies', () => {
  it.each([
    ['POST', '/api/auth/login', false],
    ['POST', '/api/auth/register', false],
    ['POST', '/api/cart', true],
    ['POST', '/api/messages', true],
    ['PATCH', `/api/user/me`, true],
  ] as const)(
    '%s %s refuses a body over the small limit with 413, in Arabic when asked',
    async (method, url, signedIn) => {
      const res = await ctx.app.inject({
        method,
        url,
        payload: unknownKeys(3000),
        headers: {
          'content-type': 'application/json',
          'accept-language': 'ar',
          ...(signedIn ? authHeaders(ctx.app, shopper) : {}),
        },
      });
      expect(unknownKeys(3000).length).toBeGreaterThan(SMALL_BODY_LIMIT);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'حجم الطلب كبير جدًا.',
      });
    },
  );

  it('refuses a review over the limit too, and still takes what fits', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/00000000-0000-4000-8000-000000000000/reviews',
      payload: { rating: 5, title: 'x'.repeat(10), text: 'ا'.repeat(SMALL_BODY_LIMIT) },
      headers: authHeaders(ctx.app, shopper),
    });
    expect(res.statusCode).toBe(413);
    const fits = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(fits.statusCode).toBe(200);
  });

  it('leaves the staff console its larger limit', async () => {
    const admin = await createUser(ctx.database.db, { role: 'admin' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: unknownKeys(3000),
      headers: { 'content-type': 'application/json', ...authHeaders(ctx.app, admin) },
    });
    // Read and validated, not refused for its size.
    expect(res.statusCode).toBe(400);
  });
});

describe('a validation error', () => {
  it(`lists at most ${VALIDATION_ISSUES_MAX} issues and names only a few of many unknown keys`, async () => {
    const payload = unknownKeys(1200);
    expect(payload.length).toBeLessThan(SMALL_BODY_LIMIT);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.length).toBeLessThanOrEqual(VALIDATION_ISSUES_MAX);
    expect(body.details.issues[0].message).toBe(
      'Unrecognized keys: "k0", "k1", "k2", "k3", "k4" and 1195 more',
    );
    expect(res.body.length).toBeLessThan(1000);
  });

  it(`lists at most ${VALIDATION_ISSUES_MAX} of many wrong fields, and counts the rest`, async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 1, email: 2, phone: 3, password: 4, role: 5, x: 6, y: 7 },
    });
    expect(res.statusCode).toBe(400);
    const { issues, more } = res.json().details;
    expect(issues).toHaveLength(VALIDATION_ISSUES_MAX);
    expect(more).toBeGreaterThan(0);
  });
});

// Four clients posting megabyte bodies to the login run in a worker thread, so their own work does
// not share the event loop being asked. How fast health answers meanwhile is measured in
// bench/api/body-flood.ts, against its budget.
const FLOOD = `
const { workerData, parentPort } = require('node:worker_threads');
const fields = Array.from({ length: 80000 }, (_, i) => '"key' + i + '":1').join(',');
const body = Buffer.from('{"email":"a@b.eg","password":"x",' + fields + '}');
let stop = false;
const statuses = [];
parentPort.on('message', () => { stop = true; });
async function client() {
  while (!stop) {
    try {
      const res = await fetch(workerData.url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      await res.arrayBuffer();
      statuses.push(res.status);
    } catch {
      statuses.push('failed');
    }
  }
}
parentPort.postMessage({ ready: body.length });
Promise.all([client(), client(), client(), client()]).then(() => parentPort.postMessage({ statuses }));
`;

describe('GET /api/health while four clients post 1 MB bodies to the login', () => {
  it('answers every time, while every body is refused', async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const worker = new Worker(FLOOD, { eval: true, workerData: { url: `${base}/api/auth/login` } });
    try {
      const ready = await new Promise<{ ready: number }>((resolve) => worker.once('message', resolve));
      expect(ready.ready).toBeGreaterThan(1_000_000);
      // Let the flood get going before asking.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answers: number[] = [];
      for (let i = 0; i < 40; i += 1) {
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        answers.push(res.status);
      }
      worker.postMessage('stop');
      const done = await new Promise<{ statuses: Array<number | string> }>((resolve) =>
        worker.on('message', resolve),
      );
      expect(answers).toEqual(Array(40).fill(200));
      // The flood was real: bodies kept arriving while health was asked, and none got past the limit.
      expect(done.statuses.length).toBeGreaterThan(8);
      // Refused: answered 413, or, for a client still uploading when the answer came, its
      // connection closed under it (fetch fails). Never read, and never answered otherwise.
      expect(done.statuses.filter((status) => status !== 413 && status !== 'failed')).toEqual([]);
      expect(done.statuses).toContain(413);
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
