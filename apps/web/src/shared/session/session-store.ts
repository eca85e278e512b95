import type { User } from '@kahraba/domain';
import { SIGNED_IN_COOKIE, writePageCookie } from '../page-cookies';
import { isTokenValid, tokenExpiresAt } from './jwt';
import { TOKEN_KEY, USER_KEY } from './storage-keys';
import { readStoredUser } from './stored-user';

export { TOKEN_KEY, USER_KEY } from './storage-keys';

export type SessionStatus = 'initialising' | 'ready';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly user: User | null;
}

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads the stored session, dropping an expired or malformed one. Safe to call more than once. */
  initialise(): void;
  signIn(token: string, user: User): void;
  signOut(): void;
  /** The token to send, or null; a token that has expired since start signs the shopper out. */
  getToken(): string | null;
}

export interface SessionStoreOptions {
  storage?: Storage;
  /** Where other tabs' `storage` events arrive. */
  events?: EventTarget;
  now?: () => number;
  /** Told whenever a session starts or ends; by default the cookie that tells the server. */
  onSignedInChange?: (signedIn: boolean) => void;
}

/** Nothing stored, nothing kept: the session of a page the server draws, always a guest's. */
const serverStorage: Storage = {
  length: 0,
  clear() {},
  getItem: () => null,
  key: () => null,
  removeItem() {},
  setItem() {},
};

const markSignedIn = (signedIn: boolean) => writePageCookie(SIGNED_IN_COOKIE, signedIn ? '1' : null);

// setTimeout holds a signed 32-bit delay; longer ones fire at once.
const MAX_TIMER_MS = 2_147_483_647;

const SIGNED_OUT: SessionSnapshot = { status: 'ready', token: null, user: null };

function parseUser(raw: string | null): User | null {
  if (raw === null) return null;
  try {
    return readStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const inBrowser = typeof window !== 'undefined';
  const storage = options.storage ?? (inBrowser ? window.localStorage : serverStorage);
  const events = options.events ?? (inBrowser ? window : new EventTarget());
  const now = options.now ?? Date.now;
  const onSignedInChange = options.onSignedInChange ?? markSignedIn;

  let snapshot: SessionSnapshot = { status: 'initialising', token: null, user: null };
  const listeners = new Set<() => void>();
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let listeningToOtherTabs = false;

  function publish(next: SessionSnapshot): void {
    if (next.status === snapshot.status && next.token === snapshot.token && next.user === snapshot.user)
      return;
    if ((next.token === null) !== (snapshot.token === null) || snapshot.status !== 'ready')
      onSignedInChange(next.token !== null);
    snapshot = next;
    scheduleExpiry();
    for (const listener of listeners) listener();
  }

  function scheduleExpiry(): void {
    clearTimeout(expiryTimer);
    expiryTimer = undefined;
    const expiresAt = snapshot.token ? tokenExpiresAt(snapshot.token) : null;
    if (expiresAt === null) return;
    expiryTimer = setTimeout(() => store.getToken(), Math.min(Math.max(expiresAt - now(), 0), MAX_TIMER_MS));
  }

  function clearStorage(): void {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
  }

  /** The session storage holds, cleaning up whatever cannot be used. */
  function readStorage(): SessionSnapshot {
    const token = storage.getItem(TOKEN_KEY);
    const user = parseUser(storage.getItem(USER_KEY));
    if (token === null || !isTokenValid(token, now()) || user === null) {
      if (token !== null || storage.getItem(USER_KEY) !== null) clearStorage();
      return SIGNED_OUT;
    }
    // Keep the same user object when nothing changed, so subscribers do not re-render.
    const sameUser = snapshot.user && JSON.stringify(snapshot.user) === JSON.stringify(user);
    return { status: 'ready', token, user: sameUser ? snapshot.user : user };
  }

  function onStorage(event: StorageEvent): void {
    if (snapshot.status !== 'ready') return;
    if (event.storageArea !== storage) return;
    // key is null when another tab cleared the whole storage.
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) publish(readStorage());
  }

  const store: SessionStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialise() {
      if (!listeningToOtherTabs) {
        events.addEventListener('storage', onStorage as EventListener);
        listeningToOtherTabs = true;
      }
      publish(readStorage());
    },
    signIn(token, user) {
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(USER_KEY, JSON.stringify(user));
      publish({ status: 'ready', token, user });
    },
    signOut() {
      clearStorage();
      publish(SIGNED_OUT);
    },
    getToken() {
      const { token } = snapshot;
      if (token === null) return null;
      if (isTokenValid(token, now())) return token;
      store.signOut();
      return null;
    },
  };
  return store;
}

/** The app's one session, shared by React (useSession) and the HTTP client. */
export const sessionStore = createSessionStore();
