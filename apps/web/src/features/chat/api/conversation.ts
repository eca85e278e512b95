import { type Message, messageSchema } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { chatKeys } from './chat-keys';

/**
 * GET /messages?with=contact: one conversation, oldest first. The server marks the contact's
 * messages read as it answers, since the user is now looking at them.
 */
export async function fetchConversation(contactId: string, signal?: AbortSignal): Promise<Message[]> {
  return z
    .array(messageSchema)
    .parse(await http.get<unknown>('/messages', { query: { with: contactId }, signal }));
}

export const conversationQueryOptions = (userId: string, contactId: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(userId, contactId),
    queryFn: ({ signal }) => fetchConversation(contactId, signal),
  });

export function useConversation(userId: string, contactId: string | undefined) {
  return useQuery({ ...conversationQueryOptions(userId, contactId ?? ''), enabled: contactId !== undefined });
}
