import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { baseURL, fromNewAddress, SESSION_COOKIE, sessionCookie } from './shopper.js';

// Accounts made through the real sign-up, a fresh e-mail every run (the data dir may be reused).
const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface Shopper {
  name: string;
  email: string;
  phone: string;
  password: string;
}

const shopper = (tag: string, name = 'Mona Hassan'): Shopper => ({
  name,
  email: uniqueEmail(tag),
  phone: '01012345678',
  password: 'Kahraba#2026',
});

/** A form field by its label, which carries a "*" when the field is required. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

async function registerThroughApi(request: APIRequestContext, who: Shopper) {
  const res = await request.post('/api/auth/register', {
    headers: fromNewAddress(),
    data: { ...who, role: 'user' },
  });
  expect(res.status()).toBe(201);
}

async function signIn(
  page: Page,
  who: Shopper,
  labels = { email: 'Email', password: 'Password', submit: 'Sign in' },
) {
  await field(page, labels.email).fill(who.email);
  await field(page, labels.password).fill(who.password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** What the page's own scripts can see of the session: localStorage (SPEC §4 keys) and document.cookie. */
async function visibleSession(
  page: Page,
): Promise<{ token: string | null; user: string | null; cookies: string }> {
  return JSON.parse(
    await page.evaluate(
      'JSON.stringify({ token: localStorage.getItem("token"), user: localStorage.getItem("user"), cookies: document.cookie })',
    ),
  );
}

/**
 * Signed in the new way: the browser holds the HttpOnly session cookie, which no script can read,
 * and localStorage keeps only the user, never a token.
 */
async function expectSignedIn(page: Page, name: string) {
  const cookie = await sessionCookie(page.context());
  expect(cookie, 'the session cookie').toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.value).not.toBe('');
  const seen = await visibleSession(page);
  expect(seen.token).toBeNull();
  expect(seen.cookies).not.toContain(SESSION_COOKIE);
  expect(JSON.parse(seen.user ?? 'null')).toMatchObject({ name });
}

async function expectSignedOut(page: Page) {
  expect(await sessionCookie(page.context()), 'the session cookie').toBeUndefined();
  const seen = await visibleSession(page);
  expect([seen.token, seen.user]).toEqual([null, null]);
}

