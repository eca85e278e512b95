import { desc, eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext, testConfig } from '../../test/test-app.js';

// Sessions end on the server: a token stops working the moment its session is ended, by logout,
// by "sign out everywhere" or by a password change, whichever way the client sends it.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function logIn(user: TestUser, password = user.password) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'kahraba_session');
  return { token: res.json().token as string, cookie: `kahraba_session=${cookie?.value}`, body: res.json() };
}

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/user/me', headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('POST /api/auth/logout', () => {
  it('ends the session of a Bearer token: the same token answers 401 afterwards', async () => {
    const shopper = await createUser(ctx.database.db);
    const { token, body } = await logIn(shopper);
    // The login answer keeps its shape (SPEC §7): the token beside the user in `data`.
    expect(body).toMatchObject({ status: 'success', token: expect.any(String), data: { _id: shopper.id } });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);

    const out = await post('/api/auth/logout', { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success', data: null });
    const after = await me({ authorization: `Bearer ${token}` });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
    // Signing out again is not an error.
    expect((await post('/api/auth/logout', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('ends the session of a bare token and of the session cookie alike', async () => {
    const shopper = await createUser(ctx.database.db);
    const bare = await logIn(shopper);
    expect((await me({ authorization: bare.token })).statusCode).toBe(200);
    await post('/api/auth/logout', { authorization: bare.token });
    expect((await me({ authorization: bare.token })).statusCode).toBe(401);

    const web = await logIn(shopper);
    expect((await me({ cookie: web.cookie })).statusCode).toBe(200);
    const out = await post('/api/auth/logout', { cookie: web.cookie });
    expect(out.cookies.find((c) => c.name === 'kahraba_session')?.value).toBe('');
    // A copy of the cookie kept from before the logout is refused too.
    expect((await me({ cookie: web.cookie })).statusCode).toBe(401);
  });

  it("ends only that session: the shopper's other devices stay signed in", async () => {
    const shopper = await createUser(ctx.database.db);
    const phone = await logIn(shopper);
    const laptop = await logIn(shopper);
    await post('/api/auth/logout', { authorization: `Bearer ${phone.token}` });
    expect((await me({ authorization: `Bearer ${phone.token}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${laptop.token}` })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  it("ends every one of the shopper's sessions and no one else's", async () => {
    const shopper = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const phone = await logIn(shopper);
    const laptop = await logIn(shopper);
    const theirs = await logIn(other);

    const res = await post('/api/auth/logout-all', { cookie: laptop.cookie });
    expect(res.statusCode, res.body).toBe(200);
    // Both logins and the standing session the factory gave the account.
    expect(res.json()).toEqual({ status: 'success', data: { ended: 3 } });
    expect(res.cookies.find((c) => c.name === 'kahraba_session')?.value).toBe('');
    expect((await me({ authorization: `Bearer ${phone.token}` })).statusCode).toBe(401);
    expect((await me({ cookie: laptop.cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${theirs.token}` })).statusCode).toBe(200);
  });

  it('refuses a guest with 401', async () => {
    const res = await post('/api/auth/logout-all', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const shopper = await createUser(ctx.database.db, { password: 'old-password' });
    const here = await logIn(shopper);
    const elsewhere = await logIn(shopper);
    const res = await post(
      '/api/auth/change-password',
      { authorization: `Bearer ${here.token}` },
      { currentPassword: 'old-password', newPassword: 'new-password' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await me({ authorization: `Bearer ${here.token}` })).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${elsewhere.token}` })).statusCode).toBe(401);

    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: 'old-password' },
    });
    expect(old.statusCode).toBe(401);
    await logIn(shopper, 'new-password');
  });

  it("refuses a wrong current password with a 400 in the shopper's language, ending nothing", async () => {
    const shopper = await createUser(ctx.database.db, { password: 'old-password' });
    const here = await logIn(shopper);
    const elsewhere = await logIn(shopper);
    const res = await post(
      '/api/auth/change-password',
      { authorization: `Bearer ${here.token}`, 'accept-language': 'ar' },
      { currentPassword: 'not-it', newPassword: 'new-password' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'كلمة المرور الحالية غير صحيحة.',
    });
    expect((await me({ authorization: `Bearer ${elsewhere.token}` })).statusCode).toBe(200);
    const short = await post(
      '/api/auth/change-password',
      { authorization: `Bearer ${here.token}` },
      { currentPassword: 'old-password', newPassword: 'abc' },
    );
    expect(short.statusCode).toBe(400);
  });
});

describe('POST /api/auth/change-password guesses', () => {
  it('are held back after five wrong current passwords, before the sixth is checked', async () => {
    const shopper = await createUser(ctx.database.db, { password: 'old-password' });
    const here = await logIn(shopper);
    const change = (currentPassword: string) =>
      post(
        '/api/auth/change-password',
        { authorization: `Bearer ${here.token}` },
        {
          currentPassword,
          newPassword: 'new-password',
        },
      );
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => change(`guess-${i}`)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const held = await change('old-password');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('expired sessions', () => {
  it('are refused, and swept by later sign-ins', async () => {
    const shopper = await createUser(ctx.database.db);
    const { token } = await logIn(shopper);
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, shopper.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session!.id));
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    await logIn(await createUser(ctx.database.db));
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.id, session!.id))).toEqual([]);
  });
});

describe('tokens', () => {
  it('refuses a genuine token that names no session (issued before sessions could end)', async () => {
    const shopper = await createUser(ctx.database.db);
    const sign = createSigner({ key: testConfig().jwtSecret!, expiresIn: 60_000 });
    const res = await me({ authorization: `Bearer ${sign({ sub: shopper.id, role: 'user' })}` });
    expect(res.statusCode).toBe(401);
    const forged = await me({
      authorization: `Bearer ${sign({ sub: shopper.id, role: 'user', jti: crypto.randomUUID() })}`,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a session of another user named in a token', async () => {
    const shopper = await createUser(ctx.database.db);
    const other = await createUser(ctx.database.db);
    const sign = createSigner({ key: testConfig().jwtSecret!, expiresIn: 60_000 });
    // The session is the other user's (createUser's standing session has the user's id).
    const res = await me({
      authorization: `Bearer ${sign({ sub: shopper.id, role: 'user', jti: other.id })}`,
    });
    expect(res.statusCode).toBe(401);
  });
});
