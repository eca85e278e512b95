import { type Conversation, conversationSchema, type Message, messageSchema } from '@kahraba/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { buildUrl } from '../../../shared/api/url';
import { adminKeys } from './admin-keys';

const threadPath = (shopperId: string, contactId: string) =>
  `/admin/conversations/${encodeURIComponent(shopperId)}/${encodeURIComponent(contactId)}/messages`;

/** GET /admin/conversations: every shopper's conversation with a staff contact, unread first. */
export async function fetchConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return z.array(conversationSchema).parse(await http.get<unknown>('/admin/conversations', { signal }));
}

export function useConversations() {
  return useQuery({
    queryKey: adminKeys.conversationList(),
    queryFn: ({ signal }) => fetchConversations(signal),
  });
}

export interface ConversationRef {
  shopperId: string;
  contactId: string;
}

/** The messages of one conversation, oldest first; the server marks the shopper's ones read. */
export async function fetchThread(ref: ConversationRef, signal?: AbortSignal): Promise<Message[]> {
  return z
    .array(messageSchema)
    .parse(await http.get<unknown>(threadPath(ref.shopperId, ref.contactId), { signal }));
}

export function useThread(ref: ConversationRef | undefined) {
  return useQuery({
    queryKey: adminKeys.conversation(ref?.shopperId ?? '', ref?.contactId ?? ''),
    queryFn: ({ signal }) => fetchThread(ref!, signal),
    enabled: ref !== undefined,
  });
}

/** Replies go out as the staff contact the shopper wrote to (the server picks the sender from the path). */
export function useReply(ref: ConversationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      messageSchema.parse(await http.post<unknown>(threadPath(ref.shopperId, ref.contactId), { message })),
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>(adminKeys.conversation(ref.shopperId, ref.contactId), (old) => [
        ...(old ?? []).filter((m) => m._id !== message._id),
        message,
      ]);
      void queryClient.invalidateQueries({ queryKey: adminKeys.conversationList() });
    },
  });
}

/**
 * Keeps the inbox current from GET /admin/stream (signed in by the session cookie, as the shopper's
 * chat stream is). Any new message refreshes the
 * list (order and unread counts) and the conversations on screen; a reconnect refetches too,
 * since messages sent while the stream was down were never pushed.
 */
export function useInboxLiveUpdates(staffId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!staffId || typeof EventSource === 'undefined') return;
    const source = new EventSource(buildUrl('/admin/stream'));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.conversations() });
    source.addEventListener('open', refresh);
    source.addEventListener('message', refresh);
    return () => source.close();
  }, [queryClient, staffId]);
}
