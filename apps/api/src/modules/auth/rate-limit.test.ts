import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

const WINDOW_MS = 60_000;
let ctx: TestContext;
let mona: TestUser;

beforeAll(async () => {
  // One trusted proxy hop, so each test client can stand at its own address via X-Forwarded-For.
  ctx = await createTestApp({
    trustProxyHops: 1,
    authRateLimits: {
      windowMs: WINDOW_MS,
      loginFailuresPerAccount: 3,
      loginFailuresPerIp: 5,
      registrationsPerIp: 3,
    },
  });
  mona = await createUser(ctx.database.db, { email: 'mona@example.com', password: 'right-password' });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Each test plays a different client address, so their counts do not mix. */
const login = (ip: string, email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

/** Moves the clock past the window, as @fastify/rate-limit reads it (Date.now). */
function passTheWindow() {
  vi.setSystemTime(Date.now() + WINDOW_MS + 1000);
}

describe('login rate limits', () => {
  it('locks an account after repeated failures, with 429 and Retry-After, and releases it after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const target = await createUser(ctx.database.db, { password: 'right-password' });
    // Three failures from three addresses: a per-account count, not a per-address one.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login(ip, target.email, 'wrong')).statusCode).toBe(401);
    }
    const locked = await login('10.0.0.4', target.email.toUpperCase(), 'right-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(WINDOW_MS / 1000);

    passTheWindow();
    expect((await login('10.0.0.4', target.email, 'right-password')).statusCode).toBe(200);
  });

  it('locks a client address that fails on many accounts, without holding back other clients', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 5; i += 1) {
      expect((await login('10.0.1.1', `guess-${i}@example.com`, 'wrong')).statusCode).toBe(401);
    }
    const locked = await login('10.0.1.1', mona.email, 'right-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();

    // Another shopper, elsewhere, signs in as usual.
    expect((await login('10.0.1.2', mona.email, 'right-password')).statusCode).toBe(200);

    passTheWindow();
    expect((await login('10.0.1.1', mona.email, 'right-password')).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await login('10.0.2.1', mona.email, 'right-password')).statusCode).toBe(200);
    }
  });
});

describe('registration rate limit', () => {
  it('limits sign-ups per client address, with Retry-After, and releases after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const register = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Sara', email: `sara-${n}@example.com`, phone: '0100', password: 'secret1' },
        headers: { 'x-forwarded-for': '10.0.3.1' },
      });
    for (let n = 0; n < 3; n += 1) expect((await register(n)).statusCode).toBe(201);
    const limited = await register(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    passTheWindow();
    expect((await register(4)).statusCode).toBe(201);
  });
});

describe('client addresses without a trusted proxy', () => {
  it('ignore a forged X-Forwarded-For, so a client cannot escape its limit', async () => {
    const direct = await createTestApp({ authRateLimits: { windowMs: WINDOW_MS, loginFailuresPerIp: 2 } });
    try {
      const attempt = (n: number) =>
        direct.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': `10.9.9.${n}` },
          payload: { email: `nobody${n}@example.com`, password: 'wrong-password' },
        });
      expect((await attempt(1)).statusCode).toBe(401);
      expect((await attempt(2)).statusCode).toBe(401);
      expect((await attempt(3)).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
