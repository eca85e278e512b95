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
  const { mutateAsync } = useToggleWish();
  const wish = new URLSearchParams(location.search).get(WISH_PARAM);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn || !wish) return;
    const here = new URL(`${location.pathname}${location.search}`, window.location.origin);
    const dropIntent = () =>
      navigate(`${withoutWishIntent(here)}${location.hash}`, { replace: true, preventScrollReset: true });
    if (!isSignInArrival(location.state)) {
      void dropIntent();
      return;
    }
    // The new address reruns the page's loaders, which read the wishlist: only once the product is
    // saved, or they would bring back the list without it, newer than the save, and the heart
    // would go hollow again. A failed save still drops the intent; the heart then shows why.
    void mutateAsync({ productId: wish, wished: true })
      .catch(() => undefined)
      .then(dropIntent);
  }, [
    signedIn,
    wish,
    mutateAsync,
    navigate,
    location.pathname,
    location.search,
    location.hash,
    location.state,
  ]);
}
