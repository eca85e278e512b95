import {
  type AuditEntry,
  type AuditListQuery,
  auditEntrySchema,
  type Paged,
  pagedSchema,
} from '@kahraba/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';
import { toApiQuery } from './query';

export async function fetchAudit(query: AuditListQuery, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  const data = await http.get<unknown>('/admin/audit', { query: toApiQuery(query), signal });
  return pagedSchema(auditEntrySchema).parse(data);
}

export function useAudit(query: AuditListQuery) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => fetchAudit(query, signal),
    placeholderData: keepPreviousData,
  });
}
