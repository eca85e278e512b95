import { type AdminDealer, adminDealerSchema, type DealerPayload } from '@kahraba/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

const dealerPath = (id: string) => `/admin/dealers/${encodeURIComponent(id)}`;

export async function fetchAdminDealers(signal?: AbortSignal): Promise<AdminDealer[]> {
  return z.array(adminDealerSchema).parse(await http.get<unknown>('/admin/dealers', { signal }));
}

export function useAdminDealers() {
  return useQuery({ queryKey: adminKeys.dealers(), queryFn: ({ signal }) => fetchAdminDealers(signal) });
}

function useRefreshDealers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.dealers() });
}

/** Creates a dealer, or saves one when `id` is given. */
export function useSaveDealer() {
  const refresh = useRefreshDealers();
  return useMutation({
    mutationFn: async ({ id, payload }: { id?: string; payload: DealerPayload }) =>
      adminDealerSchema.parse(
        id === undefined
          ? await http.post<unknown>('/admin/dealers', payload)
          : await http.put<unknown>(dealerPath(id), payload),
      ),
    onSuccess: refresh,
  });
}

export function useDeleteDealer() {
  const refresh = useRefreshDealers();
  return useMutation({
    mutationFn: (id: string) => http.delete<unknown>(dealerPath(id)),
    onSuccess: refresh,
  });
}
