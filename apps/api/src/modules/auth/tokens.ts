import type { Role } from '@kahraba/domain';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AppError } from '../../http/app-error.js';

/** How long a login lasts; the web app signs the shopper out when `exp` passes (SPEC §4). */
export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  sub: string;
  role: Role;
  exp: number;
  /** The session the token belongs to (auth/sessions.ts); it is only good while that session lasts. */
  jti: string;
}

export interface TokenService {
  issue(user: { id: string; role: Role }, sessionId: string): string;
  /** The claims of a genuine, unexpired token; otherwise an AppError (TOKEN_EXPIRED or UNAUTHORIZED). */
  verify(token: string): TokenClaims;
}

export function createTokenService(secret: string): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: TOKEN_LIFETIME_MS });
  // Only HS256: a token announcing "none" or another algorithm is refused outright. A token with
  // no session (issued before sessions could end) is refused too: nothing could ever end it.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'exp', 'jti'],
  });
  return {
    issue: (user, sessionId) => sign({ sub: user.id, role: user.role, jti: sessionId }),
    verify(token) {
      let claims: unknown;
      try {
        claims = verify(token);
      } catch (error) {
        if (error instanceof TokenError && error.code === TokenError.codes.expired) {
          throw new AppError('TOKEN_EXPIRED');
        }
        throw new AppError('UNAUTHORIZED');
      }
      const { sub, jti } = claims as Partial<TokenClaims>;
      if (typeof sub !== 'string' || sub === '' || typeof jti !== 'string')
        throw new AppError('UNAUTHORIZED');
      return claims as TokenClaims;
    },
  };
}

// A JWT is three base64url parts. Shoppers' clients send `Bearer <token>`; older ones the bare token.
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const BEARER = /^Bearer\s+(\S+)$/i;

/** The token an Authorization header carries, with or without the Bearer scheme; null if none. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const token = BEARER.exec(value)?.[1] ?? value;
  return JWT_SHAPE.test(token) ? token : null;
}
