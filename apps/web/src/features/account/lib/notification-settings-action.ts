import { data } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { saveNotificationSettings } from '../api/notification-settings';

export const NOTIFICATION_SETTINGS = 'notification-settings';

export type NotificationSettingsOutcome = { intent: typeof NOTIFICATION_SETTINGS; saved: boolean };

/**
 * The e-mail settings form: a checkbox is sent only when ticked, so each setting is on exactly when
 * its box came with the form.
 */
export async function notificationSettingsAction(form: FormData) {
  try {
    await saveNotificationSettings({
      priceAlerts: form.has('priceAlerts'),
      stockAlerts: form.has('stockAlerts'),
      chatReplies: form.has('chatReplies'),
    });
    return data<NotificationSettingsOutcome>({ intent: NOTIFICATION_SETTINGS, saved: true });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data<NotificationSettingsOutcome>(
        { intent: NOTIFICATION_SETTINGS, saved: false },
        { status: error.status },
      );
    throw error;
  }
}
