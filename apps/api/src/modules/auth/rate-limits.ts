/** One step of a login throttle: after `failures` failed logins within `windowMs`, wait out the window. */
export interface ThrottleStep {
  failures: number;
  windowMs: number;
}

/**
 * How hard the sign-in and sign-up doors are to hammer. Login counts failures only, so a shopper
 * who signs in correctly is never held back; registration counts every request.
 *
 * Failed logins are throttled per account-and-address and per address, never per account alone:
 * a count per account let anyone lock the owner out (ten wrong passwords from anywhere). Each list
 * of steps makes the waits grow the longer a client keeps failing (OWASP ASVS's anti-automation
 * controls): a minute after 5 failures, then 15 minutes, then a day, so a guesser gets at most a
 * few dozen tries a day on one account from one address while the owner elsewhere is untouched.
 */
export interface AuthRateLimits {
  /** Failed logins on one e-mail from one client address. */
  loginFailuresPerAccountAndIp: ThrottleStep[];
  /** Failed logins from one client address, whatever e-mails they tried. */
  loginFailuresPerIp: ThrottleStep[];
  /**
   * Wrong current passwords given to a password change, per account: a stolen session must not
   * become an unthrottled way to guess the password.
   */
  passwordChecksPerAccount: ThrottleStep;
  /**
   * Password reset e-mails asked for one address: each is a message to a real inbox, so a stranger
   * must not be able to flood someone with them.
   */
  passwordResetsPerEmail: ThrottleStep;
  /** Password reset e-mails asked for from one client address, whatever e-mails it named. */
  passwordResetsPerIp: ThrottleStep;
  /** Sign-up requests from one client address per `registrationWindowMs`. */
  registrationsPerIp: number;
  registrationWindowMs: number;
}

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

// Generous per address: shoppers on Egyptian mobile networks share addresses behind carrier NAT.
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  loginFailuresPerAccountAndIp: [
    { failures: 5, windowMs: MINUTE },
    { failures: 10, windowMs: 15 * MINUTE },
    { failures: 20, windowMs: DAY },
  ],
  loginFailuresPerIp: [
    { failures: 30, windowMs: 15 * MINUTE },
    { failures: 100, windowMs: DAY },
  ],
  passwordChecksPerAccount: { failures: 5, windowMs: 15 * MINUTE },
  passwordResetsPerEmail: { failures: 3, windowMs: 15 * MINUTE },
  passwordResetsPerIp: { failures: 20, windowMs: 15 * MINUTE },
  registrationsPerIp: 30,
  registrationWindowMs: 15 * MINUTE,
};

export function authRateLimits(overrides: Partial<AuthRateLimits> = {}): AuthRateLimits {
  return { ...DEFAULT_AUTH_RATE_LIMITS, ...overrides };
}
