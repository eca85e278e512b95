import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResetTokens } from '../../db/schema.js';
import { authHeaders, createUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { hashResetToken } from './password-reset.js';

const PUBLIC_URL = 'https://shop.kahraba.test';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    publicUrl: PUBLIC_URL,
    // Generous, but for the limit tests below, which use their own e-mails and addresses.
    authRateLimits: { passwordResetsPerEmail: { failures: 3, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await ctx.close();
});

let clientSequence = 0;
/** Each test asks from an address of its own, so the per-address limit is its own too. */
const newClient = () => `10.1.0.${++clientSequence}`;

const askReset = (email: string, headers: Record<string, string> = {}, remoteAddress = newClient()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    headers,
    remoteAddress,
  });

const confirm = (token: string, password: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
    headers,
  });

const logIn = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: newClient(),
  });

async function messagesTo(email: string) {
  return ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(outboxMessages.createdAt);
}

/** The token of the last reset link mailed to `email`, read from its queued message. */
async function lastResetToken(email: string): Promise<string> {
  const messages = await messagesTo(email);
  const text = messages.at(-1)?.textBody ?? '';
  const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

describe('POST /api/auth/password-reset', () => {
  it('answers 202 with the same body for an account and for no account, and mails only the account', async () => {
    const user = await createUser(ctx.database.db);
    const known = await askReset(user.email.toUpperCase());
    const unknown = await askReset('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: 'success', data: null });
    expect(await messagesTo(user.email)).toHaveLength(1);
    expect(await messagesTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('mails an absolute link in English, and keeps only the sha256 of its token', async () => {
    const user = await createUser(ctx.database.db, { name: 'Mona Hassan' });
    await askReset(user.email);
    const [message] = await messagesTo(user.email);
    expect(message).toMatchObject({ kind: 'password-reset', language: 'en', status: 'pending' });
    expect(message!.subject).toBe('Reset your Kahraba password');
    expect(message!.textBody).toContain('Hello Mona Hassan,');
    expect(message!.textBody).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(message!.htmlBody).toContain('<html lang="en" dir="ltr">');
    const token = await lastResetToken(user.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
  });

  it('mails in Arabic, laid out right to left, with the Arabic page, when asked in Arabic', async () => {
    const user = await createUser(ctx.database.db, { name: 'منى حسن' });
    await askReset(user.email, { 'accept-language': 'ar-EG,ar;q=0.9' });
    const [message] = await messagesTo(user.email);
    expect(message!.language).toBe('ar');
    expect(message!.subject).toBe('إعادة تعيين كلمة المرور في كهربا');
    expect(message!.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(message!.textBody).toContain('مرحبًا منى حسن،');
    expect(message!.textBody).toContain(`${PUBLIC_URL}/ar/reset-password?token=`);
  });

  it('mails nothing for a disabled account, and answers the same', async () => {
    const user = await createUser(ctx.database.db, { disabledAt: new Date() });
    const res = await askReset(user.email);
    expect(res.statusCode).toBe(202);
    expect(await messagesTo(user.email)).toHaveLength(0);
  });

  it('limits the e-mails asked for one address, known or not, with 429 and Retry-After', async () => {
    for (const email of ['limit-me@example.com', (await createUser(ctx.database.db)).email]) {
      for (let i = 0; i < 3; i++) expect((await askReset(email)).statusCode).toBe(202);
      const refused = await askReset(email, { 'accept-language': 'ar' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it('limits the requests from one client address, whatever e-mails it names', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 20; i++)
      expect((await askReset(`spray-${i}@example.com`, {}, address)).statusCode).toBe(202);
    expect((await askReset('spray-last@example.com', {}, address)).statusCode).toBe(429);
    expect((await askReset('spray-last@example.com', {}, '10.9.9.10')).statusCode).toBe(202);
  });

  it('refuses a body that is not an e-mail', async () => {
    const res = await askReset('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the password and ends every session of the account', async () => {
    const user = await createUser(ctx.database.db);
    const signedIn = await logIn(user.email, user.password);
    expect(signedIn.statusCode).toBe(200);
    const sessionHeaders = { authorization: `Bearer ${signedIn.json().token}` };
    await askReset(user.email);
    const res = await confirm(await lastResetToken(user.email), 'brand-new-password');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null });
    // Both the login's session and the factory's standing one are over.
    const me = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect((await me(sessionHeaders)).statusCode).toBe(401);
    expect((await me(authHeaders(ctx.app, user))).statusCode).toBe(401);
    expect((await logIn(user.email, user.password)).statusCode).toBe(401);
    expect((await logIn(user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a link used once already, in the language of the request', async () => {
    const user = await createUser(ctx.database.db);
    await askReset(user.email);
    const token = await lastResetToken(user.email);
    expect((await confirm(token, 'first-new-password')).statusCode).toBe(200);
    const again = await confirm(token, 'second-new-password', { 'accept-language': 'ar' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      status: 'error',
      code: 'RESET_LINK_INVALID',
      message: 'انتهت صلاحية رابط إعادة تعيين كلمة المرور أو تم استخدامه من قبل. يرجى طلب رابط جديد.',
    });
    expect((await logIn(user.email, 'first-new-password')).statusCode).toBe(200);
  });

  it('refuses an expired link, and leaves the password as it was', async () => {
    const user = await createUser(ctx.database.db);
    await askReset(user.email);
    const token = await lastResetToken(user.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    const res = await confirm(token, 'brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: 'This password reset link has expired or has already been used. Please ask for a new one.',
    });
    expect((await logIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a token it never made, whatever its shape', async () => {
    for (const token of ['A'.repeat(43), 'short', '', `${'x'.repeat(42)}!`]) {
      const res = await confirm(token, 'brand-new-password');
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code).toBe('RESET_LINK_INVALID');
    }
  });

  it('refuses a weak password and keeps the link working', async () => {
    const user = await createUser(ctx.database.db);
    await askReset(user.email);
    const token = await lastResetToken(user.email);
    const weak = await confirm(token, '123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(weak.json().details.issues).toContainEqual(
      expect.objectContaining({ path: 'password', message: 'passwordLength' }),
    );
    expect((await confirm(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('spends every other link of the account once one is used', async () => {
    const user = await createUser(ctx.database.db);
    await askReset(user.email);
    const first = await lastResetToken(user.email);
    await askReset(user.email);
    const second = await lastResetToken(user.email);
    expect(second).not.toBe(first);
    expect((await confirm(second, 'brand-new-password')).statusCode).toBe(200);
    expect((await confirm(first, 'another-password')).statusCode).toBe(400);
  });
});
