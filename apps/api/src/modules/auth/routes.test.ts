import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
/** Every response body this file sees, checked at the end for secrets. */
const bodies: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
  bodies.push(res.body);
  return res;
}

const signup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mona Hassan',
  email: `mona-${Math.random().toString(36).slice(2, 10)}@example.com`,
  phone: '01001234567',
  password: 'secret1',
  role: 'user',
  ...overrides,
});

describe('POST /api/auth/register', () => {
  it('refuses a 14 KB e-mail for its length alone, never running the shape check over it', async () => {
    // Found by an outside test: the shape pattern ran after the length limit had failed, and was
    // quadratic, so one 120 KB e-mail held every other shopper for seconds. Such a body is now
    // refused for its size (413) before it is parsed; the largest that fits still skips the pattern.
    const huge = await post('/api/auth/register', signup({ email: `a@${'a.'.repeat(60_000)} x` }));
    expect(huge.statusCode).toBe(413);
    const res = await post('/api/auth/register', signup({ email: `a@${'a.'.repeat(7_000)} x` }), {
      'accept-language': 'ar',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'error',
      code: 'VALIDATION_ERROR',
      message: 'بعض البيانات المرسلة غير صحيحة.',
    });
    // One issue, the length: the shape check (a second issue before the fix) never ran.
    expect(body.details.issues.filter((i: { path: string }) => i.path === 'email')).toHaveLength(1);
  });

  it('creates a user and answers 201 with the user, without any secret', async () => {
    const payload = signup({ name: '  Mona Hassan ', email: ' Mona.Register@Example.COM ' });
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status: 'success',
      data: {
        _id: expect.any(String),
        id: body.data._id,
        name: 'Mona Hassan',
        email: 'mona.register@example.com',
        phone: '01001234567',
        role: 'user',
      },
    });
  });

  it('stores only an argon2id hash of the password', async () => {
    const payload = signup();
    await post('/api/auth/register', payload);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(payload.password);
  });

  it('ignores a role escalation attempt: every registration is a user', async () => {
    const payload = signup({ role: 'admin' });
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.role).toBe('user');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.role).toBe('user');
  });

  it('refuses an e-mail already registered, in whatever case it is typed', async () => {
    const first = signup({ email: 'taken@example.com' });
    expect((await post('/api/auth/register', first)).statusCode).toBe(201);
    const res = await post('/api/auth/register', signup({ email: 'TAKEN@Example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', code: 'EMAIL_TAKEN' });
    expect(res.json().message).toBe('An account with this email already exists.');
  });

  it('answers EMAIL_TAKEN in Arabic for an Arabic shopper', async () => {
    const res = await post('/api/auth/register', signup({ email: 'taken@example.com' }), {
      'accept-language': 'ar-EG',
    });
    expect(res.json().message).toBe('يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل.');
  });

  // SPEC §5's order: the first failing check names the field and carries the SPEC key.
  it.each([
    ['a missing name', { name: undefined }, 'name', 'nameRequired'],
    ['a blank name', { name: '   ', email: '' }, 'name', 'nameRequired'],
    ['a missing e-mail', { email: undefined, phone: '' }, 'email', 'emailRequired'],
    ['a blank e-mail', { email: '  ' }, 'email', 'emailRequired'],
    ['a malformed e-mail', { email: 'mona@example', phone: '' }, 'email', 'emailInvalid'],
    ['an e-mail with a space', { email: 'mo na@example.com' }, 'email', 'emailInvalid'],
    ['a missing phone', { phone: undefined, password: '1' }, 'phone', 'phoneRequired'],
    ['a blank phone', { phone: '  ' }, 'phone', 'phoneRequired'],
    ['a 5-character password', { password: '12345' }, 'password', 'passwordLength'],
    ['a missing password', { password: undefined }, 'password', 'passwordLength'],
  ])('refuses %s with VALIDATION_ERROR naming the field', async (_case, overrides, field, key) => {
    const res = await post('/api/auth/register', signup(overrides));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
    expect(body.details.issues[0]).toEqual({ path: field, message: key });
  });

  it('accepts a password of exactly 6 characters, and a mobile written with the country code', async () => {
    const res = await post('/api/auth/register', signup({ password: '123456', phone: '+20 100 123 4567' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.phone).toBe('01001234567');
  });

  it('refuses a phone that is not an Egyptian mobile, as checkout does, naming the field', async () => {
    const res = await post('/api/auth/register', signup({ phone: '0100' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.issues[0]).toEqual({ path: 'phone', message: 'phoneInvalid' });
  });

  it('refuses unknown fields such as isAdmin', async () => {
    const res = await post('/api/auth/register', signup({ isAdmin: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/auth/login', () => {
  let mona: TestUser;
  beforeAll(async () => {
    mona = await createUser(ctx.database.db, {
      name: 'Mona Login',
      email: 'mona.login@example.com',
      phone: '',
      password: 'correct horse',
    });
  });

  it('answers a token and the user without secrets', async () => {
    const res = await post('/api/auth/login', { email: 'mona.login@example.com', password: 'correct horse' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 'success',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      data: {
        _id: mona.id,
        id: mona.id,
        name: 'Mona Login',
        email: 'mona.login@example.com',
        phone: null,
        role: 'user',
      },
    });
  });

  it('issues an HS256 JWT with sub, role and an expiry about 7 days away', async () => {
    const res = await post('/api/auth/login', { email: 'mona.login@example.com', password: 'correct horse' });
    const [header, payload] = (res.json().token as string)
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(mona.id);
    expect(payload.role).toBe('user');
    const days = (payload.exp * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('accepts the e-mail in another case and with spaces around it', async () => {
    const res = await post('/api/auth/login', {
      email: ' MONA.Login@example.com ',
      password: 'correct horse',
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a wrong password, so e-mails cannot be discovered', async () => {
    const wrongPassword = await post('/api/auth/login', {
      email: 'mona.login@example.com',
      password: 'wrong horse',
    });
    const unknownEmail = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong horse',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      status: 'error',
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password.',
    });
  });

  it('requires both e-mail and password', async () => {
    const noPassword = await post('/api/auth/login', { email: 'mona.login@example.com', password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [{ path: 'password' }] },
    });
    const noEmail = await post('/api/auth/login', { password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { issues: [{ path: 'email' }] },
    });
  });

  it('does not let a disabled user in, even with the right password', async () => {
    const disabled = await createUser(ctx.database.db, { disabledAt: new Date(), password: 'pass-123' });
    const right = await post('/api/auth/login', { email: disabled.email, password: 'pass-123' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(right.json()).not.toHaveProperty('token');

    const wrong = await post('/api/auth/login', { email: disabled.email, password: 'nope-123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('logs in a user who registered through the API', async () => {
    const payload = signup({ password: 'my-new-password' });
    await post('/api/auth/register', payload);
    const res = await post('/api/auth/login', { email: payload.email, password: 'my-new-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(payload.email);
  });
});

/** Every JSON key anywhere in `value`. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('responses', () => {
  it('never contain a password or its hash', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      const keys = keysOf(JSON.parse(body)).map((k) => k.toLowerCase());
      expect(keys).not.toContain('password');
      expect(keys).not.toContain('passwordhash');
      expect(keys).not.toContain('password_hash');
      expect(body).not.toContain('$argon2');
    }
  });
});
