import {
  type AdminProduct,
  type AdminProductListQuery,
  adminProductSchema,
  type Paged,
  type ProductWritePayload,
  pagedSchema,
  type StockAdjustment,
  type StockAdjustmentPayload,
  stockAdjustmentSchema,
} from '@kahraba/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';
import { toApiQuery } from './query';

const productPath = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

export async function fetchAdminProducts(
  query: AdminProductListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminProduct>> {
  const data = await http.get<unknown>('/admin/products', { query: toApiQuery(query), signal });
  return pagedSchema(adminProductSchema).parse(data);
}

export const adminProductsQueryOptions = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: adminKeys.productList(query),
    queryFn: ({ signal }) => fetchAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(query: AdminProductListQuery) {
  return useQuery(adminProductsQueryOptions(query));
}

export async function fetchAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return adminProductSchema.parse(await http.get<unknown>(productPath(id), { signal }));
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? ''),
    queryFn: ({ signal }) => fetchAdminProduct(id ?? '', signal),
    enabled: id !== undefined,
  });
}

export async function fetchStockHistory(id: string, signal?: AbortSignal): Promise<StockAdjustment[]> {
  return z
    .array(stockAdjustmentSchema)
    .parse(await http.get<unknown>(`${productPath(id)}/stock`, { signal }));
}

export function useStockHistory(id: string) {
  return useQuery({
    queryKey: adminKeys.stockHistory(id),
    queryFn: ({ signal }) => fetchStockHistory(id, signal),
  });
}

/** Every product list, detail and stock history may show what a write changed. */
function useRefreshProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.products() });
}

export function useCreateProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (payload: ProductWritePayload) =>
      adminProductSchema.parse(await http.post<unknown>('/admin/products', payload)),
    onSuccess: refresh,
  });
}

export function useUpdateProduct(id: string) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (payload: ProductWritePayload) =>
      adminProductSchema.parse(await http.put<unknown>(productPath(id), payload)),
    onSuccess: refresh,
  });
}

export function useDeleteProduct() {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ _id: string }>(productPath(id)),
    onSuccess: refresh,
  });
}

/** POST /admin/products/{id}/stock: 409 when the change would take stock below zero. */
export function useAdjustStock(id: string) {
  const refresh = useRefreshProducts();
  return useMutation({
    mutationFn: async (payload: StockAdjustmentPayload) =>
      adminProductSchema.parse(await http.post<unknown>(`${productPath(id)}/stock`, payload)),
    onSuccess: refresh,
  });
}
