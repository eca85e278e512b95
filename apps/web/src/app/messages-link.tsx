import { useTranslation } from '../shared/i18n/use-translation';
import { paths } from '../shared/paths';
import { ChatIcon } from '../shared/ui/icons';
import { IconLink } from './icon-link';
import { useUnreadCount } from './unread-count';

/** The navbar's messages icon for a signed-in shopper, with their unread count. */
export function MessagesLink() {
  const { t } = useTranslation();
  const unreadCount = useUnreadCount();
  return (
    <IconLink
      to={paths.chats()}
      label={unreadCount > 0 ? t('nav.messagesUnread', { count: unreadCount }) : t('nav.messages')}
      count={unreadCount}
    >
      <ChatIcon />
    </IconLink>
  );
}
