import {
  type AdminReview,
  type AdminReviewListQuery,
  adminReviewSchema,
  type Paged,
  pagedSchema,
} from '@kahraba/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';
import { toApiQuery } from './query';

export async function fetchAdminReviews(
  query: AdminReviewListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminReview>> {
  const data = await http.get<unknown>('/admin/reviews', { query: toApiQuery(query), signal });
  return pagedSchema(adminReviewSchema).parse(data);
}

export function useAdminReviews(query: AdminReviewListQuery) {
  return useQuery({
    queryKey: adminKeys.reviewList(query),
    queryFn: ({ signal }) => fetchAdminReviews(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Hides a review from the shop, or shows it again; the lists are read afresh. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: string; hidden: boolean }) =>
      adminReviewSchema.parse(
        await http.patch<unknown>(`/admin/reviews/${encodeURIComponent(id)}`, { hidden }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.reviews() }),
  });
}
