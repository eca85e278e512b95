import { type ChatParticipant, type Message, messageSchema } from '@kahraba/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { chatKeys } from './chat-keys';

export async function sendMessage(to: string, message: string): Promise<Message> {
  return messageSchema.parse(await http.post<unknown>('/messages', { to, message }));
}

export interface SendMessageInput {
  to: ChatParticipant;
  message: string;
}

let temporaryIds = 0;

/**
 * Sends with an optimistic copy (SPEC §4): shown at once, faded, under a temporary id; swapped for
 * the server's message on success and the conversation refetched; removed on failure.
 */
export function useSendMessage(me: ChatParticipant) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(input.to._id, input.message.trim()),
    onMutate: async (input) => {
      const key = chatKeys.conversation(me._id, input.to._id);
      await queryClient.cancelQueries({ queryKey: key });
      temporaryIds += 1;
      const optimistic: Message = {
        _id: `temp-${Date.now()}-${temporaryIds}`,
        from: me,
        to: input.to,
        message: input.message.trim(),
        createdAt: new Date().toISOString(),
        read: false,
        optimistic: true,
      };
      queryClient.setQueryData<Message[]>(key, (old) => [...(old ?? []), optimistic]);
      return { key, temporaryId: optimistic._id };
    },
    onSuccess: (message, _input, context) => {
      queryClient.setQueryData<Message[]>(context.key, (old) => {
        const rest = (old ?? []).filter((m) => m._id !== context.temporaryId && m._id !== message._id);
        return [...rest, message];
      });
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      queryClient.setQueryData<Message[]>(context.key, (old) =>
        (old ?? []).filter((m) => m._id !== context.temporaryId),
      );
    },
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(me._id, input.to._id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts(me._id) });
    },
  });
}
