import type { NotificationList, NotificationUnread } from '@kahraba/domain';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { notificationKeys } from '../../../shared/notifications/unread';

export const fetchNotifications = (before: string | undefined, signal?: AbortSignal) =>
  http.get<NotificationList>('/notifications', { query: { before }, signal });

/** The centre's entries, a page at a time: the next page starts before the last entry shown. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

export const markAllNotificationsRead = () =>
  http.patch<NotificationUnread>('/notifications', { read: true });

export const markNotificationRead = (id: string) =>
  http.patch<unknown>(`/notifications/${encodeURIComponent(id)}`, { read: true });

/** Marks one entry read (the shopper opened it); the list and the bell follow. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
