import type { User } from '@kahraba/domain';
import { useSyncExternalStore } from 'react';
import { type SessionSnapshot, type SessionStore, sessionStore } from './session-store';

export interface Session extends SessionSnapshot {
  signIn(token: string, user: User): void;
  signOut(): void;
}

/** The signed-in shopper, kept in step with storage and other tabs (SPEC §4). */
export function useSession(store: SessionStore = sessionStore): Session {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, signIn: store.signIn, signOut: store.signOut };
}
