import { type LoginPayload, loginResponseSchema, type User } from '@kahraba/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/http-client';

export interface LoginResult {
  token: string;
  user: User;
}

/** POST /auth/login: the token sits beside `data` in the envelope (SPEC §7). */
export async function logIn(payload: LoginPayload): Promise<LoginResult> {
  // A wrong password answers 401: the page explains it, so stay on /login.
  const { body } = await apiRequest<User, { token: string }>('/auth/login', {
    method: 'POST',
    body: payload,
    redirectOnUnauthorized: false,
  });
  // What gets stored must read back as a session later; refuse anything that would not.
  const { token, data } = loginResponseSchema.parse(body);
  return { token, user: data };
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
