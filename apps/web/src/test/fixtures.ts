import type { User } from '@kahraba/domain';
import { sessionStore } from '../shared/session/session-store';

export function createUser(overrides: Partial<User> = {}): User {
  return {
    _id: '665f1c2b9a1e4b0012345678',
    id: '665f1c2b9a1e4b0012345678',
    name: 'Mona Hassan',
    email: 'mona@example.com',
    phone: '01001234567',
    role: 'user',
    ...overrides,
  };
}

// The session of the tests' browser. Sessions are an HttpOnly cookie: the page never holds the token,
// the server learns who is signed in by asking the API (GET /user/me) with the cookie. renderApp
// (render-app.tsx) sends this cookie with every page request its loaders and actions see, and its
// stand-in for the API answers /user/me from it. Signing in (or out) in the app moves it along, as
// the API's Set-Cookie answers to login and logout would.

export interface TestSession {
  /** Who the API knows the cookie by; null when it refuses the cookie (expired, ended elsewhere). */
  user: User | null;
}

let session: TestSession | null = null;

/** The browser's session cookie, and who the API says it belongs to; null when there is none. */
export function testSession(): TestSession | null {
  return session;
}

/** Signs `user` in as the login page does: the browser holds a session cookie the API knows them by. */
export function storeSession(user: User = createUser()): void {
  session = { user };
}

/** The browser still sends a session cookie, but the API no longer accepts it (answers 401). */
export function storeRefusedSession(): void {
  session = { user: null };
}

/** No session cookie at all: a guest. */
export function clearSession(): void {
  session = null;
}

// What the app's session does, the cookie does too: a sign-in (the login's answer sets the cookie)
// or a user update keeps it for that user, a sign-out (logout clears it, a 401 ended it) drops it.
sessionStore.subscribe(() => {
  const { user } = sessionStore.getSnapshot();
  session = user ? { user } : null;
});
