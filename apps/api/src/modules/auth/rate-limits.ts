/**
 * How hard the sign-in and sign-up doors are to hammer. Login counts failures only, so a shopper
 * who signs in correctly is never held back; registration counts every request.
 */
export interface AuthRateLimits {
  /** The window every count below runs over. */
  windowMs: number;
  /** Failed logins from one client address, whatever e-mails they tried. */
  loginFailuresPerIp: number;
  /** Failed logins on one e-mail, from anywhere (guessing one shopper's password from many addresses). */
  loginFailuresPerAccount: number;
  /** Sign-up requests from one client address. */
  registrationsPerIp: number;
}

// Generous per address: shoppers on Egyptian mobile networks share addresses behind carrier NAT.
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  windowMs: 15 * 60 * 1000,
  loginFailuresPerIp: 30,
  loginFailuresPerAccount: 10,
  registrationsPerIp: 30,
};

export function authRateLimits(overrides: Partial<AuthRateLimits> = {}): AuthRateLimits {
  return { ...DEFAULT_AUTH_RATE_LIMITS, ...overrides };
}
