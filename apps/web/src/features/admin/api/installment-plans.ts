import {
  type AdminInstallmentPlan,
  adminInstallmentPlanSchema,
  type InstallmentPlanWritePayloadInput,
} from '@kahraba/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export async function fetchAdminInstallmentPlans(signal?: AbortSignal): Promise<AdminInstallmentPlan[]> {
  return z
    .array(adminInstallmentPlanSchema)
    .parse(await http.get<unknown>('/admin/installment-plans', { signal }));
}

export function useAdminInstallmentPlans() {
  return useQuery({
    queryKey: adminKeys.installmentPlans(),
    queryFn: ({ signal }) => fetchAdminInstallmentPlans(signal),
  });
}

/** Creates a plan, or saves one (edits, disables, enables) when `id` is given. */
export function useSaveInstallmentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload }: { id?: string; payload: InstallmentPlanWritePayloadInput }) =>
      adminInstallmentPlanSchema.parse(
        id === undefined
          ? await http.post<unknown>('/admin/installment-plans', payload)
          : await http.put<unknown>(`/admin/installment-plans/${encodeURIComponent(id)}`, payload),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.installmentPlans() }),
  });
}
