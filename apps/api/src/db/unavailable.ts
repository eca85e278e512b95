/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a
 * failover, a network cut), rather than that a statement was wrong. The API answers such failures
 * 503 with Retry-After, not 500: they are the database's absence, and go away when it comes back.
 *
 * Every place that must tell the two apart asks here: the error handler, the pages' server, the
 * readiness probe.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error ("Failed query: ...") with the driver's as its cause.
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (typeof e !== 'object') return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && isUnavailableCode(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
  }
  return false;
}

/** Seconds a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket errors from Node when connecting or talking to the server.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's SQLSTATEs for a server going away or not taking connections yet. Class 08 is
// "connection exception" as a whole.
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or an administrator ended the backend
  '57P02', // crash_shutdown: another backend crashed and the server is resetting
  '57P03', // cannot_connect_now: the server is starting up or recovering
  '53300', // too_many_connections: every slot taken, for now
]);

function isUnavailableCode(code: string): boolean {
  return SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}

// node-postgres and its pool say these in words only, without a code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  // PGlite, once closed (the server is stopping).
  /^PGlite is closed$/,
];
