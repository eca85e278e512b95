import { useTranslation } from '../shared/i18n/use-translation';
import { useUnreadNotifications } from '../shared/notifications/unread';
import { paths } from '../shared/paths';
import { BellIcon } from '../shared/ui/icons';
import { IconLink } from './icon-link';

/** The navbar's bell for a signed-in shopper, with their unread notifications. */
export function NotificationsLink() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  return (
    <IconLink
      to={paths.notifications()}
      label={unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')}
      count={unread}
    >
      <BellIcon />
    </IconLink>
  );
}
