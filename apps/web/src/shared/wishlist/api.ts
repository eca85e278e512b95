import type { Wishlist } from '@kahraba/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../api/http-client';
import { useSession } from '../session/use-session';

// The shopper's wishlist as the hearts on every card, the product page and the account page read
// it: one fetcher under one query key, so a heart tapped on one page is current on the others.

export const wishlistKeys = {
  all: ['wishlist'] as const,
};

export const EMPTY_WISHLIST: Wishlist = { items: [] };

export const fetchWishlist = (signal?: AbortSignal) => http.get<Wishlist>('/wishlist', { signal });

export const addToWishlist = (productId: string) => http.post<Wishlist>('/wishlist', { product: productId });

export const removeFromWishlist = (productId: string) =>
  http.delete<Wishlist>(`/wishlist/${encodeURIComponent(productId)}`);

export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: wishlistKeys.all, queryFn: ({ signal }) => fetchWishlist(signal) });

/** A guest has no wishlist: nothing is asked of the API until someone signs in. */
export function useWishlist() {
  const { user } = useSession();
  return useQuery({ ...wishlistQueryOptions(), enabled: user !== null });
}

/** Whether the product is on the signed-in shopper's wishlist (false for a guest, or while loading). */
export function useIsWished(productId: string): boolean {
  const wishlist = useWishlist();
  return wishlist.data?.items.some((item) => item.product._id === productId) ?? false;
}

/**
 * Saves or removes a product. The heart turns at once; the list the server answers replaces the
 * guess, and a failure puts the list back as it was.
 */
export function useToggleWish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, wished }: { productId: string; wished: boolean }) =>
      wished ? addToWishlist(productId) : removeFromWishlist(productId),
    onMutate: async ({ productId, wished }) => {
      await client.cancelQueries({ queryKey: wishlistKeys.all });
      const before = client.getQueryData<Wishlist>(wishlistKeys.all);
      if (before && !wished) {
        client.setQueryData<Wishlist>(wishlistKeys.all, {
          items: before.items.filter((item) => item.product._id !== productId),
        });
      }
      return { before };
    },
    onSuccess: (wishlist) => client.setQueryData(wishlistKeys.all, wishlist),
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(wishlistKeys.all, context.before);
    },
  });
}
