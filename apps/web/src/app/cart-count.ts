import { useEffect, useState } from 'react';
import { useSession } from '../shared/session/use-session';

/** Fired on window after the cart changes (SPEC §4); `detail.count` carries the new item count. */
export const CART_UPDATED_EVENT = 'cartUpdated';

export interface CartUpdatedDetail {
  count: number;
}

function countFrom(event: Event): number | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail !== 'object' || detail === null || !('count' in detail)) return null;
  const { count } = detail;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : null;
}

/**
 * The navbar cart badge. Guests have no cart, so 0. A signed-in shopper's count is whatever the
 * last `cartUpdated` event reported; nothing is fetched here, so it starts at 0.
 */
export function useCartCount(): number {
  const { user } = useSession();
  const [count, setCount] = useState(0);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) {
      setCount(0);
      return;
    }
    const onCartUpdated = (event: Event) => {
      const next = countFrom(event);
      if (next !== null) setCount(next);
    };
    window.addEventListener(CART_UPDATED_EVENT, onCartUpdated);
    return () => window.removeEventListener(CART_UPDATED_EVENT, onCartUpdated);
  }, [signedIn]);

  return signedIn ? count : 0;
}
