import {
  type OutboxListQuery,
  type OutboxMessage,
  type OutboxMessageDetail,
  outboxMessageDetailSchema,
  outboxMessageSchema,
  type Paged,
  pagedSchema,
} from '@kahraba/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { adminKeys } from './admin-keys';
import { toApiQuery } from './query';

export async function fetchOutbox(
  query: OutboxListQuery,
  signal?: AbortSignal,
): Promise<Paged<OutboxMessage>> {
  const data = await http.get<unknown>('/admin/outbox', { query: toApiQuery(query), signal });
  return pagedSchema(outboxMessageSchema).parse(data);
}

export function useOutbox(query: OutboxListQuery) {
  return useQuery({
    queryKey: adminKeys.outboxList(query),
    queryFn: ({ signal }) => fetchOutbox(query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function fetchOutboxMessage(id: string, signal?: AbortSignal): Promise<OutboxMessageDetail> {
  const data = await http.get<unknown>(`/admin/outbox/${encodeURIComponent(id)}`, { signal });
  return outboxMessageDetailSchema.parse(data);
}

/** One message with its text, read when a staff member opens it (`id` null: nothing open). */
export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: adminKeys.outboxMessage(id ?? ''),
    queryFn: ({ signal }) => fetchOutboxMessage(id!, signal),
    enabled: id !== null,
  });
}
