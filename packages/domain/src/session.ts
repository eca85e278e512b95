/**
 * The cookie that holds a web session's token (HttpOnly, set by the API at login). The API reads it
 * as it reads an Authorization header; the web server sends it on with the page's API calls.
 */
export const SESSION_COOKIE = 'kahraba_session';
