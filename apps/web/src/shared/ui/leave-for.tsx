import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Moves on to `to` once the page runs in the browser, for a change that happens there (a sign-in,
 * a cart that failed to load). The server never draws this: a page's loader answers with the
 * redirect itself, so the router's <Navigate> (which cannot work in a server render) is not used.
 */
export function LeaveFor({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
