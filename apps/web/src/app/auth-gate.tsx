import { type ReactNode, useEffect } from 'react';
import { type SessionStore, sessionStore } from '../shared/session/session-store';
import { useSession } from '../shared/session/use-session';
import { PageLoading } from '../shared/ui/page-loading';

export interface AuthGateProps {
  children: ReactNode;
  /** The app's session unless a test brings its own. */
  store?: SessionStore;
}

/**
 * SPEC §2: the app shows "Loading..." until authentication is initialised, so no page ever
 * renders for a guest and then flips to a signed-in view (or the reverse).
 */
export function AuthGate({ children, store = sessionStore }: AuthGateProps) {
  const { status } = useSession(store);
  useEffect(() => {
    store.initialise();
  }, [store]);
  return status === 'ready' ? children : <PageLoading />;
}
