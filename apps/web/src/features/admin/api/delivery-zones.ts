import { type DeliveryZone, type DeliveryZoneWritePayload, deliveryZoneSchema } from '@kahraba/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

export async function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  return z.array(deliveryZoneSchema).parse(await http.get<unknown>('/admin/delivery-zones', { signal }));
}

export function useDeliveryZones() {
  return useQuery({
    queryKey: adminKeys.deliveryZones(),
    queryFn: ({ signal }) => fetchDeliveryZones(signal),
  });
}

/** Saves a governorate's standard and express terms (express null: not offered there). */
export function useSaveDeliveryZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      governorateId,
      payload,
    }: {
      governorateId: string;
      payload: DeliveryZoneWritePayload;
    }) =>
      deliveryZoneSchema.parse(
        await http.put<unknown>(`/admin/delivery-zones/${encodeURIComponent(governorateId)}`, payload),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.deliveryZones() }),
  });
}
