import { type RegisterPayload, type User, userSchema } from '@kahraba/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export interface Registered {
  user: User;
  /** The session cookie the API set: the new account is signed in at once. */
  cookies: string[];
}

/** POST /auth/register; SPEC §3: the form always sends role "user" (the server ignores it anyway). */
export async function register(payload: Omit<RegisterPayload, 'role'>): Promise<Registered> {
  const { body, headers } = await apiRequest<unknown>('/auth/register', {
    method: 'POST',
    body: { ...payload, role: 'user' },
  });
  return { user: userSchema.parse(body.data), cookies: headers.getSetCookie() };
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
