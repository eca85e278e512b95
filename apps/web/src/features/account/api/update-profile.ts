import { type ProfileUpdatePayload, type User, userSchema } from '@kahraba/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';
import { mergeSessionUser } from '../lib/session-user';
import { accountKeys } from './current-user';

export interface UpdateProfileVariables {
  userId: string;
  payload: ProfileUpdatePayload;
}

/** PATCH /user/{id} with name, email and phone; answers the updated user in `data`. */
export async function updateProfile({ userId, payload }: UpdateProfileVariables): Promise<User> {
  const data = await http.patch<unknown>(`/user/${encodeURIComponent(userId)}`, payload);
  return userSchema.parse(data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      mergeSessionUser(user);
      queryClient.setQueryData(accountKeys.me(user.id), user);
    },
  });
}
