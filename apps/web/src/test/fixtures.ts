import type { User } from '@kahraba/domain';

export function createUser(overrides: Partial<User> = {}): User {
  return {
    _id: '665f1c2b9a1e4b0012345678',
    id: '665f1c2b9a1e4b0012345678',
    name: 'Mona Hassan',
    email: 'mona@example.com',
    phone: '01001234567',
    role: 'user',
    ...overrides,
  };
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned token with the given payload: the client only reads `exp`, it never verifies. */
export function createToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** A token that expires `seconds` from now (negative: already expired). */
export function tokenExpiringIn(seconds: number, now: number = Date.now()): string {
  return createToken({ sub: 'u1', role: 'user', exp: Math.floor(now / 1000) + seconds });
}

/** Stores a signed-in session the way the login page does. */
export function storeSession(user: User = createUser(), token: string = tokenExpiringIn(3600)): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}
