import type { User } from '@kahraba/domain';
import { TOKEN_KEY, USER_KEY } from './storage-keys';
import { readStoredUser } from './stored-user';

export { TOKEN_KEY, USER_KEY } from './storage-keys';

// Who is signed in. The session itself is an HttpOnly cookie the page cannot read: the server knows
// the shopper from it and renders every page for them (the root route's loader hands the user to
// this store). What the browser keeps is the user object, for SPEC §4 ("login stores token and
// user") minus the token, and so that a sign-out in another tab is seen here at once.

export interface SessionSnapshot {
  /** Always known: the server rendered the page for this shopper (or for a guest). */
  readonly status: 'ready';
  readonly user: User | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** The user the server rendered the page for; a change from the server wins over what is stored. */
  seed(user: User | null): void;
  signIn(user: User): void;
  /** Forgets the user here; the cookie is cleared by POST /api/auth/logout (features/auth). */
  signOut(): void;
}

export interface SessionStoreOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Where other tabs' `storage` events arrive; none on the server. */
  events?: EventTarget | null;
  user?: User | null;
}

const sameUser = (a: User | null, b: User | null) => JSON.stringify(a) === JSON.stringify(b);

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const inBrowser = typeof window !== 'undefined';
  const storage = options.storage !== undefined ? options.storage : inBrowser ? window.localStorage : null;
  const events = options.events !== undefined ? options.events : inBrowser ? window : null;
  let snapshot: SessionSnapshot = { status: 'ready', user: options.user ?? null };
  const listeners = new Set<() => void>();

  function publish(user: User | null): void {
    if (sameUser(user, snapshot.user)) return;
    snapshot = { status: 'ready', user };
    for (const listener of listeners) listener();
  }

  function remember(user: User | null): void {
    try {
      // Older versions kept the token itself here; it must not outlive them.
      storage?.removeItem(TOKEN_KEY);
      if (user) storage?.setItem(USER_KEY, JSON.stringify(user));
      else storage?.removeItem(USER_KEY);
    } catch {
      // Storage full or blocked: the cookie still holds the session.
    }
  }

  // Another tab signed out (or in as someone else): follow it without waiting for a 401.
  events?.addEventListener('storage', (event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== null && key !== USER_KEY) return;
    let stored: User | null = null;
    try {
      stored = newValue ? readStoredUser(JSON.parse(newValue)) : null;
    } catch {
      stored = null;
    }
    publish(stored);
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    seed(user) {
      remember(user);
      publish(user);
    },
    signIn(user) {
      remember(user);
      publish(user);
    },
    signOut() {
      remember(null);
      publish(null);
    },
  };
}

/** The browser's one session, shared by React (useSession) and the HTTP client (a 401 ends it). */
export const sessionStore = createSessionStore();
