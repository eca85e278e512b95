import { describe, expect, it } from 'vitest';
import { createToken } from '../../test/fixtures';
import { decodeJwtPayload, isTokenValid, tokenExpiresAt } from './jwt';

describe('jwt', () => {
  it('reads a base64url payload, including non-ASCII characters', () => {
    const token = createToken({ exp: 2_000_000_000, name: 'منى' });
    expect(decodeJwtPayload(token)).toEqual({ exp: 2_000_000_000, name: 'منى' });
    expect(tokenExpiresAt(token)).toBe(2_000_000_000_000);
  });

  it('treats the expiry as seconds and is valid only before it', () => {
    const token = createToken({ exp: 1000 });
    expect(isTokenValid(token, 999_999)).toBe(true);
    expect(isTokenValid(token, 1_000_000)).toBe(false);
  });

  it('rejects tokens that are not JWTs or carry no numeric exp', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(`a.${btoa('[1,2]')}.c`)).toBeNull();
    expect(isTokenValid(createToken({ sub: 'u1' }))).toBe(false);
    expect(isTokenValid(createToken({ exp: '2000000000' }))).toBe(false);
  });
});
