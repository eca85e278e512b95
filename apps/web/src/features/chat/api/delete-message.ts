import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { chatKeys } from './chat-keys';

export async function deleteMessage(id: string): Promise<void> {
  await http.delete<unknown>(`/messages/${encodeURIComponent(id)}`);
}

/** DELETE /messages/:id: only one's own messages (the server refuses others with 403). */
export function useDeleteMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; contactId: string }) => deleteMessage(input.id),
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(userId, input.contactId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts(userId) });
    },
  });
}
