import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WISH_PARAM, withoutWishIntent } from '../paths';
import { isSignInArrival } from '../session/sign-in-arrival';
import { useSession } from '../session/use-session';
import { useToggleWish } from './api';

/**
 * Carries out a `?wish=<id>` a guest's heart left in the address once they have signed in, then
 * drops it from the address. The root's loader does the same for a page the server renders (no
 * scripts); this covers signing in within the running app, and only on the page the login sent
 * them to: the address alone, from a link elsewhere, is dropped without saving anything.
 */
export function useWishIntent(): void {
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useToggleWish();
  const wish = new URLSearchParams(location.search).get(WISH_PARAM);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn || !wish) return;
    if (isSignInArrival(location.state)) mutate({ productId: wish, wished: true });
    const here = new URL(`${location.pathname}${location.search}`, window.location.origin);
    navigate(`${withoutWishIntent(here)}${location.hash}`, { replace: true, preventScrollReset: true });
  }, [signedIn, wish, mutate, navigate, location.pathname, location.search, location.hash, location.state]);
}
