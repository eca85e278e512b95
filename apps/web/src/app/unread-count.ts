/**
 * The navbar messages badge. Nothing in the app reads unread messages yet, so there is no number
 * to show: 0 keeps the badge hidden rather than invent one.
 */
export function useUnreadCount(): number {
  return 0;
}
