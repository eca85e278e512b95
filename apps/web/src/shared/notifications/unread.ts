import type { NotificationUnread } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../api/http-client';
import { useSession } from '../session/use-session';

// The navbar bell and the notification centre share these keys: marking entries read on the page
// brings the bell's count down with it.
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

export const fetchUnreadNotifications = (signal?: AbortSignal) =>
  http.get<NotificationUnread>('/notifications/unread-count', { signal }).then((d) => d.unread);

/** A minute between reads while a page stays open: alerts arrive without the shopper doing anything. */
const UNREAD_REFRESH_MS = 60_000;

export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => fetchUnreadNotifications(signal),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/**
 * The bell's count: read with the page by the shop layout's loader (the server draws it), then kept
 * current in the browser. Guests have none; a failed read shows none (SPEC §8, as the other badges).
 */
export function useUnreadNotifications(): number {
  const { user } = useSession();
  const query = useQuery({ ...unreadNotificationsQueryOptions(), enabled: user !== null });
  if (!user || query.isError) return 0;
  return query.data ?? 0;
}
