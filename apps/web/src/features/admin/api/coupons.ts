import { type AdminCoupon, adminCouponSchema, type CouponWritePayloadInput } from '@kahraba/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export async function fetchAdminCoupons(signal?: AbortSignal): Promise<AdminCoupon[]> {
  return z.array(adminCouponSchema).parse(await http.get<unknown>('/admin/coupons', { signal }));
}

export function useAdminCoupons() {
  return useQuery({ queryKey: adminKeys.coupons(), queryFn: ({ signal }) => fetchAdminCoupons(signal) });
}

/** Creates a coupon, or saves one (edits, disables, enables) when `id` is given. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload }: { id?: string; payload: CouponWritePayloadInput }) =>
      adminCouponSchema.parse(
        id === undefined
          ? await http.post<unknown>('/admin/coupons', payload)
          : await http.put<unknown>(`/admin/coupons/${encodeURIComponent(id)}`, payload),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
  });
}
