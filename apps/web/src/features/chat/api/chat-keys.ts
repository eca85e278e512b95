/** One query-key factory for the chat feature; everything is per signed-in user. */
export const chatKeys = {
  all: ['chat'] as const,
  user: (userId: string) => [...chatKeys.all, userId] as const,
  contacts: (userId: string) => [...chatKeys.user(userId), 'contacts'] as const,
  conversations: (userId: string) => [...chatKeys.user(userId), 'conversation'] as const,
  conversation: (userId: string, contactId: string) =>
    [...chatKeys.conversations(userId), contactId] as const,
};
