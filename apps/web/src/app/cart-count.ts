import type { Cart } from '@kahraba/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { cartKeys, fetchCart } from '../shared/cart-api';
import { CART_UPDATED_EVENT, cartItemCount, countFromCartEvent } from '../shared/cart-events';
import { useSession } from '../shared/session/use-session';

export { CART_UPDATED_EVENT, type CartUpdatedDetail } from '../shared/cart-events';

async function fetchCartCount(signal: AbortSignal): Promise<number> {
  try {
    return cartItemCount(await fetchCart(signal)) ?? 0;
  } catch {
    // SPEC §8: a failed load shows 0 in the navbar rather than an error.
    return 0;
  }
}

/**
 * The navbar cart badge. Guests have no cart, so 0. A signed-in shopper's count starts from the cart
 * the page was rendered with (the shop layout's loader reads it) or is fetched when they sign in,
 * then follows every `cartUpdated` event: the count it carries, or a fresh fetch when it carries none.
 */
export function useCartCount(): number {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?._id ?? null;
  const [rendered] = useState(() =>
    userId === null ? null : cartItemCount(queryClient.getQueryData<Cart>(cartKeys.all)),
  );
  const renderedFor = useRef(rendered === null ? null : userId);
  const [count, setCount] = useState(rendered ?? 0);

  useEffect(() => {
    if (userId === null) {
      setCount(0);
      return;
    }
    let controller = new AbortController();
    // A fetch that answers after a newer event must not overwrite the newer count.
    let version = 0;
    const refresh = () => {
      controller.abort();
      controller = new AbortController();
      const mine = ++version;
      void fetchCartCount(controller.signal).then((next) => {
        if (mine === version && !controller.signal.aborted) setCount(next);
      });
    };
    const onCartUpdated = (event: Event) => {
      const next = countFromCartEvent(event);
      if (next === null) {
        refresh();
        return;
      }
      version++;
      controller.abort();
      setCount(next);
    };
    // The count the page was rendered with is current; a later sign-in (or none) asks the API.
    if (userId !== renderedFor.current) refresh();
    renderedFor.current = null;
    window.addEventListener(CART_UPDATED_EVENT, onCartUpdated);
    return () => {
      controller.abort();
      window.removeEventListener(CART_UPDATED_EVENT, onCartUpdated);
    };
  }, [userId]);

  return userId === null ? 0 : count;
}
