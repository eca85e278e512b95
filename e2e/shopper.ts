import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';

// A fresh shopper for a spec file, created through the API (registrations are rate limited, so one
// per file), and pages signed in the way the web app itself keeps a session: the HttpOnly
// `kahraba_session` cookie POST /api/auth/login sets, in the browser context's own cookie jar.
// The language is the page's address (`/ar/…` is Arabic); the `lang` cookie remembers the choice.

export const SESSION_COOKIE = 'kahraba_session';

export type Lang = 'en' | 'ar';

export interface Credentials {
  email: string;
  password: string;
}

export interface Session extends Credentials {
  /** The login token, for API calls made outside a browser (Authorization: Bearer). */
  token: string;
  /** The user the login answered. */
  user: { _id: string; name: string; email: string; role: string };
}

/** Signs `who` in on `api` (whose cookie jar then holds the session) and answers the session. */
export async function logIn(api: APIRequestContext, who: Credentials): Promise<Session> {
  const login = await api.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = await login.json();
  return { email: who.email, password: who.password, token: body.token, user: body.data };
}

/**
 * The header of a sign-up from an address of its own, as real shoppers sign up: the server under
 * test trusts one proxy hop (playwright.config.ts), so its limit of sign-ups per address counts each
 * spec's new shopper apart rather than all of them as one visitor.
 */
export function fromNewAddress(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

export async function registerShopper(api: APIRequestContext, name: string, tag: string): Promise<Session> {
  const email = `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Kahraba#2026';
  const registered = await api.post('/api/auth/register', {
    headers: fromNewAddress(),
    data: { name, email, phone: '01012345678', password, role: 'user' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return logIn(api, { email, password });
}

/** The address the server under test answers on (the config's baseURL). */
export function baseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('e2e/playwright.config.ts must set use.baseURL');
  return url;
}

/** A shop page's address in `lang`: Arabic pages live under /ar/. */
export function inLanguage(lang: Lang, path: string): string {
  return lang === 'ar' ? `/ar${path}` : path;
}

/**
 * The shopper reads `lang`, as after using the language switch: the fixture's page opens shop
 * pages in it (fixtures.ts), and the cookie sends them from `/` to their language's home page.
 */
export async function useLanguage(context: BrowserContext, lang: Lang) {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL() }]);
}

/**
 * Signs the page's browser context in as `who` through the real login (the session cookie lands in
 * the context's cookie jar, which the browser uses), and chooses `lang`. Answers the fresh session.
 */
export async function signedIn(page: Page, who: Credentials, lang: Lang = 'en'): Promise<Session> {
  const session = await logIn(page.context().request, who);
  await useLanguage(page.context(), lang);
  return session;
}

/** The session cookie the browser context holds, if any. */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(baseURL())).find((cookie) => cookie.name === SESSION_COOKIE);
}
