import { createContext, useContext, useSyncExternalStore } from 'react';
import { type SessionSnapshot, type SessionStore, sessionStore } from './session-store';

/** The session a page renders with: per request on the server, the browser's own store in the browser. */
export const SessionContext = createContext<SessionStore | null>(null);

export interface Session extends SessionSnapshot {
  signIn: SessionStore['signIn'];
  signOut: SessionStore['signOut'];
}

/** The signed-in shopper (or null for a guest), kept in step with other tabs (SPEC §4). */
export function useSession(store?: SessionStore): Session {
  const fromContext = useContext(SessionContext);
  const active = store ?? fromContext ?? sessionStore;
  const snapshot = useSyncExternalStore(active.subscribe, active.getSnapshot, active.getSnapshot);
  return { ...snapshot, signIn: active.signIn, signOut: active.signOut };
}
