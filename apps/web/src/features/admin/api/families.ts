import {
  type AdminProduct,
  adminProductSchema,
  type FamilySummary,
  type FamilyWritePayloadInput,
  familySummarySchema,
  type ProductVariantPayloadInput,
} from '@kahraba/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';

const familiesKey = (q: string) => [...adminKeys.all, 'families', q] as const;

export async function fetchFamilies(q: string, signal?: AbortSignal): Promise<FamilySummary[]> {
  const data = await http.get<unknown>('/admin/product-families', { query: { q }, signal });
  return z.array(familySummarySchema).parse(data);
}

/** The families whose name or brand holds `q` (the product page's family picker). */
export function useFamilies(q: string) {
  return useQuery({ queryKey: familiesKey(q), queryFn: ({ signal }) => fetchFamilies(q, signal) });
}

export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: FamilyWritePayloadInput) =>
      familySummarySchema.parse(await http.post<unknown>('/admin/product-families', payload)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'families'] }),
  });
}

/** PUT /admin/products/{id}/variant: the product's family and options. */
export function useSetProductVariant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProductVariantPayloadInput): Promise<AdminProduct> =>
      adminProductSchema.parse(
        await http.put<unknown>(`/admin/products/${encodeURIComponent(id)}/variant`, payload),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'families'] }),
      ]),
  });
}
