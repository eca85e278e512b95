import type { MyReview, Review, ReviewPage, ReviewPayload, ReviewSort } from '@kahraba/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { productKeys } from '../../../shared/products/api';
import { useSession } from '../../../shared/session/use-session';

export interface ReviewPageParams {
  page: number;
  sort: ReviewSort;
}

export const FIRST_REVIEW_PAGE: ReviewPageParams = { page: 1, sort: 'newest' };

export const reviewKeys = {
  all: (productId: string) => ['reviews', productId] as const,
  page: (productId: string, params: ReviewPageParams) => ['reviews', productId, 'page', params] as const,
  mine: (productId: string) => ['reviews', productId, 'mine'] as const,
};

const reviewsPath = (productId: string) => `/product/${encodeURIComponent(productId)}/reviews`;

export const reviewPageQueryOptions = (productId: string, params: ReviewPageParams = FIRST_REVIEW_PAGE) =>
  queryOptions({
    queryKey: reviewKeys.page(productId, params),
    queryFn: ({ signal }) =>
      http.get<ReviewPage>(reviewsPath(productId), {
        query: { page: params.page, sort: params.sort },
        signal,
      }),
  });

export function useReviewPage(productId: string, params: ReviewPageParams) {
  // The page on screen stays while the next one loads, so the list does not jump.
  return useQuery({ ...reviewPageQueryOptions(productId, params), placeholderData: keepPreviousData });
}

export const myReviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) => http.get<MyReview>(`${reviewsPath(productId)}/mine`, { signal }),
  });

/** Whether the signed-in shopper may review the product, and their review; nothing for a guest. */
export function useMyReview(productId: string) {
  const { user } = useSession();
  return useQuery({ ...myReviewQueryOptions(productId), enabled: user !== null });
}

export const writeReview = (productId: string, payload: ReviewPayload) =>
  http.post<Review>(reviewsPath(productId), payload);

/** Writes (or edits) the review, then reads the reviews and the product's stars afresh. */
export function useWriteReview(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ReviewPayload) => writeReview(productId, payload),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.all(productId) }),
        // The product's stars and count move with its reviews.
        client.invalidateQueries({ queryKey: [...productKeys.all, 'detail'] }),
      ]);
    },
  });
}

export function useMarkHelpful(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      http.post<{ helpful: number }>(`${reviewsPath(productId)}/${encodeURIComponent(reviewId)}/helpful`),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all(productId) }),
  });
}
