/**
 * The history state of the page a shopper is sent to the moment they sign in. What they asked for
 * before signing in (a heart's `?wish=`) is carried out there only: the same address opened from a
 * link on another site has no such state, and must not write to their account.
 */
export const SIGN_IN_ARRIVAL = { signedInJustNow: true } as const;

export function isSignInArrival(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'signedInJustNow' in state &&
    state.signedInJustNow === true
  );
}