/** The value beside a label in the account page's profile list. */
const profileValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('accounts and sessions in English', () => {
  test('sign up: the first failing check alone, then a confirmation, and signed in', async ({ page }) => {
    const mona = shopper('en');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The first failing check shows alone.
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toHaveCount(0);

    await field(page, 'Full name').fill(mona.name);
    await field(page, 'Email').fill(mona.email);
    await field(page, 'Phone number').fill(mona.phone);
    await field(page, 'Password').fill(mona.password);
    await field(page, 'Confirm password').fill(mona.password);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    // SPEC §2: a confirmation, then /login after 2 seconds; the new account is signed in (the API
    // set its session cookie), so the login page sends it on to the store.
    await expect(
      page.getByText('Account created successfully! You are signed in; taking you to the store...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page, mona.name);
  });

  test('sign in, see and edit the profile, sign out, with the session in an HttpOnly cookie', async ({
    page,
    request,
  }) => {
    // Sign in, the account page, an edit, a reload and a sign-out in one story.
    test.setTimeout(60_000);
    const mona = shopper('en-in');
    await registerThroughApi(request, mona);
    await page.goto('/login');
    await expectSignedOut(page);

    // A wrong password first: the server's message, no session.
    await signIn(page, { ...mona, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    expect(await sessionCookie(page.context())).toBeUndefined();
    await signIn(page, mona);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page, mona.name);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: `Account: ${mona.name}` }).click();
    await nav.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/user-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(profileValue(page, 'Full name')).toHaveText(mona.name);
    await expect(profileValue(page, 'Email')).toHaveText(mona.email);
    await expect(profileValue(page, 'Phone number')).toHaveText(mona.phone);
    await expect(profileValue(page, 'Account type')).toHaveText('User');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await field(dialog, 'Full name').fill('Mona Adel');
    await field(dialog, 'Phone number').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(profileValue(page, 'Full name')).toHaveText('Mona Adel');
    await expect(profileValue(page, 'Phone number')).toHaveText('Not provided');

    // The edit is the server's too: it survives a reload, which the server renders from the cookie.
    await page.reload();
    await expect(profileValue(page, 'Full name')).toHaveText('Mona Adel');

    await nav.getByRole('button', { name: 'Account: Mona Adel' }).click();
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expectSignedOut(page);
    // The server agrees: the account page sends the browser to sign in again.
    await page.goto('/user-account');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/user-account')}`);
  });
});

test.describe('accounts and sessions in Arabic', () => {
  // An Arabic reader's browser, on the Arabic pages.
  test.use({ locale: 'ar-EG' });

  test('sign up right to left: the checks, a confirmation, and signed in', async ({ page }) => {
    const sara = shopper('ar', 'سارة أحمد');
    await page.goto('/ar/signup');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
    await expect(page.getByText('11 رقمًا يبدأ بـ 010 أو 011 أو 012 أو 015، مثل 01012345678')).toBeVisible();

    await field(page, 'الاسم بالكامل').fill(sara.name);
    await field(page, 'البريد الإلكتروني').fill(sara.email);
    await field(page, 'رقم الهاتف').fill(sara.phone);
    await field(page, 'كلمة المرور').fill('12345');
    await field(page, 'تأكيد كلمة المرور').fill('12345');
    await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
    await expect(page.getByText('يجب ألا تقل كلمة المرور عن 6 أحرف')).toBeVisible();

    await field(page, 'كلمة المرور').fill(sara.password);
    await field(page, 'تأكيد كلمة المرور').fill(sara.password);
    await page.getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
    await expect(page.getByText('تم إنشاء الحساب بنجاح! سجّلنا دخولك، وجارٍ نقلك إلى المتجر...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page, sara.name);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('sign in and see the account, right to left', async ({ page, request }) => {
    const sara = shopper('ar-in', 'سارة أحمد');
    await registerThroughApi(request, sara);
    await page.goto('/ar/login');
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const labels = { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' };
    await signIn(page, { ...sara, password: 'wrong-password' }, labels);
    await expect(page.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    await signIn(page, sara, labels);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page, sara.name);

    await page.goto('/user-account');
    await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(profileValue(page, 'الاسم بالكامل')).toHaveText(sara.name);
    await expect(profileValue(page, 'نوع الحساب')).toHaveText('مستخدم');
    await page.getByRole('tab', { name: 'سجل الطلبات' }).click();
    await expect(page.getByRole('heading', { name: 'لا توجد طلبات بعد' })).toBeVisible();
  });
});

test.describe('guests on signed-in pages', () => {
  test('are sent from the cart to /login?redirect=cart, and back to the cart after signing in', async ({
    page,
    request,
  }) => {
    const omar = shopper('cart', 'Omar Adel');
    await registerThroughApi(request, omar);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?redirect=cart$/);
    await signIn(page, omar);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  });

  test('are sent from checkout to /login?redirect=cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/login\?redirect=cart$/);
  });

  for (const path of ['/user-account', '/user-chats', '/trade-in', '/order/x']) {
    test(`are sent from ${path} to /login, to come back there`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  }

  test('with a forged session cookie are treated as guests and sent to /login', async ({ page, context }) => {
    // A well-formed token that expires in an hour but was never signed by the server.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', role: 'user', exp })}.c2ln`;
    await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL(), httpOnly: true }]);

    const answer = await context.request.get('/user-account', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/\/login\?redirect=%2Fuser-account$/);

    await page.goto('/user-account');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/user-account')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?redirect=cart$/);
  });
});
