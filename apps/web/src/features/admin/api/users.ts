import {
  type AccountUpdatePayload,
  type AdminUser,
  type AdminUserListQuery,
  adminUserSchema,
  type Paged,
  pagedSchema,
  type StaffAccountPayload,
} from '@kahraba/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';
import { toApiQuery } from './query';

export async function fetchAdminUsers(
  query: AdminUserListQuery,
  signal?: AbortSignal,
): Promise<Paged<AdminUser>> {
  const data = await http.get<unknown>('/admin/users', { query: toApiQuery(query), signal });
  return pagedSchema(adminUserSchema).parse(data);
}

export function useAdminUsers(query: AdminUserListQuery, enabled = true) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.users() });
}

export function useCreateStaffAccount() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async (payload: StaffAccountPayload) =>
      adminUserSchema.parse(await http.post<unknown>('/admin/users', payload)),
    onSuccess: refresh,
  });
}

/** PATCH /admin/users/{id}: a role or the disabled flag; the API refuses one's own account (409). */
export function useUpdateAccount() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: AccountUpdatePayload }) =>
      adminUserSchema.parse(await http.patch<unknown>(`/admin/users/${encodeURIComponent(id)}`, changes)),
    onSuccess: refresh,
  });
}
