import type { NotificationSettings, NotificationSettingsPayload } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

export const notificationSettingsKeys = { all: ['account', 'notification-settings'] as const };

export const fetchNotificationSettings = (signal?: AbortSignal) =>
  http.get<NotificationSettings>('/user/me/notification-settings', { signal });

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsKeys.all,
    queryFn: ({ signal }) => fetchNotificationSettings(signal),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export const saveNotificationSettings = (payload: NotificationSettingsPayload) =>
  http.patch<NotificationSettings>('/user/me/notification-settings', payload);
