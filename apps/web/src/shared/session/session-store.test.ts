import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToken, createUser, storeSession, tokenExpiringIn } from '../../test/fixtures';
import { createSessionStore, TOKEN_KEY, USER_KEY } from './session-store';

function newStore(now?: () => number) {
  return createSessionStore({ storage: localStorage, events: new EventTarget(), now });
}

describe('session store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is initialising until it has read storage', () => {
    const store = newStore();
    expect(store.getSnapshot().status).toBe('initialising');
    store.initialise();
    expect(store.getSnapshot()).toEqual({ status: 'ready', token: null, user: null });
  });

  it('keeps a stored token that has not expired', () => {
    const user = createUser();
    const token = tokenExpiringIn(3600);
    storeSession(user, token);
    const store = newStore();
    store.initialise();
    expect(store.getSnapshot()).toEqual({ status: 'ready', token, user });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('removes an expired token at start and signs the user out', () => {
    storeSession(createUser(), tokenExpiringIn(-1));
    const store = newStore();
    store.initialise();
    expect(store.getSnapshot()).toEqual({ status: 'ready', token: null, user: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('removes a malformed token at start', () => {
    storeSession(createUser(), 'garbage');
    const store = newStore();
    store.initialise();
    expect(store.getSnapshot().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out when the stored user cannot be read', () => {
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(3600));
    localStorage.setItem(USER_KEY, '{not json');
    const store = newStore();
    store.initialise();
    expect(store.getSnapshot().user).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores token and user on sign-in and clears both keys on sign-out', () => {
    const store = newStore();
    store.initialise();
    const listener = vi.fn();
    store.subscribe(listener);
    const user = createUser();
    const token = tokenExpiringIn(3600);

    store.signIn(token, user);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(user);
    expect(store.getSnapshot().user).toEqual(user);

    store.signOut();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'ready', token: null, user: null });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops handing out a token once it expires', () => {
    let now = Date.now();
    const store = newStore(() => now);
    store.signIn(tokenExpiringIn(60, now), createUser());
    expect(store.getToken()).not.toBeNull();
    now += 61_000;
    expect(store.getToken()).toBeNull();
    expect(store.getSnapshot().user).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('signs out by itself when the token expires while the app is open', () => {
    vi.useFakeTimers();
    const store = newStore();
    store.signIn(tokenExpiringIn(60), createUser());
    vi.advanceTimersByTime(61_000);
    expect(store.getSnapshot().token).toBeNull();
  });

  it('follows sign-in and sign-out in other tabs', () => {
    const events = new EventTarget();
    const store = createSessionStore({ storage: localStorage, events });
    store.initialise();

    const user = createUser();
    storeSession(user);
    events.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, storageArea: localStorage }));
    expect(store.getSnapshot().user).toEqual(user);

    localStorage.clear();
    events.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(store.getSnapshot().user).toBeNull();
  });

  it('ignores tokens that carry no expiry', () => {
    storeSession(createUser(), createToken({ sub: 'u1' }));
    const store = newStore();
    store.initialise();
    expect(store.getSnapshot().token).toBeNull();
  });

  it('tells the server whether a session is stored, as it starts, signs in and signs out', () => {
    const told: boolean[] = [];
    const store = createSessionStore({
      storage: localStorage,
      events: new EventTarget(),
      onSignedInChange: (signedIn) => told.push(signedIn),
    });
    store.initialise();
    store.signIn(tokenExpiringIn(3600), createUser());
    store.signIn(tokenExpiringIn(7200), createUser());
    store.signOut();
    expect(told).toEqual([false, true, false]);
  });

  it('keeps the session-stored cookie by default', () => {
    const store = createSessionStore({ storage: localStorage, events: new EventTarget() });
    store.initialise();
    store.signIn(tokenExpiringIn(3600), createUser());
    expect(document.cookie).toContain('signed-in=1');
    store.signOut();
    expect(document.cookie).not.toContain('signed-in');
  });
});
