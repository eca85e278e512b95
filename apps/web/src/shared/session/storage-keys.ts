/** localStorage keys of the session, fixed by SPEC §4. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
