import { useChatLiveUpdates } from '../features/chat/api/chat-stream';
import { totalUnread, useContacts } from '../features/chat/api/contacts';
import { useSession } from '../shared/session/use-session';

/**
 * The navbar messages badge: the signed-in user's unread messages over all contacts, kept current
 * by the live chat stream. Guests have none; a failed load shows none (SPEC §8).
 */
export function useUnreadCount(): number {
  const { user } = useSession();
  const contacts = useContacts(user?._id);
  useChatLiveUpdates(user?._id);
  if (!user || contacts.isError) return 0;
  return totalUnread(contacts.data);
}
