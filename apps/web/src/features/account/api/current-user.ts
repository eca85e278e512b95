import { type User, userSchema } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

export const accountKeys = {
  all: ['account'] as const,
  me: (userId: string) => [...accountKeys.all, 'me', userId] as const,
};

/** GET /user/me: the account as the server has it now. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await http.get<unknown>('/user/me', { signal }));
}

export const currentUserQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.me(userId), queryFn: ({ signal }) => fetchCurrentUser(signal) });

/** The signed-in user fresh from the server; a 401 ends the session (the HTTP client sees to it). */
export function useCurrentUser(userId: string | undefined) {
  return useQuery({ ...currentUserQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
