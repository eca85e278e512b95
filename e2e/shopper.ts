import { type APIRequestContext, expect, type Page } from '@playwright/test';

// A fresh shopper for a spec file, created through the API (registrations are rate limited, so one
// per file), and pages signed in the way the web app itself keeps a session (SPEC §4).

export interface Session {
  token: string;
  /** The user as the web app stores it: JSON text. */
  user: string;
}

export async function registerShopper(api: APIRequestContext, name: string, tag: string): Promise<Session> {
  const email = `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Kahraba#2026';
  const registered = await api.post('/api/auth/register', {
    data: { name, email, phone: '01012345678', password, role: 'user' },
  });
  expect(registered.status()).toBe(201);
  const login = await api.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const body = await login.json();
  return { token: body.token, user: JSON.stringify(body.data) };
}

/** Opens the page's next visits as `session`, in `lang`. */
export async function signedIn(page: Page, session: Session, lang: 'en' | 'ar' = 'en') {
  await page.addInitScript(
    ({ token, user, lang }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('lang', lang);
    },
    { ...session, lang },
  );
}
