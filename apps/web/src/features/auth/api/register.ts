import { type RegisterPayload, type User, userSchema } from '@kahraba/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http-client';

/** POST /auth/register; SPEC §3: the form always sends role "user" (the server ignores it anyway). */
export async function register(payload: Omit<RegisterPayload, 'role'>): Promise<User> {
  const data = await http.post<unknown>('/auth/register', { ...payload, role: 'user' });
  return userSchema.parse(data);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
